import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminMessageSchema,
  adminPlansSchema,
  adminStatsSchema,
  auditPageSchema,
  auditQuerySchema,
  banSchema,
  listSubscriptionsQuerySchema,
  subscriptionDetailSchema,
  subscriptionIdParamsSchema,
  subscriptionPageSchema,
  updatePlanSchema,
  updateRoleSchema,
} from '@app/shared/api/admin';
import { apiErrorSchema } from '@app/shared/api/common';
import type { AppContext } from '../../app-context.js';
import { superAdminCaller } from '../../base/request-caller.js';
import { unsafeGetAdminStats } from './unsafe-get-admin-stats.js';
import { unsafeListSubscriptions } from './unsafe-list-subscriptions.js';
import { unsafeGetSubscriptionDetail } from './unsafe-get-subscription-detail.js';
import { changeUserRole } from './change-user-role.js';
import { changeUserPlan } from './change-user-plan.js';
import { setUserBan } from './set-user-ban.js';
import { unsafeListPlans } from './unsafe-list-plans.js';
import { listAuditLog } from './list-audit-log.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const tags = ['super-admin'];

/** The operator's back office (super admin scope; spec §2, D7, D14). Mounted at /api/super-admin. */
export function adminRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/stats', { schema: { tags, response: { 200: adminStatsSchema, ...errors } } }, async () => unsafeGetAdminStats(ctx.db));

    r.get(
      '/subscriptions',
      { schema: { tags, querystring: listSubscriptionsQuerySchema, response: { 200: subscriptionPageSchema, ...errors } } },
      async (request) => unsafeListSubscriptions(ctx.db, request.query),
    );

    r.get(
      '/subscriptions/:id',
      { schema: { tags, params: subscriptionIdParamsSchema, response: { 200: subscriptionDetailSchema, ...errors } } },
      async (request) => unsafeGetSubscriptionDetail(ctx.db, request.params.id),
    );

    r.patch(
      '/subscriptions/:id/role',
      { schema: { tags, params: subscriptionIdParamsSchema, body: updateRoleSchema, response: { 200: adminMessageSchema, ...errors } } },
      async (request) => {
        const result = await changeUserRole(ctx, { caller: superAdminCaller(request), userId: request.params.id, input: request.body });
        return { success: true as const, ...result };
      },
    );

    r.patch(
      '/subscriptions/:id/plan',
      { schema: { tags, params: subscriptionIdParamsSchema, body: updatePlanSchema, response: { 200: adminMessageSchema, ...errors } } },
      async (request) => {
        const result = await changeUserPlan(ctx, { caller: superAdminCaller(request), userId: request.params.id, input: request.body });
        return { success: true as const, ...result };
      },
    );

    r.post(
      '/subscriptions/:id/ban',
      { schema: { tags, params: subscriptionIdParamsSchema, body: banSchema, response: { 200: adminMessageSchema, ...errors } } },
      async (request) => {
        const result = await setUserBan(ctx, { caller: superAdminCaller(request), userId: request.params.id, input: request.body });
        return { success: true as const, ...result };
      },
    );

    r.get('/plans', { schema: { tags, response: { 200: adminPlansSchema, ...errors } } }, async () => unsafeListPlans(ctx.db, ctx.config));

    r.get(
      '/audit-log',
      { schema: { tags, querystring: auditQuerySchema, response: { 200: auditPageSchema, ...errors } } },
      async (request) => listAuditLog(ctx.db, request.query),
    );
  };
}
