import { eq } from 'drizzle-orm';
import { canManageTeamMember, type Role } from '@app/shared/roles';
import { OWNER_ROW_PROTECTED } from '@app/shared/i18n/team';
import { MEMBER_SECOND_FACTOR_NONE, memberSecondFactorReset } from '@app/shared/i18n/second-factor';
import type { AppContext } from '../../app-context.js';
import { sessions } from '../../db/schema/auth.js';
import { userSecondFactors } from '../../db/schema/second-factor.js';
import { conflict, forbidden } from '../../base/errors.js';
import { findTeamMember } from './find-team-member.js';
import { secondFactorResetByOwnerEmail, sendSecurityNotice } from '../auth/second-factor-emails.js';

/**
 * A member lost the phone and the recovery codes: the owner removes the member's factor (ADR 0105). Every session
 * of the member ends, so whoever holds one must sign in again; where the team requires the factor, that sign-in
 * leads to a new enrolment. The owner's own factor is not reset from here (owner rows are protected). The member is
 * e-mailed (ADR 0112): a reset the member did not ask for must not go unnoticed.
 */
export async function resetMemberSecondFactor(
  ctx: AppContext,
  { accountId, role, memberId }: { accountId: string; role: Role; memberId: string },
): Promise<{ message: string }> {
  const target = await findTeamMember(ctx.db, { accountId, memberId });
  if (!canManageTeamMember(role, target.role)) throw forbidden(OWNER_ROW_PROTECTED, 'OWNER_PROTECTED');
  const removed = await ctx.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(userSecondFactors)
      .where(eq(userSecondFactors.userId, target.id))
      .returning({ userId: userSecondFactors.userId });
    if (deleted.length > 0) await tx.delete(sessions).where(eq(sessions.userId, target.id));
    return deleted.length > 0;
  });
  if (!removed) throw conflict(MEMBER_SECOND_FACTOR_NONE, 'SECOND_FACTOR_NOT_ENROLLED');
  await ctx.realtime.publish({ type: 'session.ended', userId: target.id });
  // A row added with an address in use elsewhere (ADR 0111) never signs in, so never has a factor; its shown address
  // belongs to another account's user, who must never get mail from this account.
  if (!target.invitedEmail) {
    await sendSecurityNotice(ctx, secondFactorResetByOwnerEmail(target.email, `${ctx.config.APP_URL}/auth/login`), target.id);
  }
  return { message: memberSecondFactorReset(target.email) };
}
