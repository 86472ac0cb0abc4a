import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  billingOverviewSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  invoiceListSchema,
  simulatedCheckoutDoneSchema,
  simulatedCheckoutSchema,
} from '@app/shared/api/billing';
import { apiErrorSchema, idParamSchema } from '@app/shared/api/common';
import type { AppContext } from '../../app-context.js';
import { memberCaller, ownerCaller } from '../../http/scopes.js';
import { createCheckout } from './create-checkout.js';
import { getBillingOverview } from './get-billing-overview.js';
import { listInvoices } from './list-invoices.js';
import { completeSimulatedCheckout, readOpenSimulatedSession } from './complete-simulated-checkout.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** Buying a plan (member scope, so a member who may not buy reads why). Mounted at /api/billing. */
export function checkoutRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/checkout',
        { schema: { tags: ['billing'], body: checkoutRequestSchema, response: { 200: checkoutResponseSchema, ...errors } } },
        async (request) => createCheckout(ctx, { caller: memberCaller(request), input: request.body }),
      );
  };
}

/** 'Account e Fatturazione' (owner scope, spec §2). Mounted at /api/billing. */
export function billingRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/', { schema: { tags: ['billing'], response: { 200: billingOverviewSchema, ...errors } } }, async (request) =>
      getBillingOverview(ctx, { accountId: ownerCaller(request).accountId }),
    );

    r.get('/invoices', { schema: { tags: ['billing'], response: { 200: invoiceListSchema, ...errors } } }, async (request) =>
      listInvoices(ctx.db, { accountId: ownerCaller(request).accountId }),
    );

    r.get(
      '/simulated-checkout/:id',
      { schema: { tags: ['billing'], params: idParamSchema, response: { 200: simulatedCheckoutSchema, ...errors } } },
      async (request) => {
        const { plan } = await readOpenSimulatedSession(ctx, ownerCaller(request), request.params.id);
        return { id: request.params.id, plan: plan.id, netAmount: plan.priceEuroMonthly };
      },
    );

    r.post(
      '/simulated-checkout/:id/complete',
      { schema: { tags: ['billing'], params: idParamSchema, response: { 200: simulatedCheckoutDoneSchema, ...errors } } },
      async (request) => completeSimulatedCheckout(ctx, { caller: ownerCaller(request), sessionId: request.params.id }),
    );
  };
}
