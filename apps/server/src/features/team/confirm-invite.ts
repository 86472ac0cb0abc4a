import { and, eq } from 'drizzle-orm';
import { INVALID_INVITE } from '@app/shared/i18n/team';
import type { AppContext } from '../../app-context.js';
import { users } from '../../db/schema/auth.js';
import { profiles } from '../../db/schema/accounts.js';
import { actionTokens } from '../../db/schema/platform.js';
import { DEACTIVATED_MESSAGE } from '@app/shared/i18n/auth';
import { AppError, badRequest } from '../../base/errors.js';
import { hashInviteToken, INVITE_TOKEN_KIND } from './invite-token.js';

/**
 * Spends a single-use invitation link and confirms the member's e-mail (status invited → active).
 * Tells whether the profile is active: an inactive one must choose its own password next (spec §4).
 */
export async function confirmInvite(
  ctx: AppContext,
  { token }: { token: string },
): Promise<{ userId: string; accountId: string; isActive: boolean }> {
  const tokenHash = hashInviteToken(token);
  return ctx.db.transaction(async (tx) => {
    const [invite] = await tx
      .select()
      .from(actionTokens)
      .where(and(eq(actionTokens.tokenHash, tokenHash), eq(actionTokens.kind, INVITE_TOKEN_KIND)))
      .for('update');
    if (!invite || invite.usedAt || invite.expiresAt.getTime() <= Date.now() || !invite.userId || !invite.accountId) {
      throw badRequest(INVALID_INVITE, 'INVALID_INVITE');
    }
    const [member] = await tx
      .select({ id: users.id, bannedUntil: users.bannedUntil, isActive: profiles.isActive })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(and(eq(users.id, invite.userId), eq(users.accountId, invite.accountId)));
    if (!member) throw badRequest(INVALID_INVITE, 'INVALID_INVITE');
    // A deactivated member keeps the link unspent: it works again once the owner reactivates them.
    if (member.bannedUntil && member.bannedUntil.getTime() > Date.now())
      throw new AppError(403, 'ACCOUNT_DEACTIVATED', DEACTIVATED_MESSAGE);
    await tx.update(actionTokens).set({ usedAt: new Date() }).where(eq(actionTokens.id, invite.id));
    await tx.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, member.id));
    return { userId: member.id, accountId: invite.accountId, isActive: member.isActive ?? false };
  });
}
