import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { normalizeRole, type Caller } from '@app/shared/roles';
import type { Db } from '../db/client.js';
import type { Auth } from './better-auth.js';
import { users, sessions } from '../db/schema/auth.js';
import { accounts, profiles } from '../db/schema/accounts.js';
import { sessionSecondFactors, userSecondFactors } from '../db/schema/second-factor.js';
import { secondFactorRequired } from './second-factor-policy.js';
import { unauthorized } from '../base/errors.js';
import { INTEGRATIONS_MESSAGES } from '@app/shared/i18n/integrations';
import { browserSessionOver, touchSession } from './session-activity.js';

/** The caller, and whether their profile is active (an invited member must first choose a password). */
export interface Authenticated {
  caller: Caller;
  isActive: boolean;
  /** Signed in with the password but not yet with the second factor that this user must present (D14). */
  secondFactorPending: boolean;
  /** The user has a confirmed second factor. */
  secondFactorEnrolled: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Memo of `authenticate` for this request (undefined: not read yet). */
    authenticated?: Authenticated | null;
  }
}

export function requestHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, String(value));
  }
  return headers;
}

/** A token sent to a route of the web app: tokens work on /api/v1 only (ADR 0080). */
export const API_TOKENS_ONLY_V1 = "I token API funzionano solo sull'API pubblica /api/v1: qui accedi con email e password.";
/**
 * Who an API token's value belongs to, or the 401 to answer. The integrations feature knows tokens and plans: the
 * composition root (`http/scopes.ts`) passes its lookup in, so authentication imports no feature.
 */
export type FindTokenCaller = (db: Db, value: string) => Promise<Caller>;
/** What authentication reads: the database and better-auth (the server's context has both; auth sits below it). */
type AuthContext = { db: Db; auth: Auth };
const BEARER = /^bearer\s+(\S*)\s*$/i;

/**
 * The one authentication middleware: who calls, from a session cookie or an API token, read once per request.
 * A deactivated user's sessions are ended here. The caller scopes (`http/scopes.ts`) call it before the body is
 * read; nothing else needs to. `tokens`: 'only' on /api/v1 (the cookie is never read there), 'ignore' on public
 * routes, 'refuse' elsewhere (a token is not a browser session).
 */
export async function authenticate(
  ctx: AuthContext,
  request: FastifyRequest,
  { tokens = 'refuse', findTokenCaller }: { tokens?: 'only' | 'ignore' | 'refuse'; findTokenCaller: FindTokenCaller },
): Promise<Authenticated | null> {
  if (request.authenticated !== undefined) return request.authenticated;
  const authorization = request.headers.authorization ?? '';
  if (tokens === 'only') {
    const value = BEARER.exec(authorization)?.[1];
    if (!value) throw unauthorized(INTEGRATIONS_MESSAGES.tokenMissing, 'API_TOKEN_MISSING');
    // The same Caller as a session's, with tokenId and the token's scope instead of sessionId.
    // A token is its own credential, issued by a signed-in owner: no second sign-in step applies to it.
    request.authenticated = {
      caller: await findTokenCaller(ctx.db, value),
      isActive: true,
      secondFactorPending: false,
      secondFactorEnrolled: false,
    };
    return request.authenticated;
  }
  if (tokens === 'refuse' && /^bearer\s/i.test(authorization)) throw unauthorized(API_TOKENS_ONLY_V1, 'API_TOKEN_NOT_HERE');
  request.authenticated = null;
  if (!request.headers.cookie) return null;
  const result = await ctx.auth.api
    .getSession({ headers: requestHeaders(request), query: { disableRefresh: request.method === 'GET' } })
    .catch(() => null);
  if (!result) return null;
  const [row] = await ctx.db
    .select({
      role: users.role,
      accountId: users.accountId,
      bannedUntil: users.bannedUntil,
      isActive: profiles.isActive,
      enrolledAt: userSecondFactors.confirmedAt,
      verifiedAt: sessionSecondFactors.verifiedAt,
      teamRequires: accounts.requireSecondFactor,
      session: { createdAt: sessions.createdAt, lastActiveAt: sessions.lastActiveAt, persistent: sessions.persistent },
    })
    .from(users)
    .innerJoin(sessions, eq(sessions.id, result.session.id))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(accounts, eq(accounts.id, users.accountId))
    .leftJoin(userSecondFactors, eq(userSecondFactors.userId, users.id))
    .leftJoin(sessionSecondFactors, eq(sessionSecondFactors.sessionId, result.session.id))
    .where(eq(users.id, result.user.id));
  if (!row) return null;
  if (row.bannedUntil && row.bannedUntil.getTime() > Date.now()) {
    await ctx.db.delete(sessions).where(eq(sessions.userId, result.user.id));
    return null;
  }
  // Without 'Ricordami' the session ends 12 hours after sign-in, even if the browser kept its cookie (ADR 0106).
  if (browserSessionOver(row.session)) {
    await ctx.db.delete(sessions).where(eq(sessions.id, result.session.id));
    return null;
  }
  await touchSession(ctx.db, result.session.id, row.session.lastActiveAt);
  const role = normalizeRole(row.role);
  const enrolled = Boolean(row.enrolledAt);
  request.authenticated = {
    caller: { userId: result.user.id, accountId: row.accountId, role, email: result.user.email, sessionId: result.session.id },
    isActive: row.isActive ?? false,
    secondFactorPending: secondFactorRequired(role, enrolled, row.teamRequires ?? false) && !row.verifiedAt,
    secondFactorEnrolled: enrolled,
  };
  return request.authenticated;
}

/** The caller of the session just created by sign-in or verification, before the browser sends its cookie back. */
export async function callerFromSessionToken(ctx: Pick<AuthContext, 'db'>, token: string): Promise<Caller> {
  const [row] = await ctx.db
    .select({ sessionId: sessions.id, userId: users.id, email: users.email, role: users.role, accountId: users.accountId })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, token));
  if (!row) throw unauthorized();
  return { ...row, role: normalizeRole(row.role) };
}
