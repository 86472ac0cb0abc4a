import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/client.js';
import { billingSubscriptions } from '../../db/schema/billing.js';
import { setAccountPlan } from '../account/set-account-plan.js';
import { lockAccount } from '../account/lock-account.js';
import type { BillingProvider } from './billing-provider.js';
import { bindCustomer, ownerEmail, readSubscriptionRow, unsafeAccountExists, unsafeAccountOfCustomer } from './billing-accounts.js';
import type { AfterCommit } from './after-commit.js';
import { paymentFailedEmail } from './billing-emails.js';
import type { EventOutcome } from './event-outcome.js';

export const GRACE_DAYS = 7;
const ENDED = new Set(['canceled', 'incomplete_expired', 'paused']);
const IN_ARREARS = new Set(['past_due', 'unpaid']);

/** A completed checkout binds the provider's customer to the account that started it, then syncs its subscription. */
export async function syncCheckoutSession(
  ctx: AppContext,
  tx: DbOrTx,
  provider: BillingProvider,
  sessionId: string,
  after: AfterCommit,
): Promise<EventOutcome> {
  const session = await provider.retrieveCheckoutSession(tx, sessionId);
  if (!session?.accountId || !session.customerId) return 'ignored';
  if (!(await unsafeAccountExists(tx, session.accountId))) return 'ignored';
  await bindCustomer(tx, provider.kind, session.accountId, session.customerId);
  if (!session.subscriptionId) return 'processed';
  return syncSubscription(ctx, tx, provider, session.subscriptionId, after);
}

/**
 * Writes the subscription's current state, read from the provider, and the plan fields it implies through
 * `setAccountPlan` (the only writer): active → the plan until the period ends; a failed payment → the plan for
 * 7 more days of grace (D4); ended → no plan (the account behaves like an expired trial, its data kept).
 */
export async function syncSubscription(
  ctx: AppContext,
  tx: DbOrTx,
  provider: BillingProvider,
  subscriptionId: string,
  after: AfterCommit,
): Promise<EventOutcome> {
  const sub = await provider.retrieveSubscription(tx, subscriptionId);
  if (!sub) return 'ignored';
  let accountId = await unsafeAccountOfCustomer(tx, sub.customerId);
  if (!accountId && sub.accountId && (await unsafeAccountExists(tx, sub.accountId))) {
    await bindCustomer(tx, provider.kind, sub.accountId, sub.customerId);
    accountId = await unsafeAccountOfCustomer(tx, sub.customerId);
  }
  if (!accountId) return 'ignored';
  await lockAccount(tx, accountId);
  const current = await readSubscriptionRow(tx, accountId);
  const ended = ENDED.has(sub.status);
  // An old subscription ending must not end the account's newer one.
  if (current?.subscriptionId && current.subscriptionId !== sub.id && ended) return 'processed';

  const now = new Date();
  const inArrears = IN_ARREARS.has(sub.status);
  const pastDueSince = inArrears ? (current?.pastDueSince ?? now) : null;
  await tx
    .update(billingSubscriptions)
    .set({
      subscriptionId: sub.id,
      plan: sub.plan,
      status: sub.status,
      currentPeriodEnd: sub.currentPeriodEnd,
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      pendingPlan: sub.pendingPlan,
      pastDueSince,
      ...(sub.card ? { cardBrand: sub.card.brand, cardLast4: sub.card.last4 } : {}),
      updatedAt: now,
    })
    .where(eq(billingSubscriptions.accountId, accountId));

  if (ended) {
    await setAccountPlan(tx, accountId, { plan: null, planExpiresAt: null });
  } else if (sub.plan && inArrears && pastDueSince) {
    await setAccountPlan(tx, accountId, { plan: sub.plan, planExpiresAt: new Date(pastDueSince.getTime() + GRACE_DAYS * 86_400_000) });
  } else if (sub.plan && (sub.status === 'active' || sub.status === 'trialing') && sub.currentPeriodEnd) {
    await setAccountPlan(tx, accountId, { plan: sub.plan, planExpiresAt: sub.currentPeriodEnd });
  }

  if (inArrears && !current?.pastDueSince) {
    const to = await ownerEmail(tx, accountId);
    const graceEnds = new Date(now.getTime() + GRACE_DAYS * 86_400_000);
    if (to) after.push((c) => c.mailer.send(paymentFailedEmail(to, { graceEnds, billingUrl: `${c.config.APP_URL}/billing` })));
  }
  return 'processed';
}
