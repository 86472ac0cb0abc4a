import { asc, eq } from 'drizzle-orm';
import { USER_NOT_FOUND, subscriptionStatus, type SubscriptionDetail } from '@app/shared/api/admin';
import type { DbOrTx } from '../../db/client.js';
import { accounts, profiles } from '../../db/schema/accounts.js';
import { users } from '../../db/schema/auth.js';
import { notFound } from '../../http/errors.js';
import { countAgents, countMonthlyReplies, countSeats, storageUsedBytes } from '../account/account-usage.js';
import { planStateOf } from '../account/plan-state.js';
import { unsafeFindSubscriptionRow } from './unsafe-subscription-rows.js';
import { shownEmail } from '../account/shown-email.js';

/** The detail page: the user's row, their account's usage against its plan, and its members (any account). */
export async function unsafeGetSubscriptionDetail(db: DbOrTx, userId: string, now: Date = new Date()): Promise<SubscriptionDetail> {
  const user = await unsafeFindSubscriptionRow(db, userId);
  if (!user) throw notFound(USER_NOT_FOUND, 'USER_NOT_FOUND');
  if (!user.accountId) return { user, account: null };
  const [account] = await db.select().from(accounts).where(eq(accounts.id, user.accountId));
  if (!account) return { user, account: null };
  const { plan } = planStateOf(account, now);
  const [agentsUsed, seatsUsed, storageUsed, repliesUsed, members] = await Promise.all([
    countAgents(db, account.id),
    countSeats(db, account.id, now),
    storageUsedBytes(db, account.id),
    countMonthlyReplies(db, account.id, now),
    db
      .select({
        id: users.id,
        email: shownEmail(),
        role: users.role,
        bannedUntil: users.bannedUntil,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        isActive: profiles.isActive,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.accountId, account.id))
      .orderBy(asc(users.createdAt), asc(users.id)),
  ]);
  return {
    user,
    account: {
      id: account.id,
      name: account.name,
      createdAt: account.createdAt.toISOString(),
      usage: {
        agents: { used: agentsUsed, limit: plan?.maxAgents ?? null },
        seats: { used: seatsUsed, limit: plan?.maxUsers ?? null },
        storageBytes: { used: storageUsed, limit: plan?.storageBytes ?? null },
        messagesThisMonth: { used: repliesUsed, limit: plan?.messagesPerMonth ?? null },
      },
      members: members.map((m) => ({
        id: m.id,
        email: m.email,
        role: m.role,
        firstName: m.firstName,
        lastName: m.lastName,
        status: subscriptionStatus({ bannedUntil: m.bannedUntil, isActive: m.isActive ?? false }, now),
      })),
    },
  };
}
