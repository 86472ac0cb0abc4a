import { randomBytes } from 'node:crypto';
import { and, eq, or } from 'drizzle-orm';
import { hashPassword } from '../../auth/password-hashing.js';
import { displayName } from '@app/shared/display-name';
import { EMAIL_ALREADY_IN_TEAM, memberAddedMailFailedMessage } from '@app/shared/i18n/team';
import { memberAddedMessage, type AddTeamMember, type TeamMember } from '@app/shared/api/team';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/client.js';
import { profiles } from '../../db/schema/accounts.js';
import { credentials, users } from '../../db/schema/auth.js';
import { actionTokens } from '../../db/schema/platform.js';
import { newId } from '../../db/ids.js';
import { conflict } from '../../base/errors.js';
import { requireFreeSeat } from './seat-limit.js';
import { INVITE_TOKEN_KIND, newInviteToken } from './invite-token.js';
import { findTeamMember, toTeamMember } from './find-team-member.js';
import { addressInUseEmail, welcomeEmail } from './welcome-email.js';
import { isUniqueViolation } from '../../db/errors.js';

/**
 * Creates a member of the owner's account with the password the owner chose (spec §7 create-team-member):
 * e-mail not yet confirmed (status 'invited') and profile inactive, so they must pick their own password.
 * The welcome e-mail carries a single-use confirmation link.
 *
 * An address that already belongs to another account's user is answered exactly the same (ADR 0111): the member
 * is added as a row that shows the address but holds a random internal one and can never sign in, and the
 * address's owner is told by e-mail instead of receiving an invitation. Only an address of the owner's own team,
 * which the team list shows anyway, is refused.
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

  const outcome = await ctx.db
    .transaction(async (tx) => {
      await requireFreeSeat(tx, accountId);
      const inUse = await addressInUse(tx, { accountId, email: input.email });
      if (inUse === 'team') throw conflict(EMAIL_ALREADY_IN_TEAM, 'EMAIL_TAKEN');
      const name = [firstName, lastName].filter(Boolean).join(' ');
      await tx.insert(users).values({
        id: memberId,
        email: inUse ? internalAddress() : input.email,
        invitedEmail: inUse ? input.email : null,
        name,
        role: input.role,
        accountId,
        emailVerified: false,
      });
      await tx.insert(profiles).values({ userId: memberId, isActive: false, firstName, lastName });
      // The row of an address in use elsewhere gets no password and no invitation: nobody can ever sign in as it.
      if (inUse) return 'in-use' as const;
      await tx
        .insert(credentials)
        .values({ id: newId(), accountId: memberId, providerId: 'credential', userId: memberId, password: passwordHash });
      await tx.insert(actionTokens).values({
        id: newId(),
        tokenHash: invite.tokenHash,
        kind: INVITE_TOKEN_KIND,
        userId: memberId,
        accountId,
        expiresAt: invite.expiresAt,
      });
      return 'invited' as const;
    })
    .catch(async (err: unknown) => {
      // The address was registered elsewhere at the same moment: retried, it takes the in-use path.
      if (isUniqueViolation(err)) return null;
      throw err;
    });
  if (outcome === null) return addTeamMember(ctx, { userId, accountId, input });

  await ctx.realtime.publish({ type: 'team.changed', accountId });
  const member = toTeamMember(await findTeamMember(ctx.db, { accountId, memberId }), userId);
  const sent = await sendWelcome(ctx, {
    userId,
    accountId,
    email: input.email,
    role: input.role,
    token: outcome === 'invited' ? invite.token : null,
  });
  return { member, message: sent ? memberAddedMessage(input.email) : memberAddedMailFailedMessage(input.email) };
}

/** Whether the address is taken: by the owner's own team (a row shown in its list), by anyone else, or not at all. */
async function addressInUse(tx: DbOrTx, { accountId, email }: { accountId: string; email: string }): Promise<'team' | 'elsewhere' | null> {
  const rows = await tx
    .select({ accountId: users.accountId, invitedEmail: users.invitedEmail })
    .from(users)
    .where(or(eq(users.email, email), and(eq(users.invitedEmail, email), eq(users.accountId, accountId))));
  if (rows.some((row) => row.accountId === accountId)) return 'team';
  return rows.length > 0 ? 'elsewhere' : null;
}

/** A unique address nobody receives mail at or can guess (RFC 2606 reserves `.invalid`), for a row that never signs in. */
function internalAddress(): string {
  return `${randomBytes(16).toString('hex')}@indirizzo-in-uso.invalid`;
}

async function sendWelcome(
  ctx: AppContext,
  { userId, accountId, email, role, token }: { userId: string; accountId: string; email: string; role: string; token: string | null },
): Promise<boolean> {
  const [owner] = await ctx.db
    .select({ email: users.email, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  const teamName = owner ? displayName({ firstName: owner.firstName, lastName: owner.lastName, email: owner.email }) : 'Il tuo team';
  const base = ctx.config.APP_URL;
  try {
    // No token: the address belongs to another account's user, who learns of the attempt and gets no link.
    await ctx.mailer.send(
      token === null
        ? addressInUseEmail(email, { teamName, loginUrl: `${base}/auth/login` })
        : welcomeEmail(email, {
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
