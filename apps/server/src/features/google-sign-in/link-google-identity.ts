import { eq } from 'drizzle-orm';
import { GOOGLE_ERRORS, GOOGLE_LINK_EXPIRED, GOOGLE_LINK_NO_PASSWORD, GOOGLE_LINK_WRONG_PASSWORD } from '@app/shared/i18n/google-sign-in';
import type { AppContext } from '../../app-context.js';
import { users } from '../../db/schema/auth.js';
import { isUniqueViolation } from '../../db/errors.js';
import { badRequest, conflict } from '../../base/errors.js';
import { isCorrectPassword, storedPasswordHash } from '../../auth/password-proof.js';
import { clearSignInFailures, recordFailedSignIn, refuseBlockedSignIn } from '../auth/sign-in-guard.js';
import { addGoogleIdentity } from './google-identities.js';
import { findPendingLink, spendPendingLink } from './pending-link.js';

const linkExpired = () => badRequest(GOOGLE_LINK_EXPIRED, 'GOOGLE_LINK_EXPIRED');

/** The page asking for the password shows which account it is about (only to the browser holding the link). */
export async function getPendingLink(ctx: AppContext, { key }: { key: string | undefined }): Promise<{ email: string }> {
  const link = await findPendingLink(ctx.db, key);
  if (!link) throw linkExpired();
  const [user] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, link.userId));
  if (!user) throw linkExpired();
  return { email: user.email };
}

/**
 * Links Google to an existing e-mail account once its password is proved (never on a matching address alone,
 * ADR 0100). A wrong password counts as a failed sign-in of that address (the same lockout as the login form).
 * Answers the user to sign in, and whether the sign-in was started with 'Ricordami' (ADR 0123).
 */
export async function linkGoogleIdentity(
  ctx: AppContext,
  { key, password, address }: { key: string | undefined; password: string; address: string },
): Promise<{ userId: string; rememberMe: boolean }> {
  const link = await findPendingLink(ctx.db, key);
  if (!link) throw linkExpired();
  const [user] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, link.userId));
  if (!user) throw linkExpired();
  const attempt = { address, email: user.email };
  await refuseBlockedSignIn(ctx, attempt);
  if (!(await storedPasswordHash(ctx.db, link.userId))) throw badRequest(GOOGLE_LINK_NO_PASSWORD, 'NO_PASSWORD');
  if (!(await isCorrectPassword(ctx.db, link.userId, password))) {
    await recordFailedSignIn(ctx, attempt);
    throw badRequest(GOOGLE_LINK_WRONG_PASSWORD, 'WRONG_PASSWORD', { password: [GOOGLE_LINK_WRONG_PASSWORD] });
  }
  await clearSignInFailures(ctx, user.email);
  await ctx.db
    .transaction(async (tx) => {
      if (!(await spendPendingLink(tx, link.id))) throw linkExpired();
      await addGoogleIdentity(tx, { userId: link.userId, subject: link.subject });
      // Google verified the address and the password proved the account: the address is confirmed.
      await tx.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, link.userId));
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw conflict(GOOGLE_ERRORS.linkedElsewhere, 'GOOGLE_LINKED_ELSEWHERE');
      throw err;
    });
  return { userId: link.userId, rememberMe: link.rememberMe };
}
