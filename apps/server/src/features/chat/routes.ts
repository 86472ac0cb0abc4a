import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  chatAgentListSchema,
  chatHistorySchema,
  historyQuerySchema,
  rateMessageSchema,
  ratingParamsSchema,
  sendMessageSchema,
} from '@app/shared/api/chat';
import { agentParamsSchema, apiErrorSchema, okSchema } from '@app/shared/api/common';
import type { AppContext } from '../../app-context.js';
import { canManageAgent } from '@app/shared/roles';
import { memberCaller } from '../../base/request-caller.js';
import { requireAgent } from '../agents/require-agent.js';
import { getChatHistory } from './get-chat-history.js';
import { listChatAgents } from './list-chat-agents.js';
import { rateMessage } from './rate-message.js';
import { readChatRequest } from './read-chat-request.js';
import { runTurn } from './run-turn.js';
import { sendEventStream } from './send-event-stream.js';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  402: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  413: apiErrorSchema,
  429: apiErrorSchema,
};

/** The agent picker of /agent/chat (member scope). Mounted at /api/chat. */
export function chatPickerRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get('/agents', { schema: { tags: ['chat'], response: { 200: chatAgentListSchema, ...errors } } }, async (request) => {
        return { agents: await listChatAgents(ctx.db, { caller: memberCaller(request) }) };
      });
  };
}

/**
 * The agent test chat (spec §2 /agent/{id}/chat) for members who may see the agent (D3), member scope.
 * Mounted at /api/agents: /:agentId/chat/…
 */
export function agentChatRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/:agentId/chat/history',
      {
        schema: {
          tags: ['chat'],
          params: agentParamsSchema,
          querystring: historyQuerySchema,
          response: { 200: chatHistorySchema, ...errors },
        },
      },
      async (request) => {
        const m = memberCaller(request);
        const agent = await requireAgent(ctx.db, m, request.params.agentId, 'see');
        const history = await getChatHistory(ctx.db, {
          accountId: m.accountId,
          agent,
          who: { channel: 'test', userId: m.userId, visitorId: null },
          conversationId: request.query.conversationId,
        });
        return { ...history, agent: { ...history.agent, canManage: canManageAgent(m, agent) } };
      },
    );

    // JSON or multipart (with a `file`); answers with an NDJSON stream of ChatEvents (see @app/shared/api/chat).
    r.post(
      '/:agentId/chat/messages',
      {
        schema: {
          tags: ['chat'],
          params: agentParamsSchema,
          consumes: ['application/json', 'multipart/form-data'],
          response: errors,
          description:
            'Body: JSON `{ text, conversationId?, retryOfMessageId? }`, or multipart with those fields and one `file` (PDF/TXT). ' +
            'Answer: `application/x-ndjson`, one event per line: start, delta…, then done or error.',
        },
      },
      async (request, reply) => {
        const m = memberCaller(request);
        const agent = await requireAgent(ctx.db, m, request.params.agentId, 'see');
        const { input, attachment } = await readChatRequest(request, sendMessageSchema);
        const run = await runTurn(ctx, {
          agent,
          channel: 'test',
          userId: m.userId,
          input,
          attachment,
          receivedAt: performance.now() - reply.elapsedTime,
        });
        return sendEventStream(reply, run);
      },
    );

    r.put(
      '/:agentId/chat/messages/:messageId/rating',
      {
        schema: {
          tags: ['chat'],
          params: agentParamsSchema.extend(ratingParamsSchema.shape),
          body: rateMessageSchema,
          response: { 200: okSchema, ...errors },
        },
      },
      async (request) => {
        const m = memberCaller(request);
        const agent = await requireAgent(ctx.db, m, request.params.agentId, 'see');
        await rateMessage(ctx.db, {
          accountId: m.accountId,
          agentId: agent.id,
          messageId: request.params.messageId,
          who: { channel: 'test', userId: m.userId, visitorId: null },
          rating: request.body.rating,
        });
        return { success: true as const };
      },
    );
  };
}
