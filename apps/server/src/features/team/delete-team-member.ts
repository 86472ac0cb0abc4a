import { and, eq } from 'drizzle-orm';
import { canManageTeamMember, type Role } from '@app/shared/roles';
import { CANNOT_DELETE_SELF, memberDeletedMessage, OWNER_ROW_PROTECTED } from '@app/shared/api/team';
import { AGENTS_CHANGED_EVENT } from '@app/shared/api/agents';
import type { AppContext } from '../../app-context.js';
import { users } from '../../db/schema/auth.js';
import { profiles } from '../../db/schema/accounts.js';
import { agents } from '../../db/schema/agents.js';
import { actionTokens } from '../../db/schema/platform.js';
import { forbidden } from '../../http/errors.js';
import { findTeamMember } from './find-team-member.js';

/**
 * Spec §7 delete-team-member. The account keeps its agents and documents (issue 6): the member's agents
 * pass to the owner who deletes them, and their instructor assignments are cleared. Sessions and
 * credentials go with the user row (cascade).
 */
export async function deleteTeamMember(
  ctx: AppContext,
  { userId, accountId, role, memberId }: { userId: string; accountId: string; role: Role; memberId: string },
): Promise<{ message: string }> {
  const target = await findTeamMember(ctx.db, { accountId, memberId });
  if (target.id === userId) throw forbidden(CANNOT_DELETE_SELF, 'SELF_PROTECTION');
  if (!canManageTeamMember(role, target.role)) throw forbidden(OWNER_ROW_PROTECTED, 'OWNER_PROTECTED');

  const moved = await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const owned = await tx
      .update(agents)
      .set({ userId, updatedAt: now })
      .where(and(eq(agents.accountId, accountId), eq(agents.userId, memberId)))
      .returning({ id: agents.id });
    const assigned = await tx
      .update(agents)
      .set({ instructorId: null, updatedAt: now })
      .where(and(eq(agents.accountId, accountId), eq(agents.instructorId, memberId)))
      .returning({ id: agents.id });
    await tx.delete(actionTokens).where(eq(actionTokens.userId, memberId));
    await tx.delete(profiles).where(eq(profiles.userId, memberId));
    await tx.delete(users).where(and(eq(users.id, memberId), eq(users.accountId, accountId)));
    return owned.length + assigned.length;
  });
  await ctx.realtime.publish({ type: 'session.ended', userId: memberId }, { type: 'team.changed', accountId });
  if (moved > 0) await ctx.realtime.publish({ type: AGENTS_CHANGED_EVENT, accountId, payload: { change: 'updated' } });
  return { message: memberDeletedMessage(target.email) };
}
