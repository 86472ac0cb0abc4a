import { eq } from 'drizzle-orm';
import { CANNOT_BAN_SELF, LAST_SUPER_ADMIN, USER_NOT_FOUND } from '@app/shared/i18n/admin';
import { type SubscriptionRow } from '@app/shared/api/admin';
import { DEACTIVATION_YEARS } from '@app/shared/api/team';
import { seatLimitMessage } from '@app/shared/i18n/team';
import type { SuperAdminCaller } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/client.js';
import { sessions, users } from '../../db/schema/auth.js';
import { conflict, forbidden, notFound } from '../../base/errors.js';
import { countSeats } from '../account/account-usage.js';
import { lockAccount } from '../account/lock-account.js';
import { getAccountPlan } from '../account/plan-state.js';
import { recordAudit } from './record-audit.js';
import { unsafeCountOtherSuperAdmins, unsafeFindSubscriptionRow } from './unsafe-subscription-rows.js';
import { shownEmail } from '../account/shown-email.js';

export const userBanMessage = (banned: boolean) => (banned ? 'Utente bannato con successo.' : 'Utente riattivato con successo.');

/**
 * Ban (banned_until ten years ahead, D7) or unban any user. A ban ends every session at once and refuses
 * sign-in everywhere (`authenticate`, the session hook). The operator cannot ban themselves nor the last super admin.
 * An unban gives the user their seat back, so it respects the account's seat limit exactly like the team page's
 * reactivation (same lock, same count, same message).
 */
export async function setUserBan(
  ctx: AppContext,
  { caller, userId, input }: { caller: SuperAdminCaller; userId: string; input: { banned: boolean } },
): Promise<{ message: string; user: SubscriptionRow }> {
  const accountId = await ctx.db.transaction(async (tx) => {
    // The account first, then the user row: the team page's reactivation locks in that order too (no deadlock).
    if (!input.banned) {
      const [member] = await tx.select({ accountId: users.accountId }).from(users).where(eq(users.id, userId));
      if (member?.accountId) await lockAccount(tx, member.accountId);
    }
    const [target] = await tx
      // The audit log names a user by the address the back office shows (ADR 0113).
      .select({ email: shownEmail(), role: users.role, accountId: users.accountId, bannedUntil: users.bannedUntil })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!target) throw notFound(USER_NOT_FOUND, 'USER_NOT_FOUND');
    if (input.banned && userId === caller.userId) throw forbidden(CANNOT_BAN_SELF, 'SELF_PROTECTION');
    if (input.banned && target.role === 'super_admin' && (await unsafeCountOtherSuperAdmins(tx, userId)) === 0) {
      throw conflict(LAST_SUPER_ADMIN, 'LAST_SUPER_ADMIN');
    }
    const now = new Date();
    if (!input.banned && target.accountId && target.bannedUntil && target.bannedUntil > now) {
      await requireFreeSeatForUnban(tx, target.accountId, now);
    }
    let until: Date | null = null;
    if (input.banned) {
      until = new Date(now);
      until.setFullYear(until.getFullYear() + DEACTIVATION_YEARS);
    }
    await tx.update(users).set({ bannedUntil: until, updatedAt: now }).where(eq(users.id, userId));
    if (input.banned) await tx.delete(sessions).where(eq(sessions.userId, userId));
    await recordAudit(tx, {
      caller,
      action: input.banned ? 'user.banned' : 'user.unbanned',
      targetType: 'user',
      targetId: userId,
      targetLabel: target.email,
      before: { bannedUntil: target.bannedUntil?.toISOString() ?? null },
      after: { bannedUntil: until?.toISOString() ?? null },
    });
    return target.accountId;
  });
  if (input.banned) await ctx.realtime.publish({ type: 'session.ended', userId });
  if (accountId) await ctx.realtime.publish({ type: 'team.changed', accountId });
  const user = await unsafeFindSubscriptionRow(ctx.db, userId);
  if (!user) throw notFound(USER_NOT_FOUND, 'USER_NOT_FOUND');
  return { message: userBanMessage(input.banned), user };
}

/**
 * The seat check of the team page (features/team `requireFreeSeat`), under the account lock taken above. An account
 * whose trial or subscription ended has no limits in force: the operator may still reinstate its users (the owner
 * must be able to sign in and pay), and the team page refuses their other changes with its 402.
 */
async function requireFreeSeatForUnban(tx: DbOrTx, accountId: string, now: Date): Promise<void> {
  const { plan } = await getAccountPlan(tx, accountId, now);
  if (plan && (await countSeats(tx, accountId, now)) >= plan.maxUsers) throw conflict(seatLimitMessage(plan.maxUsers), 'SEAT_LIMIT');
}
