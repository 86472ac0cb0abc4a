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
  periodStart: Date;
  periodEnd: Date;
  createdAt: Date;
  paidAt: Date | null;
}

/** A provider event as it arrives (Stripe's shape): only its id, type and the object's ids are used. */
export interface BillingEvent {
  id: string;
  type: string;
  data: { object: { id: string; customer?: string | null } };
}

export interface CheckoutInput {
  accountId: string;
  plan: PlanId;
  email: string;
  /** The account's existing customer, reused: one customer per account. */
  customerId: string | null;
}

export interface BillingProvider {
  kind: BillingProviderKind;
  createCheckout(db: DbOrTx, input: CheckoutInput): Promise<{ url: string | null }>;
  retrieveCheckoutSession(db: DbOrTx, id: string): Promise<ProviderCheckoutSession | null>;
  retrieveSubscription(db: DbOrTx, id: string): Promise<ProviderSubscription | null>;
  retrieveInvoice(db: DbOrTx, id: string): Promise<ProviderInvoice | null>;
}
