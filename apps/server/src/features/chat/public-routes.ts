import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  HIDDEN_FILE_LABEL,
  publicAgentParamsSchema,
  publicAgentSchema,
  publicHistoryParamsSchema,
  publicHistoryQuerySchema,
  publicHistorySchema,
  publicPassageParamsSchema,
  publicRateMessageSchema,
  publicSendMessageSchema,
  ratingParamsSchema,
} from '@app/shared/api/chat';
import { apiErrorSchema, okSchema } from '@app/shared/api/common';
import { PASSAGE_NOT_FOUND } from '@app/shared/i18n/knowledge';
import { publicPassageSchema } from '@app/shared/api/knowledge';
import { appearanceOf } from '../agents/agent-view.js';
import { unsafePublicPassage } from '../knowledge/documents/get-passage.js';
import { citationsOfPassage } from './cited-passages.js';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../base/errors.js';
import { isAgentActive, requirePublicAgent, requireVisitorConversation } from '../agents/visitor-access.js';
import { conversationChatMessages } from '../chat-messages/conversation-messages.js';
import { runTurn } from './run-turn.js';
import { rateMessage } from './rate-message.js';
import { readChatRequest } from './read-chat-request.js';
import { sendEventStream } from './send-event-stream.js';
import { visitorCopy } from '@app/shared/i18n/visitor/index';
import { agentVisitorLanguages, browserLanguage, conversationLanguage } from '../agents/visitor-language.js';

const errors = {
  400: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  413: apiErrorSchema,
  429: apiErrorSchema,
};

/**
 * The public chat (spec §2 /agent/public-chat/{id}): no login, anyone with the link. It exposes the agent's
 * name and answers, nothing else (not instructions, documents, memories or other people's conversations).
 */
export function publicChatRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/:id',
      { schema: { tags: ['public-chat'], params: publicAgentParamsSchema, response: { 200: publicAgentSchema, 404: apiErrorSchema } } },
      async (request) => {
        const agent = await requirePublicAgent(ctx, request.params.id);
        const active = isAgentActive(agent);
        // The refusal in the browser's language (issue 48): nobody has written anything yet.
        const copy = visitorCopy(browserLanguage(agent, request.headers['accept-language']));
        return {
          id: agent.id,
          name: agent.name,
          active,
          notice: active ? null : copy.refusals.agentInactive,
          appearance: appearanceOf(agent),
          languages: agentVisitorLanguages(agent),
        };
      },
    );

    r.get(
      '/:id/passages/:chunkId',
      {
        schema: {
          tags: ['public-chat'],
          params: publicPassageParamsSchema,
          querystring: publicHistoryQuerySchema,
          description: 'A passage cited to this visitor, alone (never the rest of the file), when the agent shows its sources.',
          response: { 200: publicPassageSchema, ...errors },
        },
      },
      async (request) => {
        const agent = await requirePublicAgent(ctx, request.params.id);
        const who = { channel: 'public' as const, userId: null, visitorId: request.query.visitorId };
        // Only a passage an answer gave this visitor as a source, and only while the agent shows sources.
        const citations = agent.showSources ? await citationsOfPassage(ctx.db, agent, who, request.params.chunkId) : null;
        if (!citations?.answers.length) throw notFound(PASSAGE_NOT_FOUND, 'PASSAGE_NOT_FOUND');
        // Only what the answers used of the passage (issue 33), under the name the answer gave its document (its title
        // or 'Documento n', issue 44): never the file name.
        return unsafePublicPassage(ctx.db, {
          accountId: agent.accountId,
          agentId: agent.id,
          chunkId: request.params.chunkId,
          answers: citations.answers,
          fileAs: citations.file ?? HIDDEN_FILE_LABEL,
        });
      },
    );

    r.get(
      '/:id/conversations/:conversationId',
      {
        schema: {
          tags: ['public-chat'],
          params: publicHistoryParamsSchema,
          querystring: publicHistoryQuerySchema,
          response: { 200: publicHistorySchema, ...errors },
        },
      },
      async (request) => {
        const agent = await requirePublicAgent(ctx, request.params.id);
        const visitor = { channel: 'public' as const, visitorId: request.query.visitorId };
        const own = await requireVisitorConversation(ctx.db, agent, visitor, request.params.conversationId);
        return {
          messages: await conversationChatMessages(ctx.db, agent.accountId, own.id),
          language: own.language ? conversationLanguage(agent, own.language) : null,
        };
      },
    );

    r.post(
      '/:id/messages',
      {
        // Counted before the body is read, so even a refused message costs a flood its quota.
        config: { rateLimit: ['publicChatVisitor', 'publicChatAgent'] },
        schema: {
          tags: ['public-chat'],
          params: publicAgentParamsSchema,
          consumes: ['application/json', 'multipart/form-data'],
          response: errors,
          description:
            'Body: JSON `{ text, visitorId, conversationId?, retryOfMessageId?, clientMessageId? }` (or multipart with a `file`). Answer: NDJSON events as in the test chat, ending with `done`, `error` or, while a person holds the conversation, `handoff`. Sent again with the same `clientMessageId`, the message is stored once.',
        },
      },
      async (request, reply) => {
        const agent = await requirePublicAgent(ctx, request.params.id);
        const { input, attachment } = await readChatRequest(request, publicSendMessageSchema);
        const run = await runTurn(ctx, {
          agent,
          channel: 'public',
          visitorId: input.visitorId,
          input,
          attachment,
          receivedAt: performance.now() - reply.elapsedTime,
          language: { chosen: input.language, acceptLanguage: request.headers['accept-language'] },
        });
        return sendEventStream(reply, run);
      },
    );

    r.put(
      '/:id/messages/:messageId/rating',
      {
        schema: {
          tags: ['public-chat'],
          params: publicAgentParamsSchema.extend(ratingParamsSchema.shape),
          body: publicRateMessageSchema,
          response: { 200: okSchema, ...errors },
        },
      },
      async (request) => {
        const agent = await requirePublicAgent(ctx, request.params.id);
        await rateMessage(ctx.db, {
          accountId: agent.accountId,
          agentId: agent.id,
          messageId: request.params.messageId,
          who: { channel: 'public', userId: null, visitorId: request.body.visitorId },
          rating: request.body.rating,
        });
        return { success: true as const };
      },
    );
  };
}
