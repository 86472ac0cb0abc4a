import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamSchema, okSchema } from '@app/shared/api/common';
import {
  agentDocumentParamsSchema,
  DOCUMENT_DELETED,
  documentListSchema,
  documentSchema,
  retrievalTestResponseSchema,
  retrievalTestSchema,
  UPLOAD_CONTEXTS,
  uploadContextSchema,
  type UploadContext,
} from '@app/shared/api/knowledge';
import type { AppContext } from '../../app-context.js';
import { requireMember } from '../../auth/session.js';
import { uploadDocument, type UploadedFile } from './upload-document.js';
import { listDocuments } from './list-documents.js';
import { deleteDocument } from './delete-document.js';
import { retryDocument } from './retry-document.js';
import { findManageableAgent } from './manageable-agent.js';
import { searchChunks } from './search-chunks.js';
import { embeddingSettings } from './embeddings.js';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  402: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  413: apiErrorSchema,
};
const uploadQuerySchema = z.object({ context: uploadContextSchema.optional() });

/** Documents and retrieval of an agent, under /api/agents/:id (the agents feature owns the rest of the prefix). */
export function knowledgeRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const caller = async (request: FastifyRequest) => {
      const m = await requireMember(ctx, request);
      return { userId: m.userId, accountId: m.accountId, role: m.role };
    };

    r.get(
      '/:id/documents',
      {
        schema: { tags: ['knowledge'], params: idParamSchema, response: { 200: documentListSchema, ...errors } },
      },
      async (request) => listDocuments(ctx.db, { ...(await caller(request)), agentId: request.params.id }),
    );

    r.post(
      '/:id/documents',
      {
        schema: {
          tags: ['knowledge'],
          params: idParamSchema,
          querystring: uploadQuerySchema,
          consumes: ['multipart/form-data'],
          description:
            'Multipart upload: one `file` part; `context=creation` (field or query) applies the agent-creation rules (PDF, TXT).',
          response: { 201: documentSchema, ...errors },
        },
      },
      async (request, reply) => {
        const who = await caller(request);
        const part = request.isMultipart() ? await request.file() : undefined;
        const field = part?.fields.context as { value?: unknown } | undefined;
        const fromField =
          typeof field?.value === 'string' && (UPLOAD_CONTEXTS as readonly string[]).includes(field.value)
            ? (field.value as UploadContext)
            : undefined;
        const file: UploadedFile | null = part ? { fileName: part.filename, mimeType: part.mimetype, stream: part.file } : null;
        const document = await uploadDocument(ctx, {
          ...who,
          agentId: request.params.id,
          context: fromField ?? request.query.context ?? 'settings',
          file,
        });
        return reply.status(201).send(document);
      },
    );

    r.delete(
      '/:id/documents/:documentId',
      {
        schema: { tags: ['knowledge'], params: agentDocumentParamsSchema, response: { 200: okSchema, ...errors } },
      },
      async (request) => {
        await deleteDocument(ctx, { ...(await caller(request)), agentId: request.params.id, documentId: request.params.documentId });
        return { success: true as const, message: DOCUMENT_DELETED };
      },
    );

    r.post(
      '/:id/documents/:documentId/retry',
      {
        schema: { tags: ['knowledge'], params: agentDocumentParamsSchema, response: { 200: documentSchema, ...errors } },
      },
      async (request) =>
        retryDocument(ctx, { ...(await caller(request)), agentId: request.params.id, documentId: request.params.documentId }),
    );

    r.post(
      '/:id/retrieval-test',
      {
        schema: {
          tags: ['knowledge'],
          params: idParamSchema,
          body: retrievalTestSchema,
          response: { 200: retrievalTestResponseSchema, ...errors },
        },
      },
      async (request) => {
        const who = await caller(request);
        const agent = await findManageableAgent(ctx.db, who, request.params.id);
        const results = await searchChunks(
          ctx.db,
          { accountId: who.accountId, agentId: agent.id, query: request.body.query, topK: request.body.topK },
          { embedding: await embeddingSettings(ctx) },
        );
        return { results };
      },
    );
  };
}
