import type { FastifyInstance } from 'fastify';
import type { Caller, MemberCaller, OwnerCaller, SuperAdminCaller } from '@app/shared/roles';
import { TEAM_OWNER_ONLY } from '@app/shared/i18n/team';
import { SUPER_ADMIN_DENIED } from '@app/shared/i18n/guards';
import { SECOND_FACTOR_REQUIRED } from '@app/shared/i18n/second-factor';
import type { AppContext } from '../app-context.js';
import { authenticate, type Authenticated } from '../auth/authenticate.js';
import { unsafeFindTokenCaller } from '../features/integrations/unsafe-find-token-caller.js';
import { INTEGRATIONS_MESSAGES } from '@app/shared/i18n/integrations';
import { forbidden, MESSAGES, unauthorized } from '../base/errors.js';
import type { ScopeName } from '../base/request-caller.js';

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
} as const satisfies Record<ScopeName, (auth: Authenticated | null) => Caller | null>;

/**
 * An encapsulated Fastify scope: every route registered inside requires the same kind of caller. The check
 * runs onRequest, before the body is parsed or validated, so a stranger never learns anything from a
 * validation error; it sets `request.caller` for the handlers (read it with the typed helpers of base/request-caller.ts).
 */
export function callerScope(ctx: AppContext, name: ScopeName, routes: (scope: FastifyInstance) => Promise<void>) {
  return async (scope: FastifyInstance) => {
    scope.addHook('onRequest', async (request) => {
      // A public route needs no identity: a stray API token does not block it. /api/v1 reads only the token.
      const tokens = name === 'public' ? 'ignore' : name === 'apiToken' ? 'only' : 'refuse';
      const auth = await authenticate(ctx, request, { tokens, findTokenCaller: unsafeFindTokenCaller });
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
