import { eq } from 'drizzle-orm';
import { CANNOT_BAN_SELF, LAST_SUPER_ADMIN, USER_NOT_FOUND, type SubscriptionRow } from '@app/shared/api/admin';
import { DEACTIVATION_YEARS } from '@app/shared/api/team';
import type { SuperAdminCaller } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import { sessions, users } from '../../db/schema/auth.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import { recordAudit } from './record-audit.js';
import { unsafeCountOtherSuperAdmins, unsafeFindSubscriptionRow } from './unsafe-subscription-rows.js';

export const userBanMessage = (banned: boolean) => (banned ? 'Utente bannato con successo.' : 'Utente riattivato con successo.');

/**
 * Ban (banned_until ten years ahead, D7) or unban any user. A ban ends every session at once and refuses
 * sign-in everywhere (`authenticate`, the session hook). The operator cannot ban themselves nor the last super admin.
 */
export async function setUserBan(
  ctx: AppContext,
  { caller, userId, input }: { caller: SuperAdminCaller; userId: string; input: { banned: boolean } },
): Promise<{ message: string; user: SubscriptionRow }> {
  const accountId = await ctx.db.transaction(async (tx) => {
    const [target] = await tx
      .select({ email: users.email, role: users.role, accountId: users.accountId, bannedUntil: users.bannedUntil })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!target) throw notFound(USER_NOT_FOUND, 'USER_NOT_FOUND');
    if (input.banned && userId === caller.userId) throw forbidden(CANNOT_BAN_SELF, 'SELF_PROTECTION');
    if (input.banned && target.role === 'super_admin' && (await unsafeCountOtherSuperAdmins(tx, userId)) === 0) {
      throw conflict(LAST_SUPER_ADMIN, 'LAST_SUPER_ADMIN');
    }
    let until: Date | null = null;
    if (input.banned) {
      until = new Date();
      until.setFullYear(until.getFullYear() + DEACTIVATION_YEARS);
    }
    await tx.update(users).set({ bannedUntil: until, updatedAt: new Date() }).where(eq(users.id, userId));
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
