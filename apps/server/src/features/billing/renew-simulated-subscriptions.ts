import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { simulatedBillingObjects } from '../../db/schema/billing.js';
import { lockAccount } from '../account/lock-account.js';
import type { BillingEvent } from './billing-provider.js';
import { processBillingEvent } from './process-billing-event.js';
import { providerFor } from './provider-for.js';
import { readLiveSimulatedSubscription } from './complete-simulated-checkout.js';
import { renewSubscription } from './simulated-lifecycle.js';

/** A server that was off for months catches up one period at a time, at most this many per account and sweep. */
const MAX_PERIODS_PER_SWEEP = 24;

/**
 * What Stripe's clock does to the simulated provider's subscriptions (ADR 0043): each one whose period has ended
 * renews (on its scheduled plan, if any) or, when cancelled, ends — through the one event path. Several instances
 * may sweep together: the account's lock and the re-read period end make each renewal happen once.
 */
export async function renewSimulatedSubscriptions(ctx: AppContext, now: Date = new Date()): Promise<number> {
  // With Stripe configured the simulation is out of reach (D5): its leftover subscriptions are not renewed.
  if (providerFor(ctx).kind !== 'simulated') return 0;
  // The provider is the clock: its subscriptions whose period has ended (ISO dates compare as text).
  const due = await ctx.db
    .selectDistinct({ accountId: simulatedBillingObjects.accountId })
    .from(simulatedBillingObjects)
    .where(
      and(
        eq(simulatedBillingObjects.kind, 'subscription'),
        sql`${simulatedBillingObjects.data}->>'status' = 'active'`,
        sql`${simulatedBillingObjects.data}->>'currentPeriodEnd' <= ${now.toISOString()}`,
      ),
    );
  let renewed = 0;
  for (const { accountId } of due) {
    for (let i = 0; i < MAX_PERIODS_PER_SWEEP; i++) {
      const events = await ctx.db.transaction(async (tx): Promise<BillingEvent[]> => {
        await lockAccount(tx, accountId);
        const sub = await readLiveSimulatedSubscription(tx, accountId);
        if (!sub?.currentPeriodEnd || sub.status !== 'active' || new Date(sub.currentPeriodEnd) > now) return [];
        return renewSubscription(tx, sub, accountId, { now: new Date(sub.currentPeriodEnd) });
      });
      if (events.length === 0) break;
      for (const event of events) await processBillingEvent(ctx, event);
      renewed += 1;
    }
  }
  return renewed;
}

/** Hourly, like the trial reminders: a simulated renewal is late by an hour at most. */
export async function renewSimulatedSubscriptionsRegularly(ctx: AppContext): Promise<void> {
  const sweep = () => renewSimulatedSubscriptions(ctx).catch((err: unknown) => ctx.log.warn({ err }, 'simulated renewals failed'));
  await sweep();
  const timer = setInterval(() => void sweep(), 3_600_000);
  timer.unref();
  ctx.onClose.unshift(async () => clearInterval(timer));
}
