import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { oneOf } from './one-of.js';
import { BILLING_PROVIDERS, INVOICE_STATUSES } from '@app/shared/states/billing';

/**
 * The account's subscription as last read from the payment provider (Stripe, or the simulated provider of D5).
 * One per account; the plan fields of `accounts` are derived from it through `setAccountPlan` only.
 */
export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    accountId: text('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** stripe | simulated */
    provider: text('provider', { enum: BILLING_PROVIDERS }).notNull(),
    customerId: text('customer_id').notNull(),
    subscriptionId: text('subscription_id'),
    plan: text('plan'),
    /** The provider's status: active, trialing, past_due, unpaid, canceled, incomplete… */
    status: text('status').notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** A downgrade waiting for the end of the period. */
    pendingPlan: text('pending_plan'),
    /** First failed payment of the current arrears: the 7-day grace period starts here (D4). */
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('billing_subscriptions', t.provider, BILLING_PROVIDERS),
    uniqueIndex('billing_subscriptions_customer_idx').on(t.customerId),
  ],
);

/** The customer's invoicing data (ragione sociale, Partita IVA…), required before the first purchase. */
export const billingProfiles = pgTable('billing_profiles', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  companyName: text('company_name').notNull(),
  vatNumber: text('vat_number'),
  fiscalCode: text('fiscal_code'),
  address: text('address').notNull(),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  province: text('province'),
  /** ISO 3166-1 alpha-2. */
  country: text('country').notNull(),
  sdiCode: text('sdi_code'),
  pec: text('pec'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Invoices issued to an account. No foreign key to `accounts` on purpose: invoices must be kept for ten years
 * (art. 2220 c.c.) even after the customer deletes the account, and each row carries its own customer snapshot.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    /** The provider's invoice id: one row per provider invoice, whatever the number of events about it. */
    providerInvoiceId: text('provider_invoice_id').notNull(),
    /** paid | open */
    status: text('status', { enum: INVOICE_STATUSES }).notNull(),
    /** Progressive number within `year`, assigned when the invoice is paid, without gaps. */
    year: integer('year'),
    number: integer('number'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    plan: text('plan').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** 22 for Italy, 0 with reverse charge. */
    vatRate: integer('vat_rate').notNull(),
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    /** A mid-period upgrade's prorated difference (ADR 0043), not a whole period's price. */
    proration: boolean('proration').notNull().default(false),
    /** The billing profile as it was when the invoice was issued. */
    customer: jsonb('customer').$type<Record<string, string | null>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('invoices', t.status, INVOICE_STATUSES),
    uniqueIndex('invoices_provider_idx').on(t.providerInvoiceId),
    uniqueIndex('invoices_number_idx').on(t.year, t.number),
    index('invoices_account_idx').on(t.accountId, t.issuedAt),
  ],
);

/** The last invoice number of each year: taken under a row lock, so numbers have no gaps nor duplicates. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** Every provider event handled, by id: a duplicate delivery is recognised and changes nothing. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The simulated provider's objects (D5): checkout sessions, subscriptions and invoices shaped like the
 * provider's, read back by the same event handler that reads Stripe's.
 */
export const simulatedBillingObjects = pgTable(
  'simulated_billing_objects',
  {
    id: text('id').notNull(),
    kind: text('kind').notNull(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.id] })],
);

/** Billing e-mails already sent (trial ending…), one per account, kind and occasion, whichever instance sends it. */
export const billingNotices = pgTable(
  'billing_notices',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The occasion, e.g. the trial's end date: a new occasion gets a new notice. */
    occasion: text('occasion').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.kind, t.occasion] })],
);
