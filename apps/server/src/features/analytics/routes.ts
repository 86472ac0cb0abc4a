import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { analyticsQuerySchema, analyticsSchema } from '@app/shared/api/analytics';
import { apiErrorSchema } from '@app/shared/api/common';
import type { AppContext } from '../../app-context.js';
import { memberCaller } from '../../base/request-caller.js';
import { getAnalytics } from './get-analytics.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

export function analyticsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/',
      {
        schema: {
          tags: ['analytics'],
          description:
            'Usage, ratings, response times and knowledge gaps of one agent (`agentId`) or of every agent the caller may analyse.',
          querystring: analyticsQuerySchema,
          response: { 200: analyticsSchema, ...errors },
        },
      },
      async (request) => getAnalytics(ctx.db, { caller: memberCaller(request), input: request.query }),
    );
  };
}
