import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@app/shared/api/common';
import { PRIVACY_MESSAGES } from '@app/shared/i18n/privacy';
import { visitorConversationsSchema, visitorErasedSchema, visitorQuerySchema } from '@app/shared/api/privacy';
import type { AppContext } from '../../app-context.js';
import { ownerCaller } from '../../base/request-caller.js';
import { eraseVisitorData, findVisitorConversations } from './visitor-data.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** The owner's GDPR requests about one visitor (issue 33), at /api/privacy in the owner scope. */
export function privacyRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/visitor-search',
      { schema: { tags: ['privacy'], body: visitorQuerySchema, response: { 200: visitorConversationsSchema, ...errors } } },
      async (request) => findVisitorConversations(ctx, { caller: ownerCaller(request), who: request.body }),
    );
    r.post(
      '/visitor-erasure',
      { schema: { tags: ['privacy'], body: visitorQuerySchema, response: { 200: visitorErasedSchema, ...errors } } },
      async (request) => {
        const erased = await eraseVisitorData(ctx, { caller: ownerCaller(request), who: request.body });
        return {
          success: true as const,
          message: PRIVACY_MESSAGES.erased(erased.conversations, erased.leads),
          deleted: erased.conversations,
          leads: erased.leads,
        };
      },
    );
  };
}
