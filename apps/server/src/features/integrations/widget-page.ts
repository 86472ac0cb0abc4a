import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WIDGET_MESSAGES } from '@app/shared/i18n/integrations';
import type { AppContext } from '../../app-context.js';
import { requirePublicAgent } from '../agents/visitor-access.js';
import { frameAncestors, originAllowed } from './allowed-origin.js';
import { widgetRowOf } from './widget-settings.js';

/** The page a frame on a site that is not allowed shows: the refusal alone, no chat, no script (issue 33). */
const REFUSAL_PAGE = `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${WIDGET_MESSAGES.frameNotAllowed}</title>
<style>body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1e293b;background:#f8fafc;display:flex;min-height:100vh;align-items:center;justify-content:center;text-align:center;padding:1rem;box-sizing:border-box}</style>
</head><body><main><p role="alert">${WIDGET_MESSAGES.frameNotAllowed}</p></main></body></html>`;

/** The site a frame is loaded into, when the browser says so: a frame's request names its page (Referer). */
function framingOrigin(request: FastifyRequest): string | null {
  if (request.headers['sec-fetch-dest'] !== 'iframe') return null;
  const referer = request.headers.referer;
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/**
 * The embedded chat's page, /widget/:agentId (the web app's index.html; its client route renders the chat). Only this
 * page is framable, and only by the agent's allowed domains: CSP `frame-ancestors` from the settings, no
 * X-Frame-Options. Every other page keeps helmet's `frame-ancestors 'self'` (ADR 0082).
 * A frame whose request names a site that is not allowed (Referer of an iframe load) gets, instead of a page the
 * browser would refuse to show ('refused to connect'), a refusal in Italian that any site may frame: it holds no chat.
 * Without a Referer the chat page is sent and the browser's frame-ancestors check still refuses it (ADR 0142).
 */
export function registerWidgetPage(app: FastifyInstance, ctx: AppContext): void {
  if (!app.hasReplyDecorator('sendFile')) return; // the web app is not built
  app.get('/widget/:agentId', { schema: { hide: true } }, async (request, reply) => {
    const { agentId } = request.params as { agentId: string };
    const domains = await requirePublicAgent(ctx, agentId.slice(0, 64))
      .then((agent) => widgetRowOf(ctx.db, agent))
      .then((row) => row?.allowedDomains ?? [])
      .catch(() => [] as string[]);
    void reply.header('cross-origin-resource-policy', 'cross-origin').header('cache-control', 'no-cache').header('vary', 'Referer');
    reply.removeHeader('x-frame-options');
    const framing = framingOrigin(request);
    const own = [new URL(ctx.config.APP_URL).origin, `http://${request.headers.host}`, `https://${request.headers.host}`];
    if (framing && !own.includes(framing) && !originAllowed(domains, framing)) {
      return reply
        .status(403)
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors *")
        .type('text/html; charset=utf-8')
        .send(REFUSAL_PAGE);
    }
    const csp = String(reply.getHeader('content-security-policy') ?? '');
    void reply.header('content-security-policy', csp.replace(/frame-ancestors [^;]*/, `frame-ancestors ${frameAncestors(domains)}`));
    return reply.sendFile('index.html');
  });
}
