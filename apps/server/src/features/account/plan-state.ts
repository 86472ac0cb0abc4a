import { eq } from 'drizzle-orm';
import { effectivePlan, planById, PLAN_EXPIRED_MESSAGE, type Plan, type PlanId } from '@app/shared/plans';
import type { DbOrTx } from '../../db/client.js';
import { accounts } from '../../db/schema/accounts.js';
import { AppError, notFound } from '../../http/errors.js';

export interface AccountPlan {
  /** The plan whose limits are in force (the trial gives Pro's), null once trial and subscription ended. */
  plan: Plan | null;
  status: 'active' | 'trial' | 'expired';
  /** The subscribed plan, null while on trial or never subscribed. */
  subscribedPlanId: PlanId | null;
  trialEndsAt: Date | null;
  planExpiresAt: Date | null;
}

type PlanFields = Pick<typeof accounts.$inferSelect, 'plan' | 'trialEndsAt' | 'planExpiresAt'>;

/** The plan state of an account row already read (the session answer reads the row anyway). */
export function planStateOf(account: PlanFields, now: Date = new Date()): AccountPlan {
  const subscribedPlanId = planById(account.plan)?.id ?? null;
  const state = effectivePlan({ plan: subscribedPlanId, trialEndsAt: account.trialEndsAt, planExpiresAt: account.planExpiresAt }, now);
  return { ...state, subscribedPlanId, trialEndsAt: account.trialEndsAt, planExpiresAt: account.planExpiresAt };
}

export async function getAccountPlan(db: DbOrTx, accountId: string, now: Date = new Date()): Promise<AccountPlan> {
  const [account] = await db
    .select({ plan: accounts.plan, trialEndsAt: accounts.trialEndsAt, planExpiresAt: accounts.planExpiresAt })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!account) throw notFound();
  return planStateOf(account, now);
}

/**
 * The limits in force, or a 402 telling the user the trial or subscription ended (D4): data is kept,
 * creating agents, uploading and chatting are not.
 */
export async function requireActivePlan(db: DbOrTx, accountId: string): Promise<Plan> {
  const { plan } = await getAccountPlan(db, accountId);
  if (!plan) throw new AppError(402, 'PLAN_EXPIRED', PLAN_EXPIRED_MESSAGE);
  return plan;
}

/**
 * `lockAccount` and `requireActivePlan` in one statement, for a chat turn (ADR 0034: on the embedded database every
 * statement is time on the event loop): the account row is locked as `lockAccount` locks it, and its plan is read
 * from the row version the lock was granted on.
 */
export async function lockAccountAndRequireActivePlan(tx: DbOrTx, accountId: string): Promise<Plan> {
  const [account] = await tx
    .select({ plan: accounts.plan, trialEndsAt: accounts.trialEndsAt, planExpiresAt: accounts.planExpiresAt })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('no key update');
  if (!account) throw notFound();
  const { plan } = planStateOf(account);
  if (!plan) throw new AppError(402, 'PLAN_EXPIRED', PLAN_EXPIRED_MESSAGE);
  return plan;
}
