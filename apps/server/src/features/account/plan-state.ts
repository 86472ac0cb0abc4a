import { eq, sql, type SQL } from 'drizzle-orm';
import { effectivePlan, planById, type Plan, type PlanId } from '@app/shared/plans';
import { PLAN_EXPIRED_MESSAGE } from '@app/shared/i18n/plans';
import type { DbOrTx } from '../../db/client.js';
import { accounts } from '../../db/schema/accounts.js';
import { AppError, notFound } from '../../base/errors.js';
import { romeMonthStart } from '../../base/rome-time.js';
import { hasPostgresCode } from '../../db/errors.js';

export interface AccountPlan {
  /** The plan whose limits are in force (the trial gives Pro's), null once trial and subscription ended. */
  plan: Plan | null;
  status: 'active' | 'trial' | 'expired';
  /** The subscribed plan, null while on trial or never subscribed. */
  subscribedPlanId: PlanId | null;
  trialEndsAt: Date | null;
  planExpiresAt: Date | null;
}

export type PlanFields = Pick<typeof accounts.$inferSelect, 'plan' | 'trialEndsAt' | 'planExpiresAt'>;

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

/** The trial or subscription ended (D4): a type, so a feature that words it its own way need not compare codes (ADR 0364). */
export class PlanExpired extends AppError {
  constructor() {
    super(402, 'PLAN_EXPIRED', PLAN_EXPIRED_MESSAGE);
  }
}

/**
 * The limits in force, or a 402 telling the user the trial or subscription ended (D4): data is kept,
 * creating agents, uploading and chatting are not.
 */
export async function requireActivePlan(db: DbOrTx, accountId: string): Promise<Plan> {
  const { plan } = await getAccountPlan(db, accountId);
  if (!plan) throw new PlanExpired();
  return plan;
}

/**
 * For a chat turn: locks the account row as `lockAccount` locks it, requires an active plan read from the row version
 * the lock was granted on, and adds `reserved` (1 for a reply just reserved, 0 for one taken over or given again) to
 * the month's replies kept in that row, all in one round trip (ADR 0126; the counter: issue 49, ADR 0360). The count
 * includes replies reserved by the turn that held the lock before; a refusal rolls the addition back.
 */
export async function lockAccountForTurn(
  tx: DbOrTx,
  accountId: string,
  reserved: 0 | 1,
  now: Date = new Date(),
): Promise<{ plan: Plan; monthReplies: number }> {
  const result = await tx.execute(
    sql`select * from lock_account_take_reply(${accountId}, ${romeMonthStart(now).toISOString()}::timestamptz, ${reserved})`,
  );
  const [row] = result.rows as {
    account_plan: string | null;
    account_trial_ends_at: Date | string | null;
    account_plan_expires_at: Date | string | null;
    replies: number | string;
  }[];
  if (!row) throw notFound();
  const fields = {
    plan: row.account_plan,
    trialEndsAt: asDate(row.account_trial_ends_at),
    planExpiresAt: asDate(row.account_plan_expires_at),
  };
  rememberPlanFields(accountId, fields);
  const { plan } = planStateOf(fields);
  if (!plan) throw new PlanExpired();
  return { plan, monthReplies: Number(row.replies) };
}

/**
 * The plan fields of the accounts whose turns this process reserved, as last read under the account's lock: what a
 * turn decides from before its one-statement reservation (ADR 0388). Never trusted alone: `takeTurnReplySql` checks
 * them against the locked row, so a copy gone stale (the plan changed through another instance) costs one retry the
 * long way, never a wrong decision. Bounded: the oldest read is forgotten first.
 */
const lastReadPlanFields = new Map<string, PlanFields>();
const PLAN_FIELDS_KEPT = 10_000;

function rememberPlanFields(accountId: string, fields: PlanFields): void {
  lastReadPlanFields.delete(accountId);
  lastReadPlanFields.set(accountId, fields);
  if (lastReadPlanFields.size > PLAN_FIELDS_KEPT) lastReadPlanFields.delete(lastReadPlanFields.keys().next().value!);
}

/** The account's plan fields as a turn of this process last read them under the lock, if one did. */
export const planFieldsLastRead = (accountId: string): PlanFields | undefined => lastReadPlanFields.get(accountId);

/**
 * The account step of a turn reserved in one statement (ADR 0388, migration 0059): locks the account and takes one
 * reply of the month, as `lockAccountForTurn` does, provided the plan fields are still `expected` (else the statement
 * fails with `isPlanReadStale`) and the month's replies stay within `limit` (else `isMonthUsedUp`). Its value is the
 * month's replies.
 */
export function takeTurnReplySql(accountId: string, expected: PlanFields, limit: number, now: Date = new Date()): SQL {
  const since = romeMonthStart(now).toISOString();
  const at = (date: Date | null) => (date ? date.toISOString() : null);
  return sql`take_turn_reply(${accountId}, ${since}::timestamptz, ${expected.plan}, ${at(expected.trialEndsAt)}::timestamptz, ${at(expected.planExpiresAt)}::timestamptz, ${limit})`;
}

/** `takeTurnReplySql` found the plan fields changed since they were read: the turn is reserved the long way. */
export const isPlanReadStale = (err: unknown): boolean => hasPostgresCode(err, 'AT001');
/** `takeTurnReplySql` found the month's replies used up: nothing was stored. */
export const isMonthUsedUp = (err: unknown): boolean => hasPostgresCode(err, 'AT002');

/** Raw query results come back as Date on node-postgres and PGlite alike; a string is parsed all the same. */
const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));
