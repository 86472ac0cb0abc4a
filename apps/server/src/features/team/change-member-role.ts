import { and, eq } from 'drizzle-orm';
import { canManageTeamMember, roleLabel, type AssignableMemberRole, type Role } from '@app/shared/roles';
import { INVALID_ROLE_EDIT, roleUpdatedMessage } from '@app/shared/i18n/team';
import { type TeamMember } from '@app/shared/api/team';
import { AGENTS_CHANGED_EVENT } from '@app/shared/realtime-events';
import type { AppContext } from '../../app-context.js';
import { users } from '../../db/schema/auth.js';
import { agents } from '../../db/schema/agents.js';
import { badRequest } from '../../base/errors.js';
import { findTeamMember, toTeamMember } from './find-team-member.js';

/**
 * Spec §7 update-user-role: user, admin or instructor only, never on an owner's row. A member who becomes
 * a plain user can no longer be an agent's instructor (spec §6), so those assignments are cleared.
 */
export async function changeMemberRole(
  ctx: AppContext,
  {
    userId,
    accountId,
    role,
    memberId,
    newRole,
  }: { userId: string; accountId: string; role: Role; memberId: string; newRole: AssignableMemberRole },
): Promise<{ member: TeamMember; message: string }> {
  const target = await findTeamMember(ctx.db, { accountId, memberId });
  if (!canManageTeamMember(role, target.role)) throw badRequest(INVALID_ROLE_EDIT, 'INVALID_ROLE_EDIT');
  const unassigned = await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ role: newRole, updatedAt: new Date() })
      .where(and(eq(users.id, memberId), eq(users.accountId, accountId)));
    if (newRole === 'user') {
      const cleared = await tx
        .update(agents)
        .set({ instructorId: null, updatedAt: new Date() })
        .where(and(eq(agents.accountId, accountId), eq(agents.instructorId, memberId)))
        .returning({ id: agents.id });
      return cleared.length;
    }
    return 0;
  });
  await ctx.realtime.publish({ type: 'team.changed', accountId }, { type: 'user.updated', userId: memberId });
  if (unassigned > 0) await ctx.realtime.publish({ type: AGENTS_CHANGED_EVENT, accountId, payload: { change: 'updated' } });
  const member = toTeamMember(await findTeamMember(ctx.db, { accountId, memberId }), userId);
  return { member, message: roleUpdatedMessage(member.email, roleLabel(newRole)) };
}
