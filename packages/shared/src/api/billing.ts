import { z } from 'zod';
import { PLAN_IDS } from '../plans.js';

/** Spec §8 (Checkout) and the billing page's own messages. */
export const CHECKOUT_MUST_LOGIN = 'Devi essere loggato per sottoscrivere un piano.';
export const CHECKOUT_REDIRECTING = 'Reindirizzamento alla pagina di checkout...';
export const checkoutError = (message: string) => `Errore durante la creazione della sessione di checkout: ${message}`;
export const CHECKOUT_NO_URL = 'Nessun URL di checkout ricevuto.';
export const BILLING_OWNER_ONLY = "Solo il proprietario dell'account può sottoscrivere o modificare un piano.";
export const INVALID_PLAN = 'Piano non valido: scegli Base, Pro o Avanzato.';
export const SIMULATED_CHECKOUT_NOT_FOUND = 'Sessione di pagamento simulata non trovata o già conclusa.';
export const ALREADY_SUBSCRIBED =
  'Hai già un abbonamento attivo a questo piano. Per cambiarlo usa «Cambia Piano» nella pagina Account e Fatturazione.';
export const INVOICE_NOT_FOUND = 'Fattura non trovata.';

export const checkoutRequestSchema = z.object({ plan: z.enum(PLAN_IDS, { error: INVALID_PLAN }) });
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
/** `url` is where the browser goes: Stripe Checkout, or the simulated checkout page without Stripe (D5). */
export const checkoutResponseSchema = z.object({ url: z.string().nullable() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const billingProviderSchema = z.enum(['stripe', 'simulated']);
export type BillingProviderKind = z.infer<typeof billingProviderSchema>;

const meterSchema = z.object({ used: z.number(), limit: z.number() });

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
  paymentMethod: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  usage: z.object({ agents: meterSchema, users: meterSchema, storage: meterSchema, messages: meterSchema }),
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
});
export type SimulatedCheckout = z.infer<typeof simulatedCheckoutSchema>;
export const simulatedCheckoutDoneSchema = z.object({ plan: z.enum(PLAN_IDS), message: z.string() });
export const SIMULATED_PAYMENT_DONE = 'Pagamento simulato completato: il piano è attivo.';
