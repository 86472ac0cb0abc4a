import { PLANS, planById, type PlanId } from '@app/shared/plans';
import { SIMULATED_CHECKOUT_NOT_FOUND, SIMULATED_PAYMENT_DONE } from '@app/shared/api/billing';
import type { OwnerCaller } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../http/errors.js';
import { lockAccount } from '../account/lock-account.js';
import type { BillingEvent } from './billing-provider.js';
import { readSubscriptionRow } from './billing-accounts.js';
import { processBillingEvent } from './process-billing-event.js';
import { providerFor } from './provider-for.js';
import { isLiveStatus } from './subscription-status.js';
import {
  simulatedId,
  unsafeReadSimulatedObject,
  writeSimulatedObject,
  type SimulatedSession,
  type StoredInvoice,
  type StoredSubscription,
} from './simulated-provider.js';

/** The simulated card (Stripe's test Visa): shown on /billing like a real one would be. */
const SIMULATED_CARD = { brand: 'visa', last4: '4242' };

export function addOneMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/** The owner's open simulated session, or 404 (another account's, a completed one, or Stripe configured). */
export async function readOpenSimulatedSession(ctx: AppContext, caller: OwnerCaller, sessionId: string) {
  if (providerFor(ctx).kind !== 'simulated') throw notFound(SIMULATED_CHECKOUT_NOT_FOUND, 'SIMULATED_CHECKOUT_NOT_FOUND');
  const session = await unsafeReadSimulatedObject<SimulatedSession>(ctx.db, 'checkout_session', sessionId);
  const plan = planById(session?.plan);
  if (!session || !plan || session.accountId !== caller.accountId || session.status !== 'open') {
    throw notFound(SIMULATED_CHECKOUT_NOT_FOUND, 'SIMULATED_CHECKOUT_NOT_FOUND');
  }
  return { session, plan };
}

/**
 * The simulated payment (D5): it does what Stripe does when a customer pays — the session completes, the
 * subscription starts (or changes plan at once), a paid invoice appears — and then hands the very events Stripe
 * would send to the webhook's handler.
 */
export async function completeSimulatedCheckout(
  ctx: AppContext,
  { caller, sessionId }: { caller: OwnerCaller; sessionId: string },
): Promise<{ plan: PlanId; message: string }> {
  const { plan: bought } = await readOpenSimulatedSession(ctx, caller, sessionId);
  const events = await ctx.db.transaction(async (tx) => {
    await lockAccount(tx, caller.accountId);
    const session = await unsafeReadSimulatedObject<SimulatedSession>(tx, 'checkout_session', sessionId);
    const plan = planById(session?.plan);
    if (!session || !plan || session.accountId !== caller.accountId || session.status !== 'open') {
      throw notFound(SIMULATED_CHECKOUT_NOT_FOUND, 'SIMULATED_CHECKOUT_NOT_FOUND');
    }
    const current = await readSubscriptionRow(tx, caller.accountId);
    const existing = current?.subscriptionId && isLiveStatus(current.status) ? current.subscriptionId : null;
    const subscriptionId = existing ?? simulatedId('sub');
    const invoiceId = simulatedId('in');
    const now = new Date();
    const periodEnd = addOneMonth(now);
    const customer = session.customerId;

    const subscription: StoredSubscription = {
      id: subscriptionId,
      customerId: customer,
      accountId: caller.accountId,
      plan: plan.id,
      status: 'active',
      currentPeriodEnd: periodEnd.toISOString(),
      cancelAtPeriodEnd: false,
      pendingPlan: null,
      card: SIMULATED_CARD,
    };
    const invoice: StoredInvoice = {
      id: invoiceId,
      customerId: customer,
      subscriptionId,
      status: 'paid',
      plan: plan.id,
      netCents: PLANS[plan.id].priceEuroMonthly * 100,
      periodStart: now.toISOString(),
      periodEnd: periodEnd.toISOString(),
      createdAt: now.toISOString(),
      paidAt: now.toISOString(),
    };
    await writeSimulatedObject(tx, 'subscription', subscriptionId, caller.accountId, subscription);
    await writeSimulatedObject(tx, 'invoice', invoiceId, caller.accountId, invoice);
    await writeSimulatedObject(tx, 'checkout_session', sessionId, caller.accountId, { ...session, status: 'complete', subscriptionId });
    const event = (type: string, id: string): BillingEvent => ({ id: simulatedId('evt'), type, data: { object: { id, customer } } });
    return [
      event('checkout.session.completed', sessionId),
      event(existing ? 'customer.subscription.updated' : 'customer.subscription.created', subscriptionId),
      event('invoice.paid', invoiceId),
    ];
  });
  for (const event of events) await processBillingEvent(ctx, event);
  return { plan: bought.id, message: SIMULATED_PAYMENT_DONE };
}
