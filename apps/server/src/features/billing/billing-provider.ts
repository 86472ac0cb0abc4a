import type { PlanId } from '@app/shared/plans';
import type { BillingProviderKind } from '@app/shared/api/billing';
import type { DbOrTx } from '../../db/client.js';

/**
 * What the event handler reads back from the payment provider, in the provider's own ids. The handler trusts
 * only the ids an event carries and asks the provider for the rest, so Stripe and the simulated provider
 * (D5) go through one code path.
 */
export interface ProviderCheckoutSession {
  id: string;
  /** Our account id, as we passed it when creating the session (client_reference_id). */
  accountId: string | null;
  customerId: string | null;
  subscriptionId: string | null;
}

export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** Our account id from the subscription's metadata. */
  accountId: string | null;
  plan: PlanId | null;
  /** active, trialing, past_due, unpaid, canceled, incomplete, incomplete_expired, paused */
  status: string;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** A downgrade scheduled for the end of the period. */
  pendingPlan: PlanId | null;
  card: { brand: string; last4: string } | null;
}

export interface ProviderInvoice {
  id: string;
  customerId: string;
  subscriptionId: string | null;
  /** draft, open, paid, void, uncollectible */
  status: string;
  plan: PlanId | null;
  /** Amount before VAT, in cents. */
  netCents: number;
  /**
   * The tax the provider charged and the total, in cents (ADR 0044: the provider charges our VAT, so the invoice
   * states what was taken); null for objects made before the provider charged tax, whose VAT is computed.
   */
  taxCents: number | null;
  totalCents: number | null;
  /** A mid-period upgrade's prorated difference rather than a period's price. */
  proration: boolean;
  periodStart: Date;
  periodEnd: Date;
  createdAt: Date;
  paidAt: Date | null;
}

/** A provider event as it arrives (Stripe's shape): only its id, type and the object's ids are used. */
export interface BillingEvent {
  id: string;
  type: string;
  /** `subscription`: a subscription schedule's subscription (Stripe's scheduled downgrades). */
  data: { object: { id: string; customer?: string | null; subscription?: string | null } };
}

export interface CheckoutInput {
  accountId: string;
  plan: PlanId;
  email: string;
  /** The account's existing customer, reused: one customer per account. */
  customerId: string | null;
  /** The VAT the provider must charge, from the billing profile (D12, ADR 0044). */
  vatRate: number;
}

export interface BillingProvider {
  kind: BillingProviderKind;
  createCheckout(db: DbOrTx, input: CheckoutInput): Promise<{ url: string | null }>;
  retrieveCheckoutSession(db: DbOrTx, id: string): Promise<ProviderCheckoutSession | null>;
  retrieveSubscription(db: DbOrTx, id: string): Promise<ProviderSubscription | null>;
  retrieveInvoice(db: DbOrTx, id: string): Promise<ProviderInvoice | null>;
  /** The billing profile changed: later charges of the live subscription carry the new VAT rate (ADR 0044). */
  updateSubscriptionVat(db: DbOrTx, subscriptionId: string, vatRate: number): Promise<void>;
}
