import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  analyticsExportQuerySchema,
  conversationDetailSchema,
  conversationListQuerySchema,
  conversationListSchema,
  conversationParamsSchema,
  retentionSchema,
} from '@app/shared/api/conversations';
import { apiErrorSchema } from '@app/shared/api/common';
import type { AppContext } from '../../app-context.js';
import { memberCaller, ownerCaller } from '../../base/request-caller.js';
import { listConversations } from './list-conversations.js';
import { getConversation } from './get-conversation.js';
import { getConversationRetention, setConversationRetention } from './conversation-retention.js';
import { exportConversations } from './export-conversations.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** The conversation review ('Conversazioni'), under the analytics permissions. Mounted at /api/analytics/conversations. */
export function conversationsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/',
      {
        schema: {
          tags: ['analytics'],
          description:
            'Conversations started in the range, newest first, 25 a page (`cursor`: the previous `nextCursor`), filtered by channel, rating, knowledge gap and Italian text.',
          querystring: conversationListQuerySchema,
          response: { 200: conversationListSchema, ...errors },
        },
      },
      async (request) => listConversations(ctx.db, { caller: memberCaller(request), input: request.query }),
    );
    r.get(
      '/:conversationId',
      {
        schema: {
          tags: ['analytics'],
          description: 'One conversation: every message, its sources and its rating.',
          params: conversationParamsSchema,
          response: { 200: conversationDetailSchema, ...errors },
        },
      },
      async (request) => getConversation(ctx.db, { caller: memberCaller(request), conversationId: request.params.conversationId }),
    );
  };
}

/** How long the account keeps its conversations: the owner's setting. Mounted at /api/analytics/retention. */
export function conversationRetentionRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/', { schema: { tags: ['analytics'], response: { 200: retentionSchema, ...errors } } }, async (request) =>
      getConversationRetention(ctx.db, { caller: ownerCaller(request) }),
    );
    r.put(
      '/',
      {
        schema: {
          tags: ['analytics'],
          description: 'Days a conversation is kept after its last message (null: kept); a daily job deletes older ones.',
          body: retentionSchema,
          response: { 200: retentionSchema, ...errors },
        },
      },
      async (request) => setConversationRetention(ctx.db, { caller: ownerCaller(request), input: request.body }),
    );
  };
}

/** Every message of the conversations in the range, as CSV or JSON, streamed (the review's export). Mounted at /api/analytics. */
export function conversationExportRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/export',
      {
        schema: {
          tags: ['analytics'],
          description:
            'Every message of the conversations started in the range, as CSV (UTF-8 with BOM, semicolons, for Excel) or JSON, streamed.',
          querystring: analyticsExportQuerySchema,
        },
      },
      async (request, reply) => {
        const { filename, contentType, body } = await exportConversations(ctx.db, { caller: memberCaller(request), input: request.query });
        return reply
          .header('content-type', contentType)
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'no-store')
          .send(Readable.from(body));
      },
    );
  };
}
