import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { billingEvents } from '../../db/schema/billing.js';
import type { BillingEvent } from './billing-provider.js';
import { providerFor } from './provider-for.js';
import { syncCheckoutSession, syncSubscription } from './sync-subscription.js';
import { syncInvoice } from './sync-invoice.js';
import { afterCommit, type AfterCommit } from './after-commit.js';
import type { EventOutcome } from './event-outcome.js';

export type { EventOutcome };

/**
 * The one path of every provider event, Stripe's webhook and the simulated checkout alike (D5). Exactly once
 * by event id: the id is stored in the same transaction as the changes, so a duplicate (or a delivery racing
 * the first) changes nothing. Out-of-order safe: the event only says which object changed; its current state is
 * read back from the provider, under a lock per customer, and written whole.
 */
export async function processBillingEvent(ctx: AppContext, event: BillingEvent): Promise<EventOutcome> {
  const provider = providerFor(ctx);
  const after: AfterCommit = [];
  const outcome = await ctx.db.transaction(async (tx): Promise<EventOutcome> => {
    const stored = await tx.insert(billingEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning();
    if (stored.length === 0) return 'duplicate';
    const object = event.data.object;
    // Events of one customer are applied one at a time, each reading the provider's latest state.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`billing:${object.customer ?? object.id}`}))`);
    switch (event.type) {
      case 'checkout.session.completed':
        return syncCheckoutSession(ctx, tx, provider, object.id, after);
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
      case 'customer.subscription.paused':
      case 'customer.subscription.resumed':
        return syncSubscription(ctx, tx, provider, object.id, after);
      // Stripe's portal schedules a downgrade for the period's end as a subscription schedule (ADR 0046).
      case 'subscription_schedule.created':
      case 'subscription_schedule.updated':
      case 'subscription_schedule.released':
      case 'subscription_schedule.canceled':
      case 'subscription_schedule.completed':
        return object.subscription ? syncSubscription(ctx, tx, provider, object.subscription, after) : 'ignored';
      case 'invoice.created':
      case 'invoice.finalized':
      case 'invoice.paid':
      case 'invoice.payment_succeeded':
      case 'invoice.payment_failed':
        return syncInvoice(ctx, tx, provider, object.id, after);
      default:
        return 'ignored';
    }
  });
  await afterCommit(ctx, after);
  return outcome;
}
