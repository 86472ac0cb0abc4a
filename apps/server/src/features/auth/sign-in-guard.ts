import { and, eq, isNull, sql } from 'drizzle-orm';
import { INVALID_LINK, LOGIN_UNLOCKED } from '@app/shared/i18n/common';
import type { AppContext } from '../../app-context.js';
import { users } from '../../db/schema/auth.js';
import { actionTokens } from '../../db/schema/platform.js';
import { newId } from '../../db/ids.js';
import { badRequest } from '../../base/errors.js';
import { hashLinkToken, newLinkToken } from '../../auth/link-tokens.js';
import { RATE_LIMITS } from '../../rate-limit/limits.js';
import { normalizedEmail } from '../../rate-limit/route-limits.js';
import { signInLockedEmail } from './sign-in-emails.js';

const UNLOCK_KIND = 'login-unlock';
const UNLOCK_TTL_MS = 60 * 60 * 1000;

export interface SignInAttempt {
  /** The client's address (request.ip). */
  address: string;
  email: string;
}

/**
 * Before a password is checked (issue 18): a client that failed too often across addresses, or an address that
 * failed too often from anywhere, is refused with a 429, even with the right password (or spraying would go on).
 */
export async function refuseBlockedSignIn(ctx: AppContext, attempt: SignInAttempt): Promise<void> {
  await ctx.rateLimits.refuseIfSpent('loginFailuresClient', attempt.address);
  await ctx.rateLimits.refuseIfSpent('loginFailuresAccount', normalizedEmail(attempt.email));
}

/** A wrong password: counted for the client and the address; the failure that locks an address e-mails its owner. */
export async function recordFailedSignIn(ctx: AppContext, attempt: SignInAttempt): Promise<void> {
  await ctx.rateLimits.record('loginFailuresClient', attempt.address);
  const failures = await ctx.rateLimits.record('loginFailuresAccount', normalizedEmail(attempt.email));
  if (failures === RATE_LIMITS.loginFailuresAccount.max) await sendUnlockLink(ctx, normalizedEmail(attempt.email));
}

/** Signed in, or the password was reset: the address's failures no longer count. */
export async function clearSignInFailures(ctx: AppContext, email: string): Promise<void> {
  await ctx.rateLimits.reset('loginFailuresAccount', normalizedEmail(email));
}

export async function clearSignInFailuresOfUser(ctx: AppContext, userId: string): Promise<void> {
  const [user] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (user) await clearSignInFailures(ctx, user.email);
}

/** Only a registered address gets the e-mail; the answer to the client is the same either way. */
async function sendUnlockLink(ctx: AppContext, email: string): Promise<void> {
  const [user] = await ctx.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (!user) return;
  const { token, hash } = newLinkToken();
  await ctx.db.insert(actionTokens).values({
    id: newId(),
    tokenHash: hash,
    kind: UNLOCK_KIND,
    userId: user.id,
    payload: { email },
    expiresAt: new Date(Date.now() + UNLOCK_TTL_MS),
  });
  await ctx.mailer.send(signInLockedEmail(user.email, `${ctx.config.APP_URL}/auth/unlock?token=${encodeURIComponent(token)}`));
}

/** Opens the e-mailed link: single use, one hour; lifts the address's lockout at once. */
export async function unlockSignIn(ctx: AppContext, { token }: { token: string }): Promise<{ message: string }> {
  const [claimed] = await ctx.db
    .update(actionTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(actionTokens.tokenHash, hashLinkToken(token)),
        eq(actionTokens.kind, UNLOCK_KIND),
        isNull(actionTokens.usedAt),
        sql`${actionTokens.expiresAt} > now()`,
      ),
    )
    .returning({ payload: actionTokens.payload });
  if (!claimed) throw badRequest(INVALID_LINK, 'LINK_INVALID');
  await clearSignInFailures(ctx, String(claimed.payload.email ?? ''));
  return { message: LOGIN_UNLOCKED };
}
