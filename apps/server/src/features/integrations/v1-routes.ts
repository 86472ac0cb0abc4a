import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { agentParamsSchema, apiErrorSchema } from '@app/shared/api/common';
import { MESSAGES } from '@app/shared/i18n/common';
import { chatMessageSchema } from '@app/shared/api/chat';
import { analyticsExportQuerySchema } from '@app/shared/api/conversations';
import {
  conversationDetailSchema,
  conversationListQuerySchema,
  conversationListSchema,
  conversationParamsSchema,
} from '@app/shared/api/conversations';
import {
  DOCUMENT_TYPES_LABEL,
  agentDocumentParamsSchema,
  documentListSchema,
  documentSchema,
  retrievalTestResponseSchema,
  retrievalTestSchema,
} from '@app/shared/api/knowledge';
import { apiAgentListSchema, apiChatSchema } from '@app/shared/api/integrations';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../base/errors.js';
import { tokenCaller } from '../../base/request-caller.js';
import { requireAgent } from '../agents/require-agent.js';
import { listChatAgents } from '../chat/list-chat-agents.js';
import { runTurn } from '../chat/run-turn.js';
import { uploadDocument } from '../knowledge/documents/upload-document.js';
import { listDocuments } from '../knowledge/documents/list-documents.js';
import { findManageableDocument } from '../knowledge/documents/find-document.js';
import { toDocumentDto } from '../knowledge/documents/document-dto.js';
import { searchChunks } from '../knowledge/search/search-chunks.js';
import { embeddingSettings } from '../knowledge/search/embeddings.js';
import { exportConversations } from '../conversations/export-conversations.js';
import { listConversations } from '../conversations/list-conversations.js';
import { getConversation } from '../conversations/get-conversation.js';
import { requireTokenScope } from './require-token-scope.js';
import { collectTurn, sendSse } from './send-sse.js';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  402: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  413: apiErrorSchema,
  429: apiErrorSchema,
};
const security = [{ bearerAuth: [] }];
const tags = ['api-v1'];

/**
 * The public API (issue 14, ADR 0081), `Authorization: Bearer <token>` only: the token's account, its member's agent
 * rights and its scope decide. Every error is `{ message, code }`; each token has its own rate limits. The work is
 * the app's own: the chat turn of features/chat, the documents and search of features/knowledge, the export of
 * features/analytics, the conversation review of features/conversations. Mounted at /api/v1.
 */
export function apiV1Routes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/agents',
      {
        config: { rateLimit: 'apiToken' },
        schema: { tags, security, description: 'The agents the token may use.', response: { 200: apiAgentListSchema, ...errors } },
      },
      async (request) => {
        const caller = tokenCaller(request);
        requireTokenScope(caller, 'agents');
        return { agents: await listChatAgents(ctx.db, { caller }) };
      },
    );

    r.post(
      '/agents/:agentId/chat',
      {
        config: { rateLimit: ['apiToken', 'apiTokenChat'] },
        schema: {
          tags,
          security,
          description:
            'Asks the agent. JSON answer `{ conversationId, message }`, or with `stream: true` (or `Accept: text/event-stream`) ' +
            'Server-Sent Events: `start`, `delta`…, then `done` or `error`. Send `conversationId` to continue a conversation. ' +
            'Each answer counts toward the monthly messages.',
          params: agentParamsSchema,
          body: apiChatSchema,
          response: { 200: z.object({ conversationId: z.string(), message: chatMessageSchema }), 502: apiErrorSchema, ...errors },
        },
      },
      async (request, reply) => {
        const caller = tokenCaller(request);
        requireTokenScope(caller, 'chat');
        const agent = await requireAgent(ctx.db, caller, request.params.agentId, 'see');
        // D3: a deactivated agent answers politely and no model is called (the turn's admit stage).
        const run = await runTurn(ctx, {
          agent,
          channel: 'api',
          input: { text: request.body.message, conversationId: request.body.conversationId },
          attachment: null,
          receivedAt: performance.now() - reply.elapsedTime,
        });
        const wantsStream = request.body.stream ?? (request.headers.accept ?? '').includes('text/event-stream');
        if (wantsStream) return sendSse(reply, run);
        const { conversationId, last } = await collectTurn(run);
        if (last?.type !== 'done')
          throw new AppError(502, 'PROVIDER_ERROR', last?.type === 'error' ? last.message : MESSAGES.answerUnavailable);
        return { conversationId, message: last.message };
      },
    );

    r.get(
      '/agents/:agentId/documents',
      {
        config: { rateLimit: 'apiToken' },
        schema: { tags, security, params: agentParamsSchema, response: { 200: documentListSchema, ...errors } },
      },
      async (request) => {
        const caller = tokenCaller(request);
        requireTokenScope(caller, 'documents:read');
        return listDocuments(ctx.db, { caller, agentId: request.params.agentId });
      },
    );

    r.post(
      '/agents/:agentId/documents',
      {
        config: { rateLimit: 'apiToken' },
        schema: {
          tags,
          security,
          params: agentParamsSchema,
          consumes: ['multipart/form-data'],
          description: `Multipart upload with one \`file\` part (${DOCUMENT_TYPES_LABEL}); poll the document until status is 'processed'.`,
          response: { 201: documentSchema, ...errors },
        },
      },
      async (request, reply) => {
        const caller = tokenCaller(request);
        requireTokenScope(caller, 'documents:write');
        const part = request.isMultipart() ? await request.file() : undefined;
        const document = await uploadDocument(ctx, {
          caller,
          agentId: request.params.agentId,
          context: 'settings',
          file: part ? { fileName: part.filename, mimeType: part.mimetype, stream: part.file } : null,
        });
        return reply.status(201).send(document);
      },
    );

    r.get(
      '/agents/:agentId/documents/:documentId',
      {
        config: { rateLimit: 'apiToken' },
        schema: { tags, security, params: agentDocumentParamsSchema, response: { 200: documentSchema, ...errors } },
      },
      async (request) => {
        const caller = tokenCaller(request);
        requireTokenScope(caller, 'documents:read');
        return toDocumentDto(await findManageableDocument(ctx.db, caller, request.params.agentId, request.params.documentId));
      },
    );

    r.post(
      '/agents/:agentId/search',
      {
        config: { rateLimit: 'apiToken' },
        schema: {
          tags,
          security,
          description: "Searches the agent's knowledge (the retrieval test): the most relevant passages with their file and page.",
          params: agentParamsSchema,
          body: retrievalTestSchema,
          response: { 200: retrievalTestResponseSchema, ...errors },
        },
      },
      async (request) => {
        const caller = tokenCaller(request);
        requireTokenScope(caller, 'search');
        const agent = await requireAgent(ctx.db, caller, request.params.agentId, 'see');
        const results = await searchChunks(
          ctx.db,
          { accountId: caller.accountId, agentId: agent.id, query: request.body.query, topK: request.body.topK },
          { embedding: await embeddingSettings(ctx) },
        );
        return { results };
      },
    );

    // The same list and detail as the 'Conversazioni' page, with the same filters and the same agent rights; the
    // static /conversations/export below wins over /conversations/:conversationId in the router.
    r.get(
      '/conversations',
      {
        config: { rateLimit: 'apiToken' },
        schema: {
          tags,
          security,
          description:
            'Conversations started in the range (`from`, `to`: AAAA-MM-GG, Europe/Rome; default the last 30 days), newest first, ' +
            '25 a page (`cursor`: the previous `nextCursor`), of one agent (`agentId`) or all, filtered by `channel`, ' +
            '`rating` (positive, negative, unrated), `gap` and Italian text (`q`).',
          querystring: conversationListQuerySchema,
          response: { 200: conversationListSchema, ...errors },
        },
      },
      async (request) => {
        const caller = tokenCaller(request);
        requireTokenScope(caller, 'conversations');
        return listConversations(ctx.db, { caller, input: request.query });
      },
    );

    r.get(
      '/conversations/:conversationId',
      {
        config: { rateLimit: 'apiToken' },
        schema: {
          tags,
          security,
          description: 'One conversation: every message, its sources and its rating.',
          params: conversationParamsSchema,
          response: { 200: conversationDetailSchema, ...errors },
        },
      },
      async (request) => {
        const caller = tokenCaller(request);
        requireTokenScope(caller, 'conversations');
        return getConversation(ctx.db, { caller, conversationId: request.params.conversationId });
      },
    );

    r.get(
      '/conversations/export',
      {
        config: { rateLimit: 'apiToken' },
        schema: {
          tags,
          security,
          description:
            'Every message of the conversations started in the range (`from`, `to`: AAAA-MM-GG, Europe/Rome; default the last 30 days), ' +
            'of one agent (`agentId`) or all, filtered like the conversation list (`channel`, `rating`, `gap`, `q`), as CSV or JSON (`format`), streamed.',
          querystring: analyticsExportQuerySchema,
        },
      },
      async (request, reply) => {
        const caller = tokenCaller(request);
        requireTokenScope(caller, 'conversations');
        const { filename, contentType, body } = await exportConversations(ctx.db, { caller, input: request.query });
        return reply
          .header('content-type', contentType)
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'no-store')
          .send(Readable.from(body));
      },
    );
  };
}
