import { eq } from 'drizzle-orm';
import type { PlanId } from '@app/shared/plans';
import type { DbOrTx } from '../../db/client.js';
import { accounts } from '../../db/schema/accounts.js';
import { notFound } from '../../base/errors.js';

export interface PlanChange {
  /** The subscribed plan; null while on trial or after a cancellation. */
  plan: PlanId | null;
  planExpiresAt: Date | null;
  /** Left as it is when omitted (a subscription does not rewrite the trial's history). */
  trialEndsAt?: Date | null;
}

/**
 * The only writer of the plan fields (plan, trial end, plan expiry): billing calls it when a payment or a
 * cancellation arrives; everything else reads them through `plan-state.ts`.
 */
export async function setAccountPlan(db: DbOrTx, accountId: string, change: PlanChange): Promise<void> {
  const [updated] = await db
    .update(accounts)
    .set({
      plan: change.plan,
      planExpiresAt: change.planExpiresAt,
      ...(change.trialEndsAt === undefined ? {} : { trialEndsAt: change.trialEndsAt }),
    })
    .where(eq(accounts.id, accountId))
    .returning({ id: accounts.id });
  if (!updated) throw notFound();
}
