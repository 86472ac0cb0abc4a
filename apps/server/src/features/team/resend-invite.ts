import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { displayName } from '@app/shared/display-name';
import type { AppContext } from '../../app-context.js';
import { profiles } from '../../db/schema/accounts.js';
import { users } from '../../db/schema/auth.js';
import { actionTokens } from '../../db/schema/platform.js';
import { newId } from '../../db/ids.js';
import { INVITE_TOKEN_KIND, newInviteToken } from './invite-token.js';
import { welcomeEmail } from './welcome-email.js';

/**
 * 'Richiedi un nuovo invito' from an invitation link already used or expired (ADR 0133). When the address belongs to a
 * member who has not gone through their invitation yet (address unconfirmed or own password not chosen) (and may sign in: not deactivated, not a row added with an address
 * in use elsewhere), their unspent links are spent and a new one is e-mailed, exactly like the first. The caller gets
 * the same answer whatever happened (the route's rate limit bounds how often), so the form reveals no address.
 */
export async function resendInvite(ctx: AppContext, { email }: { email: string }): Promise<void> {
  const [member] = await ctx.db
    .select({ id: users.id, accountId: users.accountId, role: users.role, bannedUntil: users.bannedUntil })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    // Not yet through the invitation: the address unconfirmed, or confirmed but no password of their own chosen yet.
    .where(
      and(
        eq(users.email, email),
        or(eq(users.emailVerified, false), eq(profiles.isActive, false)),
        isNull(users.invitedEmail),
        ne(users.role, 'owner'),
      ),
    );
  if (!member?.accountId || member.role === 'super_admin') return;
  if (member.bannedUntil && member.bannedUntil.getTime() > Date.now()) return;
  const accountId = member.accountId;
  const invite = newInviteToken();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(actionTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(actionTokens.userId, member.id), eq(actionTokens.kind, INVITE_TOKEN_KIND), isNull(actionTokens.usedAt)));
    await tx.insert(actionTokens).values({
      id: newId(),
      tokenHash: invite.tokenHash,
      kind: INVITE_TOKEN_KIND,
      userId: member.id,
      accountId,
      expiresAt: invite.expiresAt,
    });
  });
  const [owner] = await ctx.db
    .select({ email: users.email, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.accountId, accountId), eq(users.role, 'owner')));
  const base = ctx.config.APP_URL;
  try {
    await ctx.mailer.send(
      welcomeEmail(email, {
        teamName: owner ? displayName(owner) : 'Il tuo team',
        role: member.role,
        loginUrl: `${base}/auth/login`,
        confirmUrl: `${base}/auth/confirm-invite?token=${encodeURIComponent(invite.token)}`,
      }),
    );
  } catch (err) {
    ctx.log.error({ err, accountId }, 'new invitation e-mail not sent');
  }
}
