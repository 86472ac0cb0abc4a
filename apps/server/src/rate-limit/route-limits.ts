import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import { RATE_LIMITS, type CountsBy, type RateLimit, type RateLimitName } from './limits.js';
import { RateLimitedError } from '../base/errors.js';
import type { RateLimiter, RateLimitState } from './rate-limiter.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The limits this route counts against (`rate-limit/limits.ts`), e.g. `config: { rateLimit: 'login' }` or
     * `config: { rateLimit: ['publicChatVisitor', 'publicChatAgent'] }`.
     */
    rateLimit?: RateLimitName | readonly RateLimitName[];
  }
}

// Only the session token counts: extra cookies must not give a stolen session fresh attempts.
const SESSION_COOKIE = /agenti\.session_token=([^;]+)/;

/** One sign-in name however it is typed. */
export const normalizedEmail = (email: unknown): string => (typeof email === 'string' ? email.trim().toLowerCase() : '');

/** What a route's request is counted by, from the parts Fastify has parsed and validated. */
export function subjectOf(request: FastifyRequest, countsBy: CountsBy): string {
  switch (countsBy) {
    case 'address':
      return request.ip;
    case 'address+email':
      return `${request.ip}\n${normalizedEmail((request.body as { email?: unknown } | undefined)?.email)}`;
    case 'address+session':
      return `${request.ip}\n${SESSION_COOKIE.exec(request.headers.cookie ?? '')?.[1] ?? ''}`;
    case 'email':
      return normalizedEmail((request.body as { email?: unknown } | undefined)?.email);
    case 'user':
      // Set by the route's caller scope (onRequest), before this preHandler runs.
      return request.caller?.userId ? `user\n${request.caller.userId}` : `address\n${request.ip}`;
    case 'token':
      return request.caller?.tokenId ?? '';
    case 'visitor': {
      const from = (request.body ?? request.query) as { visitorId?: unknown } | undefined;
      return typeof from?.visitorId === 'string' ? from.visitorId : request.ip;
    }
    case 'agent': {
      const params = request.params as { id?: string; agentId?: string } | undefined;
      return String(params?.agentId ?? params?.id ?? '');
    }
  }
}

/** The IETF RateLimit header fields (draft-ietf-httpapi-ratelimit-headers), on answers and refusals alike. */
function sendRateLimitHeaders(reply: FastifyReply, state: RateLimitState | null | undefined): void {
  if (!state) return;
  void reply
    .header('ratelimit-policy', `${state.limit};w=${state.windowSeconds}`)
    .header('ratelimit', `limit=${state.limit}, remaining=${state.remaining}, reset=${state.resetSeconds}`)
    .header('ratelimit-limit', String(state.limit))
    .header('ratelimit-remaining', String(state.remaining))
    .header('ratelimit-reset', String(state.resetSeconds));
}

const limitOf = (name: RateLimitName): RateLimit => RATE_LIMITS[name];

function counter(limiter: RateLimiter, name: RateLimitName) {
  const { countsBy, headers }: RateLimit = RATE_LIMITS[name];
  return async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      const state = await limiter.consume(name, subjectOf(request, countsBy));
      if (headers) sendRateLimitHeaders(reply, state);
    } catch (error) {
      if (headers && error instanceof RateLimitedError) sendRateLimitHeaders(reply, error.state);
      throw error;
    }
  };
}

/**
 * Routes declare their limits as data, `config: { rateLimit: '<name>' | [...] }`: the one way a limit is attached to
 * a route. This hook counts each before the handler runs: when the request arrives for the limits marked
 * `beforeBody` (after the caller scope, which runs first), otherwise after validation (so the body's e-mail is known
 * and a malformed request costs nothing). Registered on the root instance before any route.
 */
export function registerRouteLimits(app: FastifyInstance, limiter: RateLimiter): void {
  app.addHook('onRoute', (route) => {
    const names = [route.config?.rateLimit ?? []].flat();
    if (names.length === 0) return;
    const early = names.filter((name) => limitOf(name).beforeBody).map((name) => counter(limiter, name) as onRequestHookHandler);
    const late = names.filter((name) => !limitOf(name).beforeBody).map((name) => counter(limiter, name) as preHandlerHookHandler);
    if (early.length > 0) route.onRequest = [...early, ...(route.onRequest ? [route.onRequest].flat() : [])];
    if (late.length > 0) route.preHandler = [...late, ...(route.preHandler ? [route.preHandler].flat() : [])];
  });
}
