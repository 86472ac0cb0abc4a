import { serializeSignedCookie } from 'better-call';
import type { AppContext } from '../../app-context.js';
import { AccountDeactivated, translateAuthError } from '../../auth/forward.js';
import { recordSignIn } from '../../auth/session-activity.js';

/**
 * Opens a better-auth session for a member who proved who they are another way than the password form (an
 * invitation link, Google), and returns the Set-Cookie values: the same signed cookies, names and attributes
 * better-auth itself writes on sign-in. better-auth's session hooks still run (a deactivated member is refused there).
 *
 * `rememberMe` follows the password form (ADR 0106, 0123): unchecked, the session cookie has no Max-Age, better-auth's
 * signed `dont_remember` cookie goes with it, and the session is marked to end 12 hours after sign-in.
 */
export async function signInMember(
  ctx: AppContext,
  { userId, ipAddress, userAgent, rememberMe }: { userId: string; ipAddress: string; userAgent: string; rememberMe: boolean },
): Promise<string[]> {
  const auth = await ctx.auth.$context;
  const session = await auth.internalAdapter
    .createSession(userId, !rememberMe, { ipAddress, userAgent })
    .catch((err: unknown) => translateAuthError(err, {}));
  await recordSignIn(ctx.db, session.id, { address: ipAddress, rememberMe });
  const cookie = auth.authCookies.sessionToken;
  const sessionCookie = await serializeSignedCookie(cookie.name, session.token, auth.secret, {
    ...cookie.attributes,
    maxAge: rememberMe ? auth.sessionConfig.expiresIn : undefined,
  });
  if (rememberMe) return [sessionCookie];
  const dontRemember = auth.authCookies.dontRememberToken;
  return [sessionCookie, await serializeSignedCookie(dontRemember.name, 'true', auth.secret, dontRemember.attributes)];
}

/**
 * `signInMember` for a caller that goes on without a session when the member is deactivated (Google sign-in sends them
 * back to the sign-in page): the session's cookies, or null (issue 50: a typed answer, not an error code to compare).
 */
export function signInMemberUnlessDeactivated(ctx: AppContext, args: Parameters<typeof signInMember>[1]): Promise<string[] | null> {
  return signInMember(ctx, args).catch((err: unknown) => {
    if (err instanceof AccountDeactivated) return null;
    throw err;
  });
}
