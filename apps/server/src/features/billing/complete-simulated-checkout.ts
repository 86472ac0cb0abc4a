import { planById, type PlanId } from '@app/shared/plans';
import { priceWithVat } from '@app/shared/vat';
import { SIMULATED_CHECKOUT_NOT_FOUND, SIMULATED_PAYMENT_DONE, SIMULATED_PLAN_SCHEDULED } from '@app/shared/i18n/billing';
import { type SimulatedCheckout } from '@app/shared/api/billing';
import type { OwnerCaller } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../base/errors.js';
import { lockAccount } from '../account/lock-account.js';
import type { BillingEvent } from './billing-provider.js';
import { readSubscriptionRow } from './billing-accounts.js';
import { processBillingEvent } from './process-billing-event.js';
import { accountVat } from './billing-profile-row.js';
import { providerFor } from './provider-for.js';
import { isLiveStatus } from './subscription-status.js';
import { changePlan, isUpgrade, proratedUpgradeCents, startSubscription } from './simulated-lifecycle.js';
import {
  simulatedId,
  unsafeReadSimulatedObject,
  writeSimulatedObject,
  type SimulatedSession,
  type StoredSubscription,
} from './simulated-provider.js';

const notFoundError = () => notFound(SIMULATED_CHECKOUT_NOT_FOUND, 'SIMULATED_CHECKOUT_NOT_FOUND');

/** The account's live simulated subscription, which a checkout for another plan changes instead of starting a second one. */
export async function readLiveSimulatedSubscription(db: DbOrTx, accountId: string): Promise<StoredSubscription | null> {
  const row = await readSubscriptionRow(db, accountId);
  if (!row?.subscriptionId || row.provider !== 'simulated' || !isLiveStatus(row.status)) return null;
  return unsafeReadSimulatedObject<StoredSubscription>(db, 'subscription', row.subscriptionId);
}

async function readOpen(db: DbOrTx, caller: OwnerCaller, sessionId: string) {
  const session = await unsafeReadSimulatedObject<SimulatedSession>(db, 'checkout_session', sessionId);
  const plan = planById(session?.plan);
  if (!session || !plan || session.accountId !== caller.accountId || session.status !== 'open') throw notFoundError();
  return { session, plan };
}

/** The owner's open simulated session, or 404 (another account's, a completed one, or Stripe configured). */
export async function readOpenSimulatedSession(ctx: AppContext, caller: OwnerCaller, sessionId: string) {
  if (providerFor(ctx).kind !== 'simulated') throw notFoundError();
  return readOpen(ctx.db, caller, sessionId);
}

/** What the simulated page shows: a new subscription, an upgrade charged pro rata now, or a downgrade at the period's end. */
export async function describeSimulatedCheckout(ctx: AppContext, { caller, sessionId }: { caller: OwnerCaller; sessionId: string }) {
  const { plan } = await readOpenSimulatedSession(ctx, caller, sessionId);
  const [live, vat] = await Promise.all([readLiveSimulatedSubscription(ctx.db, caller.accountId), accountVat(ctx.db, caller.accountId)]);
  const monthly = priceWithVat(plan.priceEuroMonthly, vat);
  const withDue = (change: SimulatedCheckout['change'], dueNowNet: number, effectiveAt: string | null): SimulatedCheckout => {
    const due = priceWithVat(dueNowNet, vat);
    return {
      id: sessionId,
      plan: plan.id,
      netAmount: plan.priceEuroMonthly,
      change,
      dueNowNet: due.net,
      effectiveAt,
      vat,
      monthlyVat: monthly.vat,
      monthlyTotal: monthly.total,
      dueNowVat: due.vat,
      dueNowTotal: due.total,
    };
  };
  if (!live) return withDue('new', plan.priceEuroMonthly, null);
  if (isUpgrade(live.plan, plan.id)) return withDue('upgrade', proratedUpgradeCents(live, plan.id, new Date()) / 100, null);
  return withDue('downgrade', 0, live.currentPeriodEnd);
}

/**
 * The simulated payment (D5): it does what Stripe does when a customer pays — the session completes, the
 * subscription starts (or, over a live one, changes plan as ADR 0043 says), a paid invoice appears — and then hands
 * the very events Stripe would send to the webhook's handler.
 */
export async function completeSimulatedCheckout(
  ctx: AppContext,
  { caller, sessionId }: { caller: OwnerCaller; sessionId: string },
): Promise<{ plan: PlanId; message: string }> {
  const { plan: bought } = await readOpenSimulatedSession(ctx, caller, sessionId);
  const { events, scheduled } = await ctx.db.transaction(async (tx) => {
    await lockAccount(tx, caller.accountId);
    const { session, plan } = await readOpen(tx, caller, sessionId);
    const now = new Date();
    const live = await readLiveSimulatedSubscription(tx, caller.accountId);
    const customer = session.customerId;
    const completed: BillingEvent = {
      id: simulatedId('evt'),
      type: 'checkout.session.completed',
      data: { object: { id: sessionId, customer } },
    };
    if (live) {
      await writeSimulatedObject(tx, 'checkout_session', sessionId, caller.accountId, {
        ...session,
        status: 'complete',
        subscriptionId: live.id,
      });
      const downgrade = !isUpgrade(live.plan, plan.id);
      return { events: [completed, ...(await changePlan(tx, live, caller.accountId, plan.id, now))], scheduled: downgrade };
    }
    const started = await startSubscription(tx, { accountId: caller.accountId, customerId: customer, plan: plan.id, now });
    await writeSimulatedObject(tx, 'checkout_session', sessionId, caller.accountId, {
      ...session,
      status: 'complete',
      subscriptionId: started.sub.id,
    });
    return { events: [completed, ...started.events], scheduled: false };
  });
  for (const event of events) await processBillingEvent(ctx, event);
  return { plan: bought.id, message: scheduled ? SIMULATED_PLAN_SCHEDULED : SIMULATED_PAYMENT_DONE };
}
