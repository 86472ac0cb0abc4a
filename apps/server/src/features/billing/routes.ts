import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  billingOverviewSchema,
  billingProfileResponseSchema,
  billingProfileSchema,
  superAdminInvoiceListSchema,
  superAdminInvoiceQuerySchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  invoiceListSchema,
  portalResponseSchema,
  webhookAnswerSchema,
  simulatedCheckoutDoneSchema,
  simulatedCheckoutSchema,
  simulatedActionDoneSchema,
  simulatedSubscriptionActionSchema,
  billingNoticeSchema,
  companyDataSchema,
} from '@app/shared/api/billing';
import { apiErrorSchema, idParamSchema } from '@app/shared/api/common';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { memberCaller, ownerCaller, superAdminCaller } from '../../base/request-caller.js';
import { createCheckout } from './create-checkout.js';
import { getBillingOverview } from './get-billing-overview.js';
import { listInvoices } from './list-invoices.js';
import { completeSimulatedCheckout, describeSimulatedCheckout } from './complete-simulated-checkout.js';
import { manageSimulatedSubscription } from './manage-simulated-subscription.js';
import { getBillingNotice } from './get-billing-notice.js';
import { getBillingProfile, saveBillingProfile } from './billing-profile.js';
import { findAccountInvoice, invoicePdf, unsafeFindInvoice } from './get-invoice-pdf.js';
import { unsafeListAllInvoices } from './list-all-invoices.js';
import { receiveStripeWebhook } from './receive-stripe-webhook.js';
import { createPortalSession } from './create-portal-session.js';
import { fatturaPaFileName, renderFatturaPa } from './fatturapa-xml.js';
import { companyDataView, sellerFor } from './seller.js';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  502: apiErrorSchema,
  503: apiErrorSchema,
};

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

    r.post('/portal', { schema: { tags: ['billing'], response: { 200: portalResponseSchema, ...errors } } }, async (request) =>
      createPortalSession(ctx, { caller: ownerCaller(request) }),
    );

    r.get('/profile', { schema: { tags: ['billing'], response: { 200: billingProfileResponseSchema, ...errors } } }, async (request) =>
      getBillingProfile(ctx.db, { accountId: ownerCaller(request).accountId }),
    );

    r.put(
      '/profile',
      { schema: { tags: ['billing'], body: billingProfileSchema, response: { 200: billingProfileResponseSchema, ...errors } } },
      async (request) => saveBillingProfile(ctx, { accountId: ownerCaller(request).accountId, input: request.body }),
    );

    r.get('/invoices/:id/pdf', { schema: { tags: ['billing'], params: idParamSchema } }, async (request, reply) => {
      const row = await findAccountInvoice(ctx.db, { accountId: ownerCaller(request).accountId, invoiceId: request.params.id });
      return sendFile(reply, await invoicePdf(ctx, row), 'application/pdf');
    });

    r.get(
      '/simulated-checkout/:id',
      { schema: { tags: ['billing'], params: idParamSchema, response: { 200: simulatedCheckoutSchema, ...errors } } },
      async (request) => describeSimulatedCheckout(ctx, { caller: ownerCaller(request), sessionId: request.params.id }),
    );

    r.post(
      '/simulated-checkout/:id/complete',
      { schema: { tags: ['billing'], params: idParamSchema, response: { 200: simulatedCheckoutDoneSchema, ...errors } } },
      async (request) => completeSimulatedCheckout(ctx, { caller: ownerCaller(request), sessionId: request.params.id }),
    );

    r.post(
      '/simulated/subscription',
      {
        schema: {
          tags: ['billing'],
          description: 'The simulated provider (no Stripe): cancel, resume, change card, renew now or refuse the renewal (ADR 0043).',
          body: simulatedSubscriptionActionSchema,
          response: { 200: simulatedActionDoneSchema, ...errors },
        },
      },
      async (request) => manageSimulatedSubscription(ctx, { caller: ownerCaller(request), input: request.body }),
    );

    r.get('/notice', { schema: { tags: ['billing'], response: { 200: billingNoticeSchema, ...errors } } }, async (request) =>
      getBillingNotice(ctx.db, { accountId: ownerCaller(request).accountId }),
    );
  };
}

/** Stripe's webhook (public scope: Stripe signs, it has no session). Mounted at /api/billing. */
export function stripeWebhookRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    // The signature covers the exact bytes Stripe sent: this scope keeps JSON bodies raw.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    app
      .withTypeProvider<ZodTypeProvider>()
      .post('/stripe/webhook', { schema: { tags: ['billing'], response: { 200: webhookAnswerSchema, ...errors } } }, async (request) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
        const signature = request.headers['stripe-signature'];
        const outcome = await receiveStripeWebhook(ctx, { rawBody, signature: Array.isArray(signature) ? signature[0] : signature });
        return { received: true as const, outcome };
      });
  };
}

/** A generated document, downloaded under its invoice's name; never cached by shared caches. */
export function sendFile(reply: FastifyReply, file: { fileName: string; bytes: Uint8Array | string }, type: string) {
  return reply
    .header('content-type', type)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(typeof file.bytes === 'string' ? file.bytes : Buffer.from(file.bytes));
}

/** The operator's invoices (super admin scope), for the back office and the SDI channel. Mounted at /api/super-admin/billing. */
export function superAdminBillingRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/invoices',
      {
        schema: {
          tags: ['billing'],
          description: 'The numbered invoices of the platform, newest first (500 at most); `accountId`: one account only.',
          querystring: superAdminInvoiceQuerySchema,
          response: { 200: superAdminInvoiceListSchema, ...errors },
        },
      },
      async (request) => {
        superAdminCaller(request);
        return unsafeListAllInvoices(ctx.db, request.query);
      },
    );

    r.get(
      '/company',
      {
        schema: {
          tags: ['billing'],
          description: "The operator's company data the invoices print, and the variables missing (issue 44).",
          response: { 200: companyDataSchema, ...errors },
        },
      },
      async (request) => {
        superAdminCaller(request);
        return companyDataView(ctx.config);
      },
    );

    r.get('/invoices/:id/fatturapa', { schema: { tags: ['billing'], params: idParamSchema } }, async (request, reply) => {
      superAdminCaller(request);
      const row = await unsafeFindInvoice(ctx.db, request.params.id);
      const seller = sellerFor(ctx);
      return sendFile(
        reply,
        { fileName: fatturaPaFileName(row, seller), bytes: renderFatturaPa(row, seller) },
        'application/xml; charset=utf-8',
      );
    });

    r.get('/invoices/:id/pdf', { schema: { tags: ['billing'], params: idParamSchema } }, async (request, reply) => {
      superAdminCaller(request);
      return sendFile(reply, await invoicePdf(ctx, await unsafeFindInvoice(ctx.db, request.params.id)), 'application/pdf');
    });
  };
}
