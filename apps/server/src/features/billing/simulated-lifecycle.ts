import { PLANS, type PlanId } from '@app/shared/plans';
import { invoiceAmounts, vatTreatment } from '@app/shared/vat';
import type { DbOrTx } from '../../db/client.js';
import type { BillingEvent } from './billing-provider.js';
import { readBillingProfile } from './billing-profile-row.js';
import { simulatedId, writeSimulatedObject, type StoredInvoice, type StoredSubscription } from './simulated-provider.js';

/**
 * What Stripe does to a subscription, done to the simulated provider's objects (D5, ADR 0043): each step writes the
 * objects as Stripe would hold them and answers the events Stripe would send, which the caller hands to the one
 * event path. Every function runs inside the caller's transaction, under the account's lock.
 */

/** The simulated cards (Stripe's test numbers): shown on /billing like real ones. */
export const SIMULATED_CARDS = {
  visa: { brand: 'visa', last4: '4242' },
  mastercard: { brand: 'mastercard', last4: '4444' },
  amex: { brand: 'amex', last4: '8431' },
} as const;
export type SimulatedCard = keyof typeof SIMULATED_CARDS;

export function addOneMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

const event = (type: string, id: string, customer: string): BillingEvent => ({
  id: simulatedId('evt'),
  type,
  data: { object: { id, customer } },
});

/** The price change of a plan change now: an upgrade costs the difference for the rest of the period (Stripe's proration). */
export function proratedUpgradeCents(sub: StoredSubscription, plan: PlanId, now: Date): number {
  const from = PLANS[sub.plan as PlanId]?.priceEuroMonthly ?? 0;
  const to = PLANS[plan].priceEuroMonthly;
  const end = sub.currentPeriodEnd ? new Date(sub.currentPeriodEnd).getTime() : now.getTime();
  const start = sub.currentPeriodStart ? new Date(sub.currentPeriodStart).getTime() : end - 30 * 86_400_000;
  const left = Math.min(1, Math.max(0, (end - now.getTime()) / Math.max(1, end - start)));
  return Math.max(0, Math.round((to - from) * 100 * left));
}

export const isUpgrade = (from: string | null, to: PlanId) => PLANS[to].priceEuroMonthly > (PLANS[from as PlanId]?.priceEuroMonthly ?? 0);

/** An invoice as the provider makes it: the VAT charged is the billing profile's (D12) at that moment. */
async function writeInvoice(
  tx: DbOrTx,
  sub: StoredSubscription,
  accountId: string,
  {
    netCents,
    plan,
    start,
    end,
    paid,
    proration,
  }: { netCents: number; plan: PlanId; start: Date; end: Date; paid: boolean; proration: boolean },
): Promise<StoredInvoice> {
  const amounts = invoiceAmounts(netCents, vatTreatment(await readBillingProfile(tx, accountId)));
  const now = new Date();
  const invoice: StoredInvoice = {
    id: simulatedId('in'),
    customerId: sub.customerId,
    subscriptionId: sub.id,
    status: paid ? 'paid' : 'open',
    plan,
    netCents,
    taxCents: amounts.vatCents,
    totalCents: amounts.totalCents,
    proration,
    periodStart: start.toISOString(),
    periodEnd: end.toISOString(),
    createdAt: now.toISOString(),
    paidAt: paid ? now.toISOString() : null,
  };
  await writeSimulatedObject(tx, 'invoice', invoice.id, accountId, invoice);
  return invoice;
}

const saveSub = (tx: DbOrTx, sub: StoredSubscription, accountId: string) =>
  writeSimulatedObject(tx, 'subscription', sub.id, accountId, sub);

/** A first purchase: a subscription for one month and its paid invoice. */
export async function startSubscription(
  tx: DbOrTx,
  { accountId, customerId, plan, now }: { accountId: string; customerId: string; plan: PlanId; now: Date },
): Promise<{ sub: StoredSubscription; events: BillingEvent[] }> {
  const end = addOneMonth(now);
  const sub: StoredSubscription = {
    id: simulatedId('sub'),
    customerId,
    accountId,
    plan,
    status: 'active',
    currentPeriodStart: now.toISOString(),
    currentPeriodEnd: end.toISOString(),
    cancelAtPeriodEnd: false,
    pendingPlan: null,
    card: SIMULATED_CARDS.visa,
  };
  await saveSub(tx, sub, accountId);
  const invoice = await writeInvoice(tx, sub, accountId, {
    netCents: PLANS[plan].priceEuroMonthly * 100,
    plan,
    start: now,
    end,
    paid: true,
    proration: false,
  });
  return {
    sub,
    events: [event('customer.subscription.created', sub.id, customerId), event('invoice.paid', invoice.id, customerId)],
  };
}

/**
 * A plan change on a live subscription, as Stripe's portal is configured (ADR 0042): an upgrade applies at once and
 * charges the prorated difference for the rest of the period; a downgrade waits for the period's end.
 * Either one withdraws a cancellation or an earlier scheduled change.
 */
export async function changePlan(tx: DbOrTx, sub: StoredSubscription, accountId: string, plan: PlanId, now: Date): Promise<BillingEvent[]> {
  const events: BillingEvent[] = [];
  sub.cancelAtPeriodEnd = false;
  if (isUpgrade(sub.plan, plan)) {
    const netCents = proratedUpgradeCents(sub, plan, now);
    sub.plan = plan;
    sub.pendingPlan = null;
    await saveSub(tx, sub, accountId);
    events.push(event('customer.subscription.updated', sub.id, sub.customerId));
    if (netCents > 0) {
      const end = sub.currentPeriodEnd ? new Date(sub.currentPeriodEnd) : addOneMonth(now);
      const invoice = await writeInvoice(tx, sub, accountId, { netCents, plan, start: now, end, paid: true, proration: true });
      events.push(event('invoice.paid', invoice.id, sub.customerId));
    }
  } else {
    sub.pendingPlan = plan === sub.plan ? null : plan;
    await saveSub(tx, sub, accountId);
    events.push(event('customer.subscription.updated', sub.id, sub.customerId));
  }
  return events;
}

/** Cancel at the period's end, or take that back (Stripe's `cancel_at_period_end`); taking it back also drops a scheduled downgrade. */
export async function setCancelAtPeriodEnd(
  tx: DbOrTx,
  sub: StoredSubscription,
  accountId: string,
  cancel: boolean,
): Promise<BillingEvent[]> {
  sub.cancelAtPeriodEnd = cancel;
  if (!cancel) sub.pendingPlan = null;
  await saveSub(tx, sub, accountId);
  return [event('customer.subscription.updated', sub.id, sub.customerId)];
}

/**
 * The period ends (the hourly sweep, or the simulation's button): a cancelled subscription ends; otherwise the next
 * period starts on the scheduled plan, if any, and its invoice is paid — or, to simulate a refused card, stays open
 * and the subscription falls past due (D4's grace period starts with the event).
 */
export async function renewSubscription(
  tx: DbOrTx,
  sub: StoredSubscription,
  accountId: string,
  { now, fail = false }: { now: Date; fail?: boolean },
): Promise<BillingEvent[]> {
  if (sub.cancelAtPeriodEnd) {
    sub.status = 'canceled';
    await saveSub(tx, sub, accountId);
    return [event('customer.subscription.deleted', sub.id, sub.customerId)];
  }
  const plan = (sub.pendingPlan ?? sub.plan) as PlanId;
  const start = now;
  const end = addOneMonth(start);
  Object.assign(sub, {
    plan,
    pendingPlan: null,
    currentPeriodStart: start.toISOString(),
    currentPeriodEnd: end.toISOString(),
    status: fail ? 'past_due' : 'active',
  });
  await saveSub(tx, sub, accountId);
  const invoice = await writeInvoice(tx, sub, accountId, {
    netCents: PLANS[plan].priceEuroMonthly * 100,
    plan,
    start,
    end,
    paid: !fail,
    proration: false,
  });
  return [
    event('customer.subscription.updated', sub.id, sub.customerId),
    event(fail ? 'invoice.payment_failed' : 'invoice.paid', invoice.id, sub.customerId),
  ];
}

/** A new card; when a payment had failed, the open invoices are paid with it and the subscription is active again. */
export async function updateCard(
  tx: DbOrTx,
  sub: StoredSubscription,
  accountId: string,
  card: SimulatedCard,
  openInvoices: StoredInvoice[],
): Promise<BillingEvent[]> {
  sub.card = SIMULATED_CARDS[card];
  const events: BillingEvent[] = [];
  if (sub.status === 'past_due' || sub.status === 'unpaid') {
    const paidAt = new Date().toISOString();
    for (const invoice of openInvoices) {
      await writeSimulatedObject(tx, 'invoice', invoice.id, accountId, { ...invoice, status: 'paid', paidAt });
      events.push(event('invoice.paid', invoice.id, sub.customerId));
    }
    sub.status = 'active';
  }
  await saveSub(tx, sub, accountId);
  return [event('customer.subscription.updated', sub.id, sub.customerId), ...events];
}
