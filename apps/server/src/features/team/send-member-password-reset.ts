import { canManageTeamMember, type Role } from '@app/shared/roles';
import { OWNER_ROW_PROTECTED, RESET_DEACTIVATED_MEMBER, passwordResetSentMessage } from '@app/shared/i18n/team';
import { teamMemberStatus } from '@app/shared/api/team';
import type { AppContext } from '../../app-context.js';
import { conflict, forbidden } from '../../base/errors.js';
import { findTeamMember } from './find-team-member.js';

/**
 * Spec §2: instead of resending an invitation the owner resets the member's password. The member receives the
 * usual one-hour reset link; the owner never sees or chooses the password. Setting it activates the profile.
 */
export async function sendMemberPasswordReset(
  ctx: AppContext,
  { accountId, role, memberId }: { accountId: string; role: Role; memberId: string },
): Promise<{ message: string }> {
  const target = await findTeamMember(ctx.db, { accountId, memberId });
  // The owner's own row (and any owner) is managed from the profile page, not from here.
  if (!canManageTeamMember(role, target.role)) throw forbidden(OWNER_ROW_PROTECTED, 'OWNER_PROTECTED');
  if (teamMemberStatus({ bannedUntil: target.bannedUntil, emailConfirmed: target.emailVerified }) === 'deactivated') {
    throw conflict(RESET_DEACTIVATED_MEMBER, 'MEMBER_DEACTIVATED');
  }
  // A row whose address belongs to another account's user has no password to reset, and that user must not get a
  // link from this account: nothing is sent, and the owner reads the usual answer (ADR 0111).
  if (!target.invitedEmail) {
    await ctx.auth.api.requestPasswordReset({ body: { email: target.email, redirectTo: '/auth/update-password' } });
  }
  return { message: passwordResetSentMessage(target.email) };
}
