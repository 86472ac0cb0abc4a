import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Caller, MemberCaller, OwnerCaller, SuperAdminCaller } from '@app/shared/roles';
import { TEAM_OWNER_ONLY } from '@app/shared/api/team';
import { SUPER_ADMIN_DENIED } from '@app/shared/guards';
import { SECOND_FACTOR_REQUIRED } from '@app/shared/api/second-factor';
import type { AppContext } from '../app-context.js';
import { authenticate, type Authenticated } from '../auth/authenticate.js';
import { INTEGRATIONS_MESSAGES } from '@app/shared/api/integrations';
import { forbidden, MESSAGES, unauthorized } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the route's caller scope before the body is read; null in the public scope without a session. */
    caller: Caller | null;
    callerScope: ScopeName | null;
  }
}

function signedIn(auth: Authenticated | null): Authenticated {
  if (!auth) throw unauthorized();
  return auth;
}
/** A user who must present a second factor reaches nothing but the sign-in steps before they do (D14). */
function secondFactorDone(auth: Authenticated): void {
  if (auth.secondFactorPending) throw forbidden(SECOND_FACTOR_REQUIRED, 'SECOND_FACTOR_REQUIRED');
}
function active(auth: Authenticated | null): Caller {
  const { caller, isActive } = signedIn(auth);
  secondFactorDone(auth!);
  if (!isActive) throw forbidden(MESSAGES.inactiveProfile, 'PROFILE_INACTIVE');
  return caller;
}
function member(auth: Authenticated | null): MemberCaller {
  const { caller } = signedIn(auth);
  if (!caller.accountId || caller.role === 'super_admin') throw forbidden();
  return active(auth) as MemberCaller;
}

/** Who may call the routes of each scope; each check throws the answer for anyone else. */
const SCOPES = {
  /** Anyone; the caller is known when a session comes along (logout, contact form). */
  public: (auth: Authenticated | null): Caller | null => auth?.caller ?? null,
  /** Any signed-in user, even before they activate their profile or present their second factor (session info, events, avatars, the second-factor steps). */
  signedIn: (auth: Authenticated | null): Caller => signedIn(auth).caller,
  /** A signed-in user with an active profile, super admins included (the profile page). */
  user: active,
  /** A member of a customer account with an active profile (spec §4 guard). */
  member,
  /** The account's owner (team; billing later). */
  owner: (auth: Authenticated | null): OwnerCaller => {
    const caller = member(auth);
    if (caller.role !== 'owner') throw forbidden(TEAM_OWNER_ONLY, 'TEAM_OWNER_ONLY');
    return caller as OwnerCaller;
  },
  /** The platform's operators (spec §7 super admin guard). */
  superAdmin: (auth: Authenticated | null): SuperAdminCaller => {
    const { caller } = signedIn(auth);
    if (caller.role !== 'super_admin') throw forbidden(SUPER_ADMIN_DENIED);
    // Spec §4: an active profile too; D14: and the second factor of this session.
    return active(auth) as SuperAdminCaller;
  },
  /** The public API /api/v1, for API tokens only (ADR 0080): the caller is the token's member, with tokenId and scope. */
  apiToken: (auth: Authenticated | null): MemberCaller => {
    if (!auth?.caller.tokenId || !auth.caller.accountId) throw unauthorized(INTEGRATIONS_MESSAGES.tokenMissing, 'API_TOKEN_MISSING');
    return auth.caller as MemberCaller;
  },
} as const;

export type ScopeName = keyof typeof SCOPES;

/**
 * An encapsulated Fastify scope: every route registered inside requires the same kind of caller. The check
 * runs onRequest, before the body is parsed or validated, so a stranger never learns anything from a
 * validation error; it sets `request.caller` for the handlers (read it with the typed helpers below).
 */
export function callerScope(ctx: AppContext, name: ScopeName, routes: (scope: FastifyInstance) => Promise<void>) {
  return async (scope: FastifyInstance) => {
    scope.addHook('onRequest', async (request) => {
      // A public route needs no identity: a stray API token does not block it. /api/v1 reads only the token.
      const tokens = name === 'public' ? 'ignore' : name === 'apiToken' ? 'only' : 'refuse';
      const auth = await authenticate(ctx, request, { tokens });
      request.caller = SCOPES[name](auth);
      request.callerScope = name;
    });
    await routes(scope);
  };
}

/** Once for the API: the request properties the scopes set (Fastify wants them declared up front). */
export function declareCallerScopes(api: FastifyInstance): void {
  api.decorateRequest('caller', null);
  api.decorateRequest('callerScope', null);
}

/** The caller of a route in one of the given scopes; a route registered elsewhere is a programming error. */
function inScope<T extends Caller | null>(request: FastifyRequest, scopes: readonly ScopeName[]): T {
  if (!request.callerScope || !scopes.includes(request.callerScope)) {
    throw new Error(`route ${request.routeOptions.url ?? ''} is not registered in the ${scopes.join('/')} scope`);
  }
  return request.caller as T;
}

export const optionalCaller = (request: FastifyRequest) => inScope<Caller | null>(request, ['public']);
export const signedInCaller = (request: FastifyRequest) => inScope<Caller>(request, ['signedIn', 'user', 'member', 'owner', 'superAdmin']);
export const userCaller = (request: FastifyRequest) => inScope<Caller>(request, ['user', 'member', 'owner']);
export const memberCaller = (request: FastifyRequest) => inScope<MemberCaller>(request, ['member', 'owner']);
export const ownerCaller = (request: FastifyRequest) => inScope<OwnerCaller>(request, ['owner']);
export const superAdminCaller = (request: FastifyRequest) => inScope<SuperAdminCaller>(request, ['superAdmin']);
/** The token caller of a /api/v1 route: a member of the token's account, with `tokenId` and `tokenScope`. */
export const tokenCaller = (request: FastifyRequest) =>
  inScope<MemberCaller & Required<Pick<Caller, 'tokenId' | 'tokenScope'>>>(request, ['apiToken']);
