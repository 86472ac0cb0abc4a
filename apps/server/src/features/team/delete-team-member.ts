import { canManageTeamMember, type Role } from '@app/shared/roles';
import { CANNOT_DELETE_SELF, OWNER_ROW_PROTECTED } from '@app/shared/i18n/team';
import { memberDeletedMessage } from '@app/shared/api/team';
import { AGENTS_CHANGED_EVENT } from '@app/shared/realtime-events';
import type { AppContext } from '../../app-context.js';
import { forbidden } from '../../base/errors.js';
import { deleteMember } from '../account/delete-member.js';
import { findTeamMember } from './find-team-member.js';

/**
 * Spec §7 delete-team-member. The account keeps its agents and documents (issue 6): `deleteMember` hands
 * the member's agents to the owner, clears their instructor assignments, and removes everything of theirs.
 */
export async function deleteTeamMember(
  ctx: AppContext,
  { userId, accountId, role, memberId }: { userId: string; accountId: string; role: Role; memberId: string },
): Promise<{ message: string }> {
  const target = await findTeamMember(ctx.db, { accountId, memberId });
  if (target.id === userId) throw forbidden(CANNOT_DELETE_SELF, 'SELF_PROTECTION');
  if (!canManageTeamMember(role, target.role)) throw forbidden(OWNER_ROW_PROTECTED, 'OWNER_PROTECTED');

  const moved = await deleteMember(ctx, { accountId, userId: memberId });
  await ctx.realtime.publish({ type: 'session.ended', userId: memberId }, { type: 'team.changed', accountId });
  if (moved > 0) await ctx.realtime.publish({ type: AGENTS_CHANGED_EVENT, accountId, payload: { change: 'updated' } });
  return { message: memberDeletedMessage(target.email) };
}
