/** Who bills the account: Stripe, or the simulated provider of D5. */
export const BILLING_PROVIDERS = ['stripe', 'simulated'] as const;
export type BillingProviderKind = (typeof BILLING_PROVIDERS)[number];

/** An invoice is open until the provider reports it paid (then it gets its number). */
export const INVOICE_STATUSES = ['paid', 'open'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
