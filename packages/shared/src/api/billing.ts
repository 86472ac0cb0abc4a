import { BILLING_PROVIDERS } from '../states/billing.js';
import { INVALID_PLAN, INVALID_ACCOUNT_FILTER, SIMULATED_ACTION_ERRORS, PROFILE_ERRORS } from '../i18n/billing.js';
import { z } from 'zod';
import { accountFootprintSchema, accountUsageSchema } from './usage.js';
import { PLAN_IDS, SIMULATED_CARDS } from '../plans.js';
import { isValidCodiceFiscale, isValidPartitaIva } from '../italian-tax-ids.js';
import { isCountryCode } from '../countries.js';
import { isEuCountry } from '../vat.js';
// Without zod, for the billing page's first load (issue 34).
export { SIMULATED_CARDS };

export const checkoutRequestSchema = z.object({
  plan: z.enum(PLAN_IDS, { error: INVALID_PLAN }),
  /** The owner saw what the account holds beyond this plan and buys it all the same (issue 44). */
  acceptOverLimits: z.boolean(INVALID_PLAN).optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
/** `url` is where the browser goes: Stripe Checkout, or the simulated checkout page without Stripe (D5). */
export const checkoutResponseSchema = z.object({ url: z.string().nullable() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const billingProviderSchema = z.enum(BILLING_PROVIDERS);
export type { BillingProviderKind } from '../states/billing.js';

/** How IVA applies to the account (D12, from its billing profile; 22% while it has none): prices are shown net, IVA, total. */
export const vatInfoSchema = z.object({
  rate: z.number(),
  reverseCharge: z.boolean(),
  outOfScope: z.boolean(),
});
export type VatInfo = z.infer<typeof vatInfoSchema>;

export const billingOverviewSchema = z.object({
  provider: billingProviderSchema,
  plan: z.object({
    /** The plan whose limits are in force (the trial gives Pro's); null once they ended. */
    id: z.enum(PLAN_IDS).nullable(),
    /** The plan bought, null while on trial or never subscribed. */
    subscribedId: z.enum(PLAN_IDS).nullable(),
    status: z.enum(['active', 'trial', 'expired']),
    /** Next billing date (active), trial end (trial), null once expired. */
    renewsAt: z.string().nullable(),
    cancelAtPeriodEnd: z.boolean(),
    /** A downgrade that starts at the end of the period. */
    pendingPlanId: z.enum(PLAN_IDS).nullable(),
    /** Set while a payment has failed: the account keeps its plan until then (D4, 7 days of grace). */
    graceEndsAt: z.string().nullable(),
  }),
  agentCount: z.number().int(),
  vat: vatInfoSchema,
  paymentMethod: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  usage: accountUsageSchema,
  /** What the account holds, for the plan chooser to tell which plans it would be over before paying (issue 44). */
  footprint: accountFootprintSchema,
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

export const invoiceRowSchema = z.object({
  id: z.string(),
  /** '2026/7' once paid; null while open. */
  number: z.string().nullable(),
  date: z.string(),
  /** Total in euro (VAT included). */
  amount: z.number(),
  status: z.enum(['paid', 'open']),
});
export type InvoiceRow = z.infer<typeof invoiceRowSchema>;
export const invoiceListSchema = z.object({ invoices: z.array(invoiceRowSchema) });
export type InvoiceList = z.infer<typeof invoiceListSchema>;

export const simulatedCheckoutSchema = z.object({
  id: z.string(),
  plan: z.enum(PLAN_IDS),
  /** Net price in euro per month. */
  netAmount: z.number(),
  /** A first subscription, or a change of the live one: an upgrade now (pro rata) or a downgrade at the period's end. */
  change: z.enum(['new', 'upgrade', 'downgrade']),
  /** Net euro charged on confirmation (the prorated difference of an upgrade; 0 for a downgrade). */
  dueNowNet: z.number(),
  /** When a downgrade takes effect (the period's end); null otherwise. */
  effectiveAt: z.string().nullable(),
  /** Issue 34: what is paid, before paying — IVA and total of the monthly price and of what is due now. */
  vat: vatInfoSchema,
  monthlyVat: z.number(),
  monthlyTotal: z.number(),
  dueNowVat: z.number(),
  dueNowTotal: z.number(),
});
export type SimulatedCheckout = z.infer<typeof simulatedCheckoutSchema>;
export const simulatedCheckoutDoneSchema = z.object({ plan: z.enum(PLAN_IDS), message: z.string() });

export const simulatedSubscriptionActionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('cancel') }),
    z.object({ action: z.literal('resume') }),
    z.object({ action: z.literal('renew') }),
    z.object({ action: z.literal('fail_payment') }),
    z.object({ action: z.literal('change_card'), card: z.enum(SIMULATED_CARDS, { error: SIMULATED_ACTION_ERRORS.card }) }),
  ],
  { error: SIMULATED_ACTION_ERRORS.action },
);
export type SimulatedSubscriptionAction = z.infer<typeof simulatedSubscriptionActionSchema>;

export const simulatedActionDoneSchema = z.object({ message: z.string() });

const text = (max: number) => z.string(PROFILE_ERRORS.tooLong).trim().max(max, PROFILE_ERRORS.tooLong);
const optionalText = (max: number) =>
  z
    .string(PROFILE_ERRORS.tooLong)
    .trim()
    .max(max, PROFILE_ERRORS.tooLong)
    .nullish()
    .transform((v) => (v ? v : null));

export const billingProfileSchema = z
  .object({
    companyName: text(200).min(1, PROFILE_ERRORS.companyName),
    vatNumber: optionalText(20).transform((v) => (v ? v.toUpperCase().replace(/[\s.-]+/g, '') : null)),
    fiscalCode: optionalText(16).transform((v) => (v ? v.toUpperCase() : null)),
    address: text(200).min(1, PROFILE_ERRORS.address),
    postalCode: text(10).min(1, PROFILE_ERRORS.postalCodeRequired),
    city: text(100).min(1, PROFILE_ERRORS.city),
    province: optionalText(2).transform((v) => (v ? v.toUpperCase() : null)),
    country: z
      .string(PROFILE_ERRORS.country)
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, PROFILE_ERRORS.country)
      .refine(isCountryCode, PROFILE_ERRORS.country),
    sdiCode: optionalText(7).transform((v) => (v ? v.toUpperCase() : null)),
    pec: optionalText(254),
  })
  .superRefine((p, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const italian = p.country === 'IT';
    if (p.vatNumber) {
      const digits = italian ? p.vatNumber.replace(/^IT/, '') : p.vatNumber;
      if (italian ? !isValidPartitaIva(digits) : !/^[A-Z0-9]{2,14}$/.test(digits)) {
        issue('vatNumber', italian ? PROFILE_ERRORS.vatNumber : PROFILE_ERRORS.euVatNumber);
      }
    }
    // Outside the EU we sell to businesses only (ADR 0045): their tax id is what puts the service out of Italian VAT.
    if (!italian && !isEuCountry(p.country) && !p.vatNumber) issue('vatNumber', PROFILE_ERRORS.nonEuTaxId);
    if (p.fiscalCode && !isValidCodiceFiscale(p.fiscalCode)) issue('fiscalCode', PROFILE_ERRORS.fiscalCode);
    if (p.sdiCode && !/^[A-Z0-9]{7}$/.test(p.sdiCode)) issue('sdiCode', PROFILE_ERRORS.sdiCode);
    if (p.pec && !z.email().safeParse(p.pec).success) issue('pec', PROFILE_ERRORS.pec);
    if (italian) {
      if (!p.vatNumber && !p.fiscalCode) issue('vatNumber', PROFILE_ERRORS.taxId);
      if (!/^\d{5}$/.test(p.postalCode)) issue('postalCode', PROFILE_ERRORS.postalCode);
      if (p.province && !/^[A-Z]{2}$/.test(p.province)) issue('province', PROFILE_ERRORS.province);
      if (!p.sdiCode && !p.pec) issue('sdiCode', PROFILE_ERRORS.sdiOrPec);
    }
  })
  // An Italian Partita IVA is kept as its 11 digits (FatturaPA adds the country code itself).
  .transform((p) => (p.country === 'IT' && p.vatNumber ? { ...p, vatNumber: p.vatNumber.replace(/^IT/, '') } : p));
export type BillingProfileInput = z.input<typeof billingProfileSchema>;
export type BillingProfile = z.output<typeof billingProfileSchema>;
/** GET answers null until the profile is filled in. */
export const billingProfileDataSchema = z.object({
  companyName: z.string(),
  vatNumber: z.string().nullable(),
  fiscalCode: z.string().nullable(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  province: z.string().nullable(),
  country: z.string(),
  sdiCode: z.string().nullable(),
  pec: z.string().nullable(),
});
export const billingProfileResponseSchema = z.object({ profile: billingProfileDataSchema.nullable() });
export type BillingProfileResponse = z.infer<typeof billingProfileResponseSchema>;

/** GET /api/super-admin/billing/invoices: optionally one account's invoices only (the subscription detail page). */
export const superAdminInvoiceQuerySchema = z.object({
  accountId: z.string(INVALID_ACCOUNT_FILTER).min(1, INVALID_ACCOUNT_FILTER).max(64, INVALID_ACCOUNT_FILTER).optional(),
});
export type SuperAdminInvoiceQuery = z.infer<typeof superAdminInvoiceQuerySchema>;

/** The super admin's list of issued invoices (newest 500). */
export const superAdminInvoiceListSchema = z.object({
  invoices: z.array(
    z.object({
      id: z.string(),
      accountId: z.string(),
      number: z.string(),
      date: z.string(),
      customer: z.string().nullable(),
      net: z.number(),
      vat: z.number(),
      total: z.number(),
      reverseCharge: z.boolean(),
      status: z.enum(['paid', 'open']),
    }),
  ),
});
export type SuperAdminInvoiceList = z.infer<typeof superAdminInvoiceListSchema>;

/** GET /api/billing/notice: what every app page tells the owner (the failed-payment banner, D4). */
export const billingNoticeSchema = z.object({ graceEndsAt: z.string().nullable() });
export type BillingNotice = z.infer<typeof billingNoticeSchema>;

export const webhookAnswerSchema = z.object({ received: z.literal(true), outcome: z.enum(['processed', 'duplicate', 'ignored']) });
export const portalResponseSchema = z.object({ url: z.string() });

/**
 * The operator's company data in use (issue 44, ADR 0221), for the back office: what invoices print, the variables
 * still missing, whether it is the development's made-up seller, and whether invoices are being refused for it.
 */
export const companyDataSchema = z.object({
  company: z.object({
    name: z.string(),
    vatNumber: z.string(),
    fiscalCode: z.string(),
    address: z.string(),
    postalCode: z.string(),
    city: z.string(),
    province: z.string(),
    taxRegime: z.string(),
    billingEmail: z.string(),
    privacyEmail: z.string().nullable(),
    pec: z.string().nullable(),
  }),
  missing: z.array(z.string()),
  placeholder: z.boolean(),
  invoicesRefused: z.boolean(),
});
export type CompanyDataView = z.infer<typeof companyDataSchema>;
