import type { FastifyReply, FastifyRequest } from 'fastify';
import { WIDGET_MESSAGES } from '@app/shared/i18n/integrations';
import type { AppContext } from '../../app-context.js';
import { forbidden } from '../../base/errors.js';
import { originAllowed } from './allowed-origin.js';

/**
 * The widget's routes answer a page of an allowed domain (the loader's requests, with CORS) or our own origin (the
 * embedded chat, whose frame the browser only shows inside an allowed domain: frame-ancestors). Anything else gets a
 * clear 403. A request without Origin (a server, curl) is the public chat's case: the share link is public anyway.
 */
export function requireWidgetOrigin(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, allowedDomains: readonly string[]) {
  const origin = request.headers.origin;
  void reply.header('vary', 'Origin');
  if (!origin) return;
  const host = request.headers.host;
  const own = origin === new URL(ctx.config.APP_URL).origin || (host && (origin === `http://${host}` || origin === `https://${host}`));
  if (own) return;
  // The refusal is readable too, so the loader can show its sentence instead of failing silently.
  void reply.header('access-control-allow-origin', origin);
  if (origin === 'null' || !originAllowed(allowedDomains, origin)) {
    throw forbidden(WIDGET_MESSAGES.domainNotAllowed, 'WIDGET_DOMAIN_NOT_ALLOWED');
  }
}
