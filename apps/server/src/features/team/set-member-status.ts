import { and, eq } from 'drizzle-orm';
import { canManageTeamMember, type Role } from '@app/shared/roles';
import { CANNOT_DEACTIVATE_SELF, OWNER_ROW_PROTECTED } from '@app/shared/i18n/team';
import { DEACTIVATION_YEARS, statusUpdatedMessage, teamMemberStatus, type TeamMember } from '@app/shared/api/team';
import type { AppContext } from '../../app-context.js';
import { sessions, users } from '../../db/schema/auth.js';
import { forbidden } from '../../base/errors.js';
import { findTeamMember, toTeamMember } from './find-team-member.js';
import { requireFreeSeat } from './seat-limit.js';

/**
 * Spec §7 toggle-user-status. Deactivating bans for ten years and ends every open session at once (D7);
 * activating clears the ban and takes a seat again, so it checks the seat limit like an addition.
 */
export async function setMemberStatus(
  ctx: AppContext,
  { userId, accountId, role, memberId, active }: { userId: string; accountId: string; role: Role; memberId: string; active: boolean },
): Promise<{ member: TeamMember; message: string }> {
  const target = await findTeamMember(ctx.db, { accountId, memberId });
  if (target.id === userId && !active) throw forbidden(CANNOT_DEACTIVATE_SELF, 'SELF_PROTECTION');
  if (!canManageTeamMember(role, target.role)) throw forbidden(OWNER_ROW_PROTECTED, 'OWNER_PROTECTED');

  const where = and(eq(users.id, memberId), eq(users.accountId, accountId));
  if (active) {
    const wasDeactivated = teamMemberStatus({ bannedUntil: target.bannedUntil, emailConfirmed: target.emailVerified }) === 'deactivated';
    await ctx.db.transaction(async (tx) => {
      if (wasDeactivated) await requireFreeSeat(tx, accountId);
      await tx.update(users).set({ bannedUntil: null, updatedAt: new Date() }).where(where);
    });
  } else {
    const until = new Date();
    until.setFullYear(until.getFullYear() + DEACTIVATION_YEARS);
    await ctx.db.transaction(async (tx) => {
      await tx.update(users).set({ bannedUntil: until, updatedAt: new Date() }).where(where);
      await tx.delete(sessions).where(eq(sessions.userId, memberId));
    });
    await ctx.realtime.publish({ type: 'session.ended', userId: memberId });
  }
  await ctx.realtime.publish({ type: 'team.changed', accountId });
  const member = toTeamMember(await findTeamMember(ctx.db, { accountId, memberId }), userId);
  return { member, message: statusUpdatedMessage(active) };
}
