import { and, eq, sql } from 'drizzle-orm';
import {
  ALREADY_CANCELLED,
  NO_SIMULATED_SUBSCRIPTION,
  NOTHING_TO_RESUME,
  SIMULATED_ACTION_DONE,
  SIMULATION_UNAVAILABLE,
} from '@app/shared/i18n/billing';
import { type SimulatedSubscriptionAction } from '@app/shared/api/billing';
import type { OwnerCaller } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/client.js';
import { simulatedBillingObjects } from '../../db/schema/billing.js';
import { conflict, notFound } from '../../base/errors.js';
import { lockAccount } from '../account/lock-account.js';
import type { BillingEvent } from './billing-provider.js';
import { processBillingEvent } from './process-billing-event.js';
import { providerFor } from './provider-for.js';
import { readLiveSimulatedSubscription } from './complete-simulated-checkout.js';
import { renewSubscription, setCancelAtPeriodEnd, updateCard } from './simulated-lifecycle.js';
import type { StoredInvoice } from './simulated-provider.js';

/** The subscription's unpaid invoices, which a new card pays. */
async function openInvoicesOf(tx: DbOrTx, accountId: string, subscriptionId: string): Promise<StoredInvoice[]> {
  const rows = await tx
    .select({ data: simulatedBillingObjects.data })
    .from(simulatedBillingObjects)
    .where(
      and(
        eq(simulatedBillingObjects.kind, 'invoice'),
        eq(simulatedBillingObjects.accountId, accountId),
        sql`${simulatedBillingObjects.data}->>'subscriptionId' = ${subscriptionId}`,
        sql`${simulatedBillingObjects.data}->>'status' = 'open'`,
      ),
    );
  return rows.map((r) => r.data as unknown as StoredInvoice);
}

/**
 * The simulated provider's portal (D5, ADR 0043): what the owner does in Stripe's customer portal — cancel at the
 * period's end, take it back, change card — plus making the period end now (renewal, or a refused card). Each
 * action changes the provider's objects and goes through the one event path, like Stripe's webhooks.
 * Without the simulated provider (Stripe configured) the endpoint does not exist.
 */
export async function manageSimulatedSubscription(
  ctx: AppContext,
  { caller, input }: { caller: OwnerCaller; input: SimulatedSubscriptionAction },
): Promise<{ message: string }> {
  if (providerFor(ctx).kind !== 'simulated') throw notFound(SIMULATION_UNAVAILABLE, 'SIMULATION_UNAVAILABLE');
  const events = await ctx.db.transaction(async (tx): Promise<BillingEvent[]> => {
    await lockAccount(tx, caller.accountId);
    const sub = await readLiveSimulatedSubscription(tx, caller.accountId);
    if (!sub) throw conflict(NO_SIMULATED_SUBSCRIPTION, 'NO_SUBSCRIPTION');
    const now = new Date();
    switch (input.action) {
      case 'cancel':
        if (sub.cancelAtPeriodEnd) throw conflict(ALREADY_CANCELLED, 'ALREADY_CANCELLED');
        return setCancelAtPeriodEnd(tx, sub, caller.accountId, true);
      case 'resume':
        if (!sub.cancelAtPeriodEnd && !sub.pendingPlan) throw conflict(NOTHING_TO_RESUME, 'NOTHING_TO_RESUME');
        return setCancelAtPeriodEnd(tx, sub, caller.accountId, false);
      case 'renew':
        return renewSubscription(tx, sub, caller.accountId, { now });
      case 'fail_payment':
        return renewSubscription(tx, sub, caller.accountId, { now, fail: true });
      case 'change_card':
        return updateCard(tx, sub, caller.accountId, input.card, await openInvoicesOf(tx, caller.accountId, sub.id));
    }
  });
  for (const event of events) await processBillingEvent(ctx, event);
  return { message: SIMULATED_ACTION_DONE[input.action] };
}
