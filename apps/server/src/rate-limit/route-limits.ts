import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { RATE_LIMITS, type CountsBy, type RateLimitName } from './limits.js';
import type { RateLimiter } from './rate-limiter.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The limit this route counts against (`rate-limit/limits.ts`), e.g. `config: { rateLimit: 'login' }`. */
    rateLimit?: RateLimitName;
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
    case 'agent': {
      const params = request.params as { id?: string; agentId?: string } | undefined;
      return String(params?.agentId ?? params?.id ?? '');
    }
  }
}

/**
 * Routes declare their limit as data, `config: { rateLimit: '<name>' }`; this hook counts it before the
 * handler runs (after validation, so the body's e-mail is known and a malformed request costs nothing).
 * Registered on the root instance before any route.
 */
export function registerRouteLimits(app: FastifyInstance, limiter: RateLimiter): void {
  app.addHook('onRoute', (route) => {
    const name = route.config?.rateLimit;
    if (!name) return;
    const { countsBy } = RATE_LIMITS[name];
    const count: preHandlerHookHandler = async (request) => {
      await limiter.consume(name, subjectOf(request, countsBy));
    };
    const own = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [count, ...own];
  });
}
