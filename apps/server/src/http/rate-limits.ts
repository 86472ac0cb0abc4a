import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';

type Kind = 'login' | 'register' | 'forgot' | 'contact' | 'public-chat';

/** Per-route limits (issue: login, registration, forgot-password, contact). Keyed by client address. */
const LIMITS: Record<Kind, { max: number; timeWindow: number }> = {
  login: { max: 10, timeWindow: 60_000 },
  register: { max: 20, timeWindow: 60 * 60_000 },
  forgot: { max: 10, timeWindow: 15 * 60_000 },
  contact: { max: 5, timeWindow: 15 * 60_000 },
  'public-chat': { max: 30, timeWindow: 60_000 },
};

export function authRateLimit(ctx: AppContext, kind: Kind) {
  if (ctx.config.RATE_LIMIT_DISABLED) return false as const;
  const limit = LIMITS[kind];
  return {
    ...limit,
    // Login is limited per address and e-mail, so one attacker cannot lock everyone out of a shared office IP.
    keyGenerator: (request: FastifyRequest) => {
      const email = kind === 'login' ? String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase() : '';
      return `${kind}:${request.ip}:${email}`;
    },
  };
}
