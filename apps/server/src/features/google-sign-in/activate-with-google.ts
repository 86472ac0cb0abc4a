import { and, eq } from 'drizzle-orm';
import type { GoogleErrorCode } from '@app/shared/api/google-sign-in';
import type { AppContext } from '../../app-context.js';
import { profiles } from '../../db/schema/accounts.js';
import { credentials, users } from '../../db/schema/auth.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { VerifiedIdentity } from '../../auth/openid-client.js';
import { addGoogleIdentity, hasGoogleIdentity, userOfGoogleSubject } from './google-identities.js';

/**
 * An invited member, signed in by the invitation link, chooses Google instead of a password (issue 17): the Google
 * address must be the invited one. The password the owner typed when adding them is removed (only the member may
 * hold a way in), and the profile becomes active (ADR 0102). Answers the member's account, or why not.
 */
export async function activateWithGoogle(
  ctx: AppContext,
  { startedBy, signedIn, identity }: { startedBy: string | null; signedIn: string | null; identity: VerifiedIdentity },
): Promise<{ accountId: string | null } | { failed: GoogleErrorCode }> {
  // The session that started the flow must still be the one that comes back.
  if (!startedBy || startedBy !== signedIn) return { failed: 'inviteSessionMissing' };
  const [member] = await ctx.db
    .select({ email: users.email, accountId: users.accountId, isActive: profiles.isActive })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, startedBy));
  if (!member || member.isActive) return { failed: 'invalidState' };
  if (member.email.toLowerCase() !== identity.email) return { failed: 'inviteMismatch' };
  const owner = await userOfGoogleSubject(ctx.db, identity.subject);
  if (owner && owner.id !== startedBy) return { failed: 'linkedElsewhere' };
  const linked = await ctx.db
    .transaction(async (tx) => {
      if (!(await hasGoogleIdentity(tx, startedBy))) await addGoogleIdentity(tx, { userId: startedBy, subject: identity.subject });
      await tx.delete(credentials).where(and(eq(credentials.userId, startedBy), eq(credentials.providerId, 'credential')));
      await tx.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, startedBy));
      await tx
        .insert(profiles)
        .values({ userId: startedBy, isActive: true })
        .onConflictDoUpdate({ target: profiles.userId, set: { isActive: true, updatedAt: new Date() } });
      return true;
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) return false;
      throw err;
    });
  if (!linked) return { failed: 'linkedElsewhere' };
  if (member.accountId) await ctx.realtime.publish({ type: 'team.changed', accountId: member.accountId });
  return { accountId: member.accountId };
}
