import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import { forbidden, MESSAGES } from '../base/errors.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Routes that never read the session cookie, so a foreign origin cannot ride on it: the public API (bearer tokens
 * only) and the embeddable widget's (its own origin check against the agent's allowed domains, ADR 0082).
 */
const COOKIELESS = ['/api/v1/', '/api/widget/'];

/**
 * Cookies are SameSite=Lax; on top of that a state-changing request must come from our own origin
 * when the browser says where it comes from. Server-to-server calls (webhooks, API keys) send none.
 * `Origin: null` (a sandboxed frame, a data: page, some redirects) is an origin we cannot trust: refused
 * when the request carries cookies, harmless without them.
 */
export function csrfGuard(ctx: AppContext) {
  const allowed = new Set([new URL(ctx.config.APP_URL).origin]);
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (SAFE.has(request.method)) return;
    if (COOKIELESS.some((prefix) => request.url.startsWith(prefix))) return;
    const origin = request.headers.origin;
    if (!origin) return;
    if (origin === 'null' && !request.headers.cookie) return;
    const host = request.headers.host;
    if (allowed.has(origin) || (host && (origin === `http://${host}` || origin === `https://${host}`))) return;
    throw forbidden(MESSAGES.badOrigin, 'BAD_ORIGIN');
  };
}
