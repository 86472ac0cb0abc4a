import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  agentIdParamsSchema,
  chatAgentListSchema,
  chatHistorySchema,
  historyQuerySchema,
  rateMessageSchema,
  ratingParamsSchema,
  sendMessageSchema,
} from '@app/shared/api/chat';
import { apiErrorSchema, okSchema } from '@app/shared/api/common';
import type { AppContext } from '../../app-context.js';
import { canManageAgent } from '@app/shared/roles';
import { requireMember } from '../../auth/session.js';
import { loadChatAgent } from './chat-agent.js';
import { getChatHistory } from './get-chat-history.js';
import { listChatAgents } from './list-chat-agents.js';
import { rateMessage } from './rate-message.js';
import { readChatRequest } from './read-chat-request.js';
import { startChatTurn } from './run-chat-turn.js';
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

/** The agent test chat (spec §2 /agent/{id}/chat) for signed-in members who may see the agent (D3). */
export function chatRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/agents', { schema: { tags: ['chat'], response: { 200: chatAgentListSchema, ...errors } } }, async (request) => {
      const m = await requireMember(ctx, request);
      return { agents: await listChatAgents(ctx.db, { accountId: m.accountId, userId: m.userId, role: m.role }) };
    });

    r.get(
      '/agents/:agentId/history',
      {
        schema: {
          tags: ['chat'],
          params: agentIdParamsSchema,
          querystring: historyQuerySchema,
          response: { 200: chatHistorySchema, ...errors },
        },
      },
      async (request) => {
        const m = await requireMember(ctx, request);
        const agent = await loadChatAgent(ctx.db, {
          accountId: m.accountId,
          userId: m.userId,
          role: m.role,
          agentId: request.params.agentId,
        });
        const history = await getChatHistory(ctx.db, {
          accountId: m.accountId,
          agent,
          who: { channel: 'test', userId: m.userId, visitorId: null },
          conversationId: request.query.conversationId,
        });
        return { ...history, agent: { ...history.agent, canManage: canManageAgent({ id: m.userId, role: m.role }, agent) } };
      },
    );

    // JSON or multipart (with a `file`); answers with an NDJSON stream of ChatEvents (see @app/shared/api/chat).
    r.post(
      '/agents/:agentId/messages',
      {
        schema: {
          tags: ['chat'],
          params: agentIdParamsSchema,
          consumes: ['application/json', 'multipart/form-data'],
          response: errors,
          description:
            'Body: JSON `{ text, conversationId?, retryOfMessageId? }`, or multipart with those fields and one `file` (PDF/TXT). ' +
            'Answer: `application/x-ndjson`, one event per line: start, delta…, then done or error.',
        },
      },
      async (request, reply) => {
        const m = await requireMember(ctx, request);
        const agent = await loadChatAgent(ctx.db, {
          accountId: m.accountId,
          userId: m.userId,
          role: m.role,
          agentId: request.params.agentId,
        });
        const { input, attachment } = await readChatRequest(request, sendMessageSchema);
        const run = await startChatTurn(ctx, {
          accountId: m.accountId,
          agent,
          who: { channel: 'test', userId: m.userId, visitorId: null },
          input,
          attachment,
          memoryCommands: true,
        });
        return sendEventStream(reply, run);
      },
    );

    r.put(
      '/messages/:messageId/rating',
      {
        schema: { tags: ['chat'], params: ratingParamsSchema, body: rateMessageSchema, response: { 200: okSchema, ...errors } },
      },
      async (request) => {
        const m = await requireMember(ctx, request);
        await rateMessage(ctx.db, {
          accountId: m.accountId,
          messageId: request.params.messageId,
          who: { channel: 'test', userId: m.userId, visitorId: null },
          rating: request.body.rating,
        });
        return { success: true as const };
      },
    );
  };
}
