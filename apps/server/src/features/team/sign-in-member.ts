import { serializeSignedCookie } from 'better-call';
import type { AppContext } from '../../app-context.js';
import { translateAuthError } from '../../auth/forward.js';

/**
 * Opens a better-auth session for a member who proved who they are with an invitation link, and returns
 * the Set-Cookie value: the same signed cookie, name and attributes better-auth itself writes on sign-in.
 * better-auth's session hooks still run (a deactivated member is refused there).
 */
export async function signInMember(
  ctx: AppContext,
  { userId, ipAddress, userAgent }: { userId: string; ipAddress: string; userAgent: string },
): Promise<string> {
  const auth = await ctx.auth.$context;
  const session = await auth.internalAdapter
    .createSession(userId, false, { ipAddress, userAgent })
    .catch((err: unknown) => translateAuthError(err, {}));
  const cookie = auth.authCookies.sessionToken;
  return serializeSignedCookie(cookie.name, session.token, auth.secret, { ...cookie.attributes, maxAge: auth.sessionConfig.expiresIn });
}
