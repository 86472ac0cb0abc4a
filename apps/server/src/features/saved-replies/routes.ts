import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, okSchema } from '@app/shared/api/common';
import { savedReplyBodySchema, savedReplyListSchema, savedReplyParamsSchema, savedReplySchema } from '@app/shared/api/saved-replies';
import type { AppContext } from '../../app-context.js';
import { memberCaller } from '../../base/request-caller.js';
import { createSavedReply, deleteSavedReply, listSavedReplies, requireSavedReply, updateSavedReply } from './saved-replies.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** The saved replies of 'Richieste' (issue 47). Mounted at /api/inbox/saved-replies. */
export function savedReplyRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/', { schema: { tags: ['inbox'], response: { 200: savedReplyListSchema, ...errors } } }, async (request) =>
      listSavedReplies(ctx.db, memberCaller(request)),
    );
    r.post(
      '/',
      { schema: { tags: ['inbox'], body: savedReplyBodySchema, response: { 200: savedReplySchema, ...errors } } },
      async (request) => createSavedReply(ctx.db, { caller: memberCaller(request), input: request.body }),
    );
    r.put(
      '/:replyId',
      {
        preParsing: async (request, _reply, payload) => {
          const { replyId } = request.params as { replyId?: unknown };
          if (typeof replyId === 'string' && replyId.length <= 64 && !replyId.includes('\u0000'))
            await requireSavedReply(ctx.db, memberCaller(request), replyId);
          return payload;
        },
        schema: {
          tags: ['inbox'],
          params: savedReplyParamsSchema,
          body: savedReplyBodySchema,
          response: { 200: savedReplySchema, ...errors },
        },
      },
      async (request) => updateSavedReply(ctx.db, { caller: memberCaller(request), replyId: request.params.replyId, input: request.body }),
    );
    r.delete(
      '/:replyId',
      { schema: { tags: ['inbox'], params: savedReplyParamsSchema, response: { 200: okSchema, ...errors } } },
      async (request) => {
        await deleteSavedReply(ctx.db, { caller: memberCaller(request), replyId: request.params.replyId });
        return { success: true as const };
      },
    );
  };
}
