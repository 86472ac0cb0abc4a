import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicAgentParamsSchema } from '@app/shared/api/chat';
import { apiErrorSchema } from '@app/shared/api/common';
import { WIDGET_MESSAGES } from '@app/shared/i18n/integrations';
import {
  widgetConfigSchema,
  widgetIdentityResponseSchema,
  widgetIdentitySchema,
  widgetSendMessageSchema,
} from '@app/shared/api/integrations';
import type { AppContext } from '../../app-context.js';
import { forbidden, unauthorized } from '../../base/errors.js';
import { requirePublicAgent } from '../agents/visitor-access.js';
import { readChatRequest } from '../chat/read-chat-request.js';
import { runTurn } from '../chat/run-turn.js';
import { sendEventStream } from '../chat/send-event-stream.js';
import { requireWidgetOrigin } from './widget-origin.js';
import { toWidgetConfig, widgetRowOf, type WidgetRow } from './widget-settings.js';
import { customerVisitorId, openSecret, signatureMatches } from './widget-secret.js';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  413: apiErrorSchema,
  429: apiErrorSchema,
};

/**
 * The visitor id of a signed customer (ADR 0082): a wrong signature is refused, a missing one only when the agent
 * requires identification. Null: an anonymous visitor.
 */
function verifiedVisitor(ctx: AppContext, row: WidgetRow | undefined, customerId?: string, signature?: string): string | null {
  if (!customerId && !signature) {
    if (row?.identityRequired) throw unauthorized(WIDGET_MESSAGES.identityRequired, 'IDENTITY_REQUIRED');
    return null;
  }
  if (!customerId || !signature || !row?.identitySecret) throw forbidden(WIDGET_MESSAGES.identityInvalid, 'IDENTITY_INVALID');
  const secret = openSecret(ctx.config.AUTH_SECRET, row.identitySecret);
  if (!signatureMatches(secret, customerId, signature)) throw forbidden(WIDGET_MESSAGES.identityInvalid, 'IDENTITY_INVALID');
  return customerVisitorId(secret, customerId);
}

/**
 * The embeddable widget's API (public scope, no cookie read, no CSRF: its own origin rule). It is the public chat
 * seen from another site: the same agent loader (`requirePublicAgent`), the same chat turn, the same rate limits; its conversations are
 * recorded as the 'widget' channel (ADR 0048). Mounted at /api/widget.
 */
export function widgetRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const load = async (request: FastifyRequest, reply: FastifyReply, id: string) => {
      const agent = await requirePublicAgent(ctx, id);
      // Read by every widget message, changed by hand: kept by the row cache (ADR 0371).
      const row = await ctx.rowCache.read('agent_widgets', agent.id, () => widgetRowOf(ctx.db, agent));
      requireWidgetOrigin(ctx, request, reply, row?.allowedDomains ?? []);
      return { agent, row };
    };

    r.get(
      '/agents/:id',
      { schema: { tags: ['widget'], params: publicAgentParamsSchema, response: { 200: widgetConfigSchema, ...errors } } },
      async (request, reply) => {
        const { agent, row } = await load(request, reply, request.params.id);
        return toWidgetConfig(agent, row, request.headers['accept-language']);
      },
    );

    r.post(
      '/agents/:id/identity',
      {
        schema: {
          tags: ['widget'],
          description: 'Checks a signed customer (HMAC-SHA256 of the customer id with the agent secret) and answers their visitor id.',
          params: publicAgentParamsSchema,
          body: widgetIdentitySchema,
          response: { 200: widgetIdentityResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { row } = await load(request, reply, request.params.id);
        return { visitorId: verifiedVisitor(ctx, row, request.body.customerId, request.body.customerSignature)! };
      },
    );

    r.post(
      '/agents/:id/messages',
      {
        // The public chat's limits, counted before the body is read.
        config: { rateLimit: ['publicChatVisitor', 'publicChatAgent'] },
        schema: {
          tags: ['widget'],
          params: publicAgentParamsSchema,
          consumes: ['application/json', 'multipart/form-data'],
          response: errors,
          description:
            'Body: JSON or multipart `{ text, visitorId, conversationId?, retryOfMessageId?, clientMessageId?, customerId?, customerSignature? }`. Answer: NDJSON events as in the public chat (`done`, `error` or `handoff` ends them).',
        },
      },
      async (request, reply) => {
        const { agent, row } = await load(request, reply, request.params.id);
        const { input, attachment } = await readChatRequest(request, widgetSendMessageSchema);
        const customer = verifiedVisitor(ctx, row, input.customerId, input.customerSignature);
        // The same turn, hand-off and rules as the public link (issue 30; turn-policy.ts).
        const run = await runTurn(ctx, {
          agent,
          channel: 'widget',
          visitorId: customer ?? input.visitorId,
          input,
          attachment,
          receivedAt: performance.now() - reply.elapsedTime,
          language: { chosen: input.language, acceptLanguage: request.headers['accept-language'] },
        });
        return sendEventStream(reply, run);
      },
    );
  };
}
