import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardSummarySchema } from '@app/shared/api/dashboard';
import { apiErrorSchema } from '@app/shared/api/common';
import type { AppContext } from '../../app-context.js';
import { memberCaller } from '../../http/scopes.js';
import { getDashboardSummary } from './get-dashboard-summary.js';

export function dashboardRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/',
      {
        schema: { tags: ['dashboard'], response: { 200: dashboardSummarySchema, 401: apiErrorSchema, 403: apiErrorSchema } },
      },
      async (request) => {
        const member = memberCaller(request);
        return getDashboardSummary(ctx.db, { userId: member.userId, accountId: member.accountId, role: member.role });
      },
    );
  };
}
