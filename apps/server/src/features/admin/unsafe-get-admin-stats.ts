import { and, count, countDistinct, eq, gt, gte, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import { PLAN_LIST } from '@app/shared/plans';
import { PLAN_STATE_LABELS } from '@app/shared/i18n/admin';
import { type AdminStats } from '@app/shared/api/admin';
import type { DbOrTx } from '../../db/client.js';
import { accounts } from '../../db/schema/accounts.js';
import { users } from '../../db/schema/auth.js';
import { apiKeys } from '../../db/schema/platform.js';
import { messages } from '../../db/schema/chat.js';
import { agentDocuments } from '../../db/schema/documents.js';

const DAY = 86_400_000;

/** Monday 00:00 UTC of the week holding `now`, and the Monday after. */
function weekBounds(now: Date): [Date, Date] {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  return [start, new Date(start.getTime() + 7 * DAY)];
}

/**
 * The operator's dashboard (spec §9 and beyond), across every account. The spec counted profiles as 'subscriptions'
 * (one account with four people read 4, issue 44): a subscription is an account's, so both figures count accounts —
 * total: every account holding a plan; active: those whose plan has not expired (ADR 0222). A row added with an address
 * in use elsewhere (ADR 0111) is no person of its own: it counts among the pending invitations only (ADR 0113).
 */
export async function unsafeGetAdminStats(db: DbOrTx, now: Date = new Date()): Promise<AdminStats> {
  const [[subscriptionCount], [activeCount], [keyCount], [distinctPlans], [invitations]] = await Promise.all([
    db.select({ n: count() }).from(accounts).where(isNotNull(accounts.plan)),
    db
      .select({ n: count() })
      .from(accounts)
      .where(and(isNotNull(accounts.plan), gte(accounts.planExpiresAt, now))),
    db.select({ n: count() }).from(apiKeys),
    db
      .select({ n: countDistinct(accounts.plan) })
      .from(accounts)
      .where(isNotNull(accounts.plan)),
    // Members added who have not confirmed their address yet: the team's 'Invitato' (an owner awaiting their own
    // confirmation is a registration, not an invitation).
    db
      .select({ n: count() })
      .from(users)
      .where(and(isNotNull(users.accountId), ne(users.role, 'owner'), eq(users.emailVerified, false))),
  ]);
  const subscribed = and(isNotNull(accounts.plan), gt(accounts.planExpiresAt, now));
  const perPlan = await db.select({ plan: accounts.plan, n: count() }).from(accounts).where(subscribed).groupBy(accounts.plan);
  const [trials] = await db
    .select({ n: count() })
    .from(accounts)
    .where(sql`not coalesce(${subscribed}, false) and ${accounts.trialEndsAt} > ${now}`);
  const [week0, week1] = weekBounds(now);
  const [endingThisWeek] = await db
    .select({ n: count() })
    .from(accounts)
    .where(
      sql`not coalesce(${subscribed}, false) and ${accounts.trialEndsAt} >= ${week0} and ${accounts.trialEndsAt} < ${week1} and ${accounts.trialEndsAt} > ${now}`,
    );
  const [allAccounts] = await db.select({ n: count() }).from(accounts);
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 29 * DAY);
  const day = sql<string>`to_char(${messages.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const replies = await db
    .select({ day, n: count() })
    .from(messages)
    .where(and(eq(messages.sender, 'agent'), gte(messages.createdAt, since), lte(messages.createdAt, now)))
    .groupBy(day);
  const repliesByDay = new Map(replies.map((r) => [r.day, r.n]));
  const documents = await db
    .select({ status: agentDocuments.status, n: count() })
    .from(agentDocuments)
    .where(inArray(agentDocuments.status, ['pending', 'processing', 'error']))
    .groupBy(agentDocuments.status);
  const docs = (status: string) => documents.find((d) => d.status === status)?.n ?? 0;

  const counts = new Map(perPlan.map((p) => [p.plan, p.n]));
  const subscribedTotal = perPlan.reduce((sum, p) => sum + p.n, 0);
  const trialCount = trials?.n ?? 0;
  return {
    totalSubscriptions: subscriptionCount?.n ?? 0,
    activeSubscriptions: activeCount?.n ?? 0,
    apiKeys: keyCount?.n ?? 0,
    distinctPlans: distinctPlans?.n ?? 0,
    accountsPerPlan: [
      ...PLAN_LIST.map((plan) => ({ plan: plan.id, label: plan.name, count: counts.get(plan.id) ?? 0 })),
      { plan: 'trial', label: PLAN_STATE_LABELS.trial, count: trialCount },
      { plan: 'expired', label: PLAN_STATE_LABELS.expired, count: Math.max(0, (allAccounts?.n ?? 0) - subscribedTotal - trialCount) },
    ],
    pendingInvitations: invitations?.n ?? 0,
    trialsEndingThisWeek: endingThisWeek?.n ?? 0,
    // Monthly recurring revenue: each active subscription at its catalogue price (net of VAT, D12).
    monthlyRecurringRevenueEuro: PLAN_LIST.reduce((sum, plan) => sum + plan.priceEuroMonthly * (counts.get(plan.id) ?? 0), 0),
    agentRepliesLast30Days: Array.from({ length: 30 }, (_, i) => {
      const key = new Date(since.getTime() + i * DAY).toISOString().slice(0, 10);
      return { day: key, count: repliesByDay.get(key) ?? 0 };
    }),
    documentsWaiting: docs('pending') + docs('processing'),
    documentsFailed: docs('error'),
  };
}
