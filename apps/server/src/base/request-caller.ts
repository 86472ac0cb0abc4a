import type { FastifyRequest } from 'fastify';
import type { Caller, MemberCaller, OwnerCaller, SuperAdminCaller } from '@app/shared/roles';

/**
 * The caller of a request, as the route's caller scope (`http/scopes.ts`) set it before the body was read. Features
 * read it here, with the helper of the scope their route is registered in: the base layer, so no feature imports
 * the composition root that registers it.
 */
export const SCOPE_NAMES = ['public', 'signedIn', 'user', 'member', 'owner', 'superAdmin', 'apiToken'] as const;
export type ScopeName = (typeof SCOPE_NAMES)[number];

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the route's caller scope before the body is read; null in the public scope without a session. */
    caller: Caller | null;
    callerScope: ScopeName | null;
  }
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
