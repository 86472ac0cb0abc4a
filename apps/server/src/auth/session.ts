import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { SUPER_ADMIN_DENIED } from '@app/shared/guards';
import { normalizeRole, type Role } from '@app/shared/roles';
import type { AppContext } from '../app-context.js';
import { users, sessions } from '../db/schema/auth.js';
import { profiles } from '../db/schema/accounts.js';
import { forbidden, MESSAGES, unauthorized } from '../http/errors.js';

export interface SessionContext {
  userId: string;
  sessionId: string;
  email: string;
  emailVerified: boolean;
  role: Role;
  accountId: string | null;
  isActive: boolean;
  hasProfile: boolean;
}

/** A signed-in member of a customer account, with an active profile. */
export interface MemberContext extends SessionContext {
  accountId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionContext?: SessionContext | null;
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

/** The caller's session, read once per request. A deactivated user's sessions are ended here. */
export async function loadSession(ctx: AppContext, request: FastifyRequest): Promise<SessionContext | null> {
  if (request.sessionContext !== undefined) return request.sessionContext;
  request.sessionContext = null;
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
      profileId: profiles.userId,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, result.user.id));
  if (!row) return null;
  if (row.bannedUntil && row.bannedUntil.getTime() > Date.now()) {
    await ctx.db.delete(sessions).where(eq(sessions.userId, result.user.id));
    return null;
  }
  request.sessionContext = {
    userId: result.user.id,
    sessionId: result.session.id,
    email: result.user.email,
    emailVerified: result.user.emailVerified,
    role: normalizeRole(row.role),
    accountId: row.accountId,
    isActive: row.isActive ?? false,
    hasProfile: row.profileId !== null,
  };
  return request.sessionContext;
}

/** The session just created by sign-in or verification, before the browser sends its cookie back. */
export async function sessionFromToken(ctx: AppContext, token: string): Promise<SessionContext> {
  const [row] = await ctx.db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      role: users.role,
      accountId: users.accountId,
      isActive: profiles.isActive,
      profileId: profiles.userId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(sessions.token, token));
  if (!row) throw unauthorized();
  return { ...row, role: normalizeRole(row.role), isActive: row.isActive ?? false, hasProfile: row.profileId !== null };
}

export async function requireUser(ctx: AppContext, request: FastifyRequest): Promise<SessionContext> {
  const session = await loadSession(ctx, request);
  if (!session) throw unauthorized();
  return session;
}

/** A member of a customer account whose profile is active (spec §4 guard). */
export async function requireMember(ctx: AppContext, request: FastifyRequest): Promise<MemberContext> {
  const session = await requireUser(ctx, request);
  if (!session.accountId) throw forbidden();
  if (!session.isActive) throw forbidden(MESSAGES.inactiveProfile, 'PROFILE_INACTIVE');
  return session as MemberContext;
}

export function requireRole<T extends SessionContext>(session: T, roles: readonly Role[]): T {
  if (!roles.includes(session.role)) throw forbidden();
  return session;
}

export async function requireSuperAdmin(ctx: AppContext, request: FastifyRequest): Promise<SessionContext> {
  const session = await requireUser(ctx, request);
  if (session.role !== 'super_admin') throw forbidden(SUPER_ADMIN_DENIED);
  return session;
}
