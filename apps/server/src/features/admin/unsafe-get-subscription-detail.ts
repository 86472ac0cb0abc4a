import { asc, eq } from 'drizzle-orm';
import { USER_NOT_FOUND } from '@app/shared/i18n/admin';
import { subscriptionStatus, type SubscriptionDetail } from '@app/shared/api/admin';
import type { DbOrTx } from '../../db/client.js';
import { accounts, profiles } from '../../db/schema/accounts.js';
import { users } from '../../db/schema/auth.js';
import { notFound } from '../../base/errors.js';
import { getAccountUsage } from '../account/account-usage.js';
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
  const [usage, members] = await Promise.all([
    getAccountUsage(db, account.id, plan, now),
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
      usage,
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
