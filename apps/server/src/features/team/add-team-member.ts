import { eq } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import { displayName } from '@app/shared/display-name';
import {
  EMAIL_ALREADY_REGISTERED,
  memberAddedMailFailedMessage,
  memberAddedMessage,
  type AddTeamMember,
  type TeamMember,
} from '@app/shared/api/team';
import type { AppContext } from '../../app-context.js';
import { profiles } from '../../db/schema/accounts.js';
import { credentials, users } from '../../db/schema/auth.js';
import { actionTokens } from '../../db/schema/platform.js';
import { newId } from '../../db/ids.js';
import { conflict } from '../../http/errors.js';
import { requireFreeSeat } from './seat-limit.js';
import { INVITE_TOKEN_KIND, newInviteToken } from './invite-token.js';
import { findTeamMember, toTeamMember } from './find-team-member.js';
import { welcomeEmail } from './welcome-email.js';
import { isUniqueViolation } from '../../db/errors.js';

/**
 * Creates a member of the owner's account with the password the owner chose (spec §7 create-team-member):
 * e-mail not yet confirmed (status 'invited') and profile inactive, so they must pick their own password.
 * The welcome e-mail carries a single-use confirmation link.
 */
export async function addTeamMember(
  ctx: AppContext,
  { userId, accountId, input }: { userId: string; accountId: string; input: AddTeamMember },
): Promise<{ member: TeamMember; message: string }> {
  // Hashing is slow on purpose: do it before taking the account lock.
  const passwordHash = await hashPassword(input.password);
  const invite = newInviteToken();
  const memberId = newId();
  const firstName = input.firstName || null;
  const lastName = input.lastName || null;

  await ctx.db
    .transaction(async (tx) => {
      await requireFreeSeat(tx, accountId);
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
      if (existing) throw conflict(EMAIL_ALREADY_REGISTERED, 'EMAIL_TAKEN');
      const name = [firstName, lastName].filter(Boolean).join(' ');
      await tx.insert(users).values({ id: memberId, email: input.email, name, role: input.role, accountId, emailVerified: false });
      await tx
        .insert(credentials)
        .values({ id: newId(), accountId: memberId, providerId: 'credential', userId: memberId, password: passwordHash });
      await tx.insert(profiles).values({ userId: memberId, isActive: false, firstName, lastName });
      await tx.insert(actionTokens).values({
        id: newId(),
        tokenHash: invite.tokenHash,
        kind: INVITE_TOKEN_KIND,
        userId: memberId,
        accountId,
        expiresAt: invite.expiresAt,
      });
    })
    .catch((err: unknown) => {
      // Another account registering the same address at the same moment loses on the unique index.
      if (isUniqueViolation(err)) throw conflict(EMAIL_ALREADY_REGISTERED, 'EMAIL_TAKEN');
      throw err;
    });

  await ctx.realtime.publish({ type: 'team.changed', accountId });
  const member = toTeamMember(await findTeamMember(ctx.db, { accountId, memberId }), userId);
  const sent = await sendWelcome(ctx, { userId, accountId, email: input.email, role: input.role, token: invite.token });
  return { member, message: sent ? memberAddedMessage(input.email) : memberAddedMailFailedMessage(input.email) };
}

async function sendWelcome(
  ctx: AppContext,
  { userId, accountId, email, role, token }: { userId: string; accountId: string; email: string; role: string; token: string },
): Promise<boolean> {
  const [owner] = await ctx.db
    .select({ email: users.email, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  const teamName = owner ? displayName({ firstName: owner.firstName, lastName: owner.lastName, email: owner.email }) : 'Il tuo team';
  const base = ctx.config.APP_URL;
  try {
    await ctx.mailer.send(
      welcomeEmail(email, {
        teamName,
        role,
        loginUrl: `${base}/auth/login`,
        confirmUrl: `${base}/auth/confirm-invite?token=${encodeURIComponent(token)}`,
      }),
    );
    return true;
  } catch (err) {
    // The member exists either way; the owner is told the e-mail did not leave.
    ctx.log.error({ err, accountId }, 'welcome e-mail not sent');
    return false;
  }
}
