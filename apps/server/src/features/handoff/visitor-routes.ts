import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicAgentParamsSchema, publicHistoryParamsSchema, publicHistoryQuerySchema } from '@app/shared/api/chat';
import { apiErrorSchema } from '@app/shared/api/common';
import { HANDOFF_MESSAGES } from '@app/shared/i18n/handoff';
import {
  handoffRequestBodySchema,
  type HandoffStatus,
  handoffRequestedSchema,
  contactLeftSchema,
  resumeBodySchema,
  resumeResponseSchema,
  visitorHandoffQuerySchema,
  visitorHandoffSchema,
} from '@app/shared/api/handoff';
import type { AppContext } from '../../app-context.js';
import { conversations } from '../../db/schema/chat.js';
import { handoffRequests } from '../../db/schema/handoff.js';
import { notFound } from '../../base/errors.js';
import type { AgentRow } from '../agents/agent-view.js';
import { agentInactive, requirePublicAgent, requireVisitorConversation } from '../agents/visitor-access.js';
import { browserLanguage, chosenLanguage } from '../agents/visitor-language.js';
import { visitorCopy } from '@app/shared/i18n/visitor/index';
import type { VisitorLanguage } from '@app/shared/visitor-language';
import { handoffSettingsOf } from './handoff-settings.js';
import { openingState } from './opening-hours.js';
import { readReplyLinkToken } from './reply-link.js';
import { leaveContact, requestHandoff } from './request-handoff.js';
import { openVisitorStream } from './visitor-stream.js';

/**
 * The visitor's language for a request or a contact (issue 48): the one the chat shows (`language` in the body) when the
 * agent offers it, and their browser's for a conversation that has none yet.
 */
function visitorLanguageHint(
  agent: AgentRow,
  request: { body: { language?: VisitorLanguage }; headers: { 'accept-language'?: string } },
): { chosen: VisitorLanguage | null; fallback: VisitorLanguage } {
  return { chosen: chosenLanguage(agent, request.body.language), fallback: browserLanguage(agent, request.headers['accept-language']) };
}

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

/**
 * The visitor's side of hand-off (issue 30), for the public link and the widget's frame alike (both read through
 * /api/public/agents): what the chat offers, the request, the live stream of the team's replies, and the e-mailed
 * link. A visitor is known by their conversation's own secret (the visitor id), as in the public chat.
 */
export function handoffVisitorRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const streams = new Set<() => void>();
    app.addHook('preClose', async () => {
      for (const end of [...streams]) end();
    });

    /** The visitor's own conversation with the agent (public or widget channel), or 404. */
    const ownConversation = (agent: AgentRow, conversationId: string, visitorId: string) =>
      requireVisitorConversation(ctx.db, agent, { channel: 'public', visitorId }, conversationId);
    /** A request or a contact needs an active agent: refused in the visitor's language. */
    const activeAgent = (request: Parameters<typeof visitorLanguageHint>[1] & { params: { id: string } }) =>
      requirePublicAgent(ctx, request.params.id, (agent) =>
        agentInactive(visitorCopy(visitorLanguageHint(agent, request).fallback).refusals.agentInactive),
      );

    r.get(
      '/:id/handoff',
      {
        schema: {
          tags: ['public-chat'],
          params: publicAgentParamsSchema,
          querystring: visitorHandoffQuerySchema,
          response: { 200: visitorHandoffSchema, ...errors },
        },
      },
      async (request) => {
        const agent = await requirePublicAgent(ctx, request.params.id);
        const settings = await handoffSettingsOf(ctx.db, agent.accountId, agent.id);
        const state = openingState(settings.openingHours, settings.holidays);
        let status: HandoffStatus | null = null;
        if (request.query.conversationId) {
          const own = await ownConversation(agent, request.query.conversationId, request.query.visitorId);
          const [row] = await ctx.db
            .select({ status: handoffRequests.status })
            .from(handoffRequests)
            .where(and(eq(handoffRequests.conversationId, own.id), eq(handoffRequests.accountId, agent.accountId)));
          status = row?.status ?? null;
        }
        return {
          askContactFirst: settings.askContactFirst,
          open: state.open,
          nextOpening: state.nextOpening?.toISOString() ?? null,
          request: status ? { status } : null,
        };
      },
    );

    r.post(
      '/:id/handoff',
      {
        config: { rateLimit: ['handoffRequestAddress', 'handoffRequestVisitor'] },
        schema: {
          tags: ['public-chat'],
          description: "'Parla con una persona': the visitor's contact and consent; the conversation goes to the team.",
          params: publicAgentParamsSchema,
          body: handoffRequestBodySchema,
          response: { 200: handoffRequestedSchema, ...errors },
        },
      },
      async (request) => {
        const agent = await activeAgent(request);
        const { visitorId, conversationId, name, email, phone } = request.body;
        const channel = conversationId
          ? (await ownConversation(agent, conversationId, visitorId)).channel
          : (request.body.channel ?? 'public');
        const result = await requestHandoff(ctx, {
          agent,
          channel: channel as 'public' | 'widget',
          visitorId,
          conversationId,
          contact: { name, email, phone },
          language: visitorLanguageHint(agent, request),
        });
        return result;
      },
    );

    r.post(
      '/:id/contact',
      {
        config: { rateLimit: ['handoffRequestAddress', 'handoffRequestVisitor'] },
        schema: {
          tags: ['public-chat'],
          description:
            "'Chiedi i contatti prima della chat': the visitor's contact and consent before the first message; opens their conversation.",
          params: publicAgentParamsSchema,
          body: handoffRequestBodySchema.omit({ conversationId: true }),
          response: { 200: contactLeftSchema, ...errors },
        },
      },
      async (request) => {
        const agent = await activeAgent(request);
        const { visitorId, name, email, phone } = request.body;
        return leaveContact(ctx, {
          agent,
          channel: request.body.channel ?? 'public',
          visitorId,
          contact: { name, email, phone },
          language: visitorLanguageHint(agent, request),
        });
      },
    );

    r.get(
      '/:id/conversations/:conversationId/events',
      {
        config: { rateLimit: 'handoffVisitorStream' },
        schema: {
          tags: ['public-chat'],
          description: "The visitor's live stream (SSE) of the team's replies and the hand-off state of their conversation.",
          params: publicHistoryParamsSchema,
          querystring: publicHistoryQuerySchema,
          hide: true,
        },
      },
      async (request, reply) => {
        const agent = await requirePublicAgent(ctx, request.params.id);
        const own = await ownConversation(agent, request.params.conversationId, request.query.visitorId);
        await openVisitorStream(ctx, request, reply, { accountId: agent.accountId, conversationId: own.id }, streams);
      },
    );

    r.post(
      '/:id/handoff/resume',
      {
        config: { rateLimit: 'handoffResume' },
        schema: {
          tags: ['public-chat'],
          description:
            "The e-mailed link's token: answers the conversation it reopens and its visitor id (this conversation only, until it expires).",
          params: publicAgentParamsSchema,
          body: resumeBodySchema,
          response: { 200: resumeResponseSchema, ...errors },
        },
      },
      async (request) => {
        const agent = await requirePublicAgent(ctx, request.params.id);
        const conversationId = readReplyLinkToken(ctx.config.AUTH_SECRET, agent.id, request.body.token);
        const invalid = () => notFound(HANDOFF_MESSAGES.linkInvalid, 'LINK_INVALID');
        if (!conversationId) throw invalid();
        const [row] = await ctx.db
          .select({ visitorId: conversations.visitorId })
          .from(conversations)
          .where(
            and(eq(conversations.id, conversationId), eq(conversations.accountId, agent.accountId), eq(conversations.agentId, agent.id)),
          );
        if (!row?.visitorId) throw invalid();
        return { conversationId, visitorId: row.visitorId };
      },
    );
  };
}
