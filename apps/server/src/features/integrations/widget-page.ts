import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { unsafeLoadPublicAgent } from '../chat/chat-agent.js';
import { frameAncestors } from './allowed-origin.js';
import { widgetRowOf } from './widget-settings.js';

/**
 * The embedded chat's page, /widget/:agentId (the web app's index.html; its client route renders the chat). Only this
 * page is framable, and only by the agent's allowed domains: CSP `frame-ancestors` from the settings, no
 * X-Frame-Options. Every other page keeps helmet's `frame-ancestors 'self'` (ADR 0082).
 */
export function registerWidgetPage(app: FastifyInstance, ctx: AppContext): void {
  if (!app.hasReplyDecorator('sendFile')) return; // the web app is not built
  app.get('/widget/:agentId', { schema: { hide: true } }, async (request, reply) => {
    const { agentId } = request.params as { agentId: string };
    const domains = await unsafeLoadPublicAgent(ctx.db, agentId.slice(0, 64))
      .then((agent) => widgetRowOf(ctx.db, agent))
      .then((row) => row?.allowedDomains ?? [])
      .catch(() => [] as string[]);
    const csp = String(reply.getHeader('content-security-policy') ?? '');
    void reply
      .header('content-security-policy', csp.replace(/frame-ancestors [^;]*/, `frame-ancestors ${frameAncestors(domains)}`))
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', 'no-cache');
    reply.removeHeader('x-frame-options');
    return reply.sendFile('index.html');
  });
}
