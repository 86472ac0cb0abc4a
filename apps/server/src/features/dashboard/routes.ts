import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardSummarySchema, onboardingSchema } from '@app/shared/api/dashboard';
import { apiErrorSchema, okSchema } from '@app/shared/api/common';
import type { AppContext } from '../../app-context.js';
import { memberCaller, ownerCaller } from '../../base/request-caller.js';
import { getDashboardSummary } from './get-dashboard-summary.js';
import { getOnboarding } from './get-onboarding.js';
import { dismissOnboarding } from './dismiss-onboarding.js';

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

const ownerErrors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
export const ONBOARDING_DISMISSED = 'Elenco dei primi passi nascosto.';

/** The owner's first-run checklist (owner scope). Mounted at /api/dashboard. */
export function onboardingRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/onboarding', { schema: { tags: ['dashboard'], response: { 200: onboardingSchema, ...ownerErrors } } }, async (request) => {
      const owner = ownerCaller(request);
      return getOnboarding(ctx.db, { accountId: owner.accountId });
    });
    r.post('/onboarding/dismiss', { schema: { tags: ['dashboard'], response: { 200: okSchema, ...ownerErrors } } }, async (request) => {
      const owner = ownerCaller(request);
      await dismissOnboarding(ctx.db, { accountId: owner.accountId });
      return { success: true as const, message: ONBOARDING_DISMISSED };
    });
  };
}
