import { eq } from 'drizzle-orm';
import { effectivePlan, planById, PLAN_EXPIRED_MESSAGE, type Plan } from '@app/shared/plans';
import type { DbOrTx } from '../../db/client.js';
import { accounts } from '../../db/schema/accounts.js';
import { AppError, notFound } from '../../http/errors.js';

export interface AccountPlan {
  plan: Plan | null;
  status: 'active' | 'trial' | 'expired';
  trialEndsAt: Date | null;
  planExpiresAt: Date | null;
}

export async function getAccountPlan(db: DbOrTx, accountId: string, now: Date = new Date()): Promise<AccountPlan> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw notFound();
  const state = effectivePlan(
    { plan: planById(account.plan)?.id ?? null, trialEndsAt: account.trialEndsAt, planExpiresAt: account.planExpiresAt },
    now,
  );
  return { ...state, trialEndsAt: account.trialEndsAt, planExpiresAt: account.planExpiresAt };
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
