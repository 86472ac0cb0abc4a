import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { agentParamsSchema, apiErrorSchema, okSchema } from '@app/shared/api/common';
import {
  DOCUMENT_TYPES_LABEL,
  agentDocumentParamsSchema,
  documentListSchema,
  documentSchema,
  documentTextSchema,
  agentPassageParamsSchema,
  documentPageParamsSchema,
  passageSchema,
  retrievalTestResponseSchema,
  retrievalTestSchema,
  UPLOAD_CONTEXTS,
  uploadContextSchema,
  type UploadContext,
} from '@app/shared/api/knowledge';
import { DOCUMENT_DELETED } from '@app/shared/i18n/knowledge';
import type { AppContext } from '../../app-context.js';
import { memberCaller } from '../../base/request-caller.js';
import { uploadDocument, type UploadedFile } from './documents/upload-document.js';
import { listDocuments } from './documents/list-documents.js';
import { deleteDocument } from './documents/delete-document.js';
import { retryDocument } from './documents/retry-document.js';
import { getDocumentText } from './documents/get-document-text.js';
import { getPassage } from './documents/get-passage.js';
import { renderDocumentPage } from './documents/render-document-page.js';
import { requireAgent } from '../agents/require-agent.js';
import { searchChunks } from './search/search-chunks.js';
import { embeddingSettings } from './search/embeddings.js';

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

/** Documents and retrieval of an agent (member scope), under /api/agents/:agentId (the agents feature owns the rest of the prefix). */
export function knowledgeRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/:agentId/documents',
      {
        schema: { tags: ['knowledge'], params: agentParamsSchema, response: { 200: documentListSchema, ...errors } },
      },
      async (request) => listDocuments(ctx.db, { caller: memberCaller(request), agentId: request.params.agentId }),
    );

    r.post(
      '/:agentId/documents',
      {
        schema: {
          tags: ['knowledge'],
          params: agentParamsSchema,
          querystring: uploadQuerySchema,
          consumes: ['multipart/form-data'],
          description: `Multipart upload: one \`file\` part (${DOCUMENT_TYPES_LABEL}); \`context\` (settings or creation) is kept for older clients: both accept the same list.`,
          response: { 201: documentSchema, ...errors },
        },
      },
      async (request, reply) => {
        const part = request.isMultipart() ? await request.file() : undefined;
        const field = part?.fields.context as { value?: unknown } | undefined;
        const fromField =
          typeof field?.value === 'string' && (UPLOAD_CONTEXTS as readonly string[]).includes(field.value)
            ? (field.value as UploadContext)
            : undefined;
        const declared = Number(request.headers['content-length']);
        const file: UploadedFile | null = part
          ? {
              fileName: part.filename,
              mimeType: part.mimetype,
              stream: part.file,
              declaredBytes: Number.isFinite(declared) ? declared : undefined,
            }
          : null;
        const document = await uploadDocument(ctx, {
          caller: memberCaller(request),
          agentId: request.params.agentId,
          context: fromField ?? request.query.context ?? 'settings',
          file,
        });
        return reply.status(201).send(document);
      },
    );

    r.delete(
      '/:agentId/documents/:documentId',
      {
        schema: { tags: ['knowledge'], params: agentDocumentParamsSchema, response: { 200: okSchema, ...errors } },
      },
      async (request) => {
        await deleteDocument(ctx, {
          caller: memberCaller(request),
          agentId: request.params.agentId,
          documentId: request.params.documentId,
        });
        return { success: true as const, message: DOCUMENT_DELETED };
      },
    );

    r.post(
      '/:agentId/documents/:documentId/retry',
      {
        schema: { tags: ['knowledge'], params: agentDocumentParamsSchema, response: { 200: documentSchema, ...errors } },
      },
      async (request) =>
        retryDocument(ctx, { caller: memberCaller(request), agentId: request.params.agentId, documentId: request.params.documentId }),
    );

    r.get(
      '/:agentId/documents/:documentId/text',
      {
        schema: {
          tags: ['knowledge'],
          params: agentDocumentParamsSchema,
          description: "The document's extracted text (OCR and transcripts included) and its indexed passages.",
          response: { 200: documentTextSchema, ...errors },
        },
      },
      async (request) =>
        getDocumentText(ctx.db, { caller: memberCaller(request), agentId: request.params.agentId, documentId: request.params.documentId }),
    );

    r.get(
      '/:agentId/passages/:chunkId',
      {
        schema: {
          tags: ['knowledge'],
          params: agentPassageParamsSchema,
          description: 'A cited passage in its context (the source viewer of the test chat), with its PDF page when it has one.',
          response: { 200: passageSchema, ...errors },
        },
      },
      async (request) =>
        getPassage(ctx.db, { caller: memberCaller(request), agentId: request.params.agentId, chunkId: request.params.chunkId }),
    );

    r.get(
      '/:agentId/documents/:documentId/pages/:page',
      {
        schema: {
          tags: ['knowledge'],
          params: documentPageParamsSchema,
          description: 'One page of a PDF as a PNG image (the source viewer).',
        },
      },
      async (request, reply) => {
        const png = await renderDocumentPage(ctx, { caller: memberCaller(request), ...request.params });
        return reply
          .header('content-type', 'image/png')
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', 'inline')
          .header('cache-control', 'private, max-age=3600')
          .send(png);
      },
    );

    r.post(
      '/:agentId/retrieval-test',
      {
        schema: {
          tags: ['knowledge'],
          params: agentParamsSchema,
          body: retrievalTestSchema,
          response: { 200: retrievalTestResponseSchema, ...errors },
        },
      },
      async (request) => {
        const caller = memberCaller(request);
        const agent = await requireAgent(ctx.db, caller, request.params.agentId, 'manage');
        const results = await searchChunks(
          ctx.db,
          { accountId: caller.accountId, agentId: agent.id, query: request.body.query, topK: request.body.topK },
          { embedding: await embeddingSettings(ctx) },
        );
        return { results };
      },
    );
  };
}
