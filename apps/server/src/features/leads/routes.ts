import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, okSchema } from '@app/shared/api/common';
import {
  createLeadWebhookSchema,
  leadFiltersSchema,
  leadListQuerySchema,
  leadListSchema,
  leadWebhookLogSchema,
  leadWebhookSchema,
  leadWebhookStateSchema,
  leadWebhookTestSchema,
  leadWebhookWithSecretSchema,
  updateLeadWebhookSchema,
} from '@app/shared/api/leads';
import { LEAD_MESSAGES } from '@app/shared/i18n/leads';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { memberCaller, ownerCaller } from '../../base/request-caller.js';
import { exportLeads } from './export-leads.js';
import { listLeads } from './list-leads.js';
import {
  createLeadWebhook,
  deleteLeadWebhook,
  getLeadWebhook,
  listLeadWebhookAttempts,
  rotateLeadWebhookSecret,
  sendLeadWebhookTest,
  updateLeadWebhook,
} from './lead-webhook-settings.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** 'Contatti' (issue 30, ADR 0158), at /api/leads in the member scope: the list and its CSV. */
export function leadsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/',
      {
        schema: {
          tags: ['leads'],
          description: 'The contacts visitors left with the agents the caller may see, newest first, a page at a time.',
          querystring: leadListQuerySchema,
          response: { 200: leadListSchema, ...errors },
        },
      },
      async (request) => listLeads(ctx.db, { caller: memberCaller(request), input: request.query }),
    );
    r.get(
      '/export',
      {
        schema: {
          tags: ['leads'],
          description: 'The listed contacts as CSV (UTF-8 with BOM, semicolons, for Excel), streamed.',
          querystring: leadFiltersSchema,
        },
      },
      async (request, reply) => {
        const { filename, body } = await exportLeads(
          ctx.db,
          { caller: memberCaller(request), input: request.query },
          { appUrl: ctx.config.APP_URL },
        );
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'no-store')
          .send(Readable.from(body));
      },
    );
  };
}

/** The account's webhook for new leads (ADR 0157), at /api/leads/webhook in the owner scope. */
export function leadWebhookRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const withSecret = { 200: leadWebhookWithSecretSchema, ...errors, 409: apiErrorSchema };
    r.get('/', { schema: { tags: ['leads'], response: { 200: leadWebhookStateSchema, ...errors } } }, async (request) =>
      getLeadWebhook(ctx, ownerCaller(request)),
    );
    r.post(
      '/',
      {
        schema: {
          tags: ['leads'],
          description: 'Creates the webhook; the answer carries the signing secret, shown this once.',
          body: createLeadWebhookSchema,
          response: withSecret,
        },
      },
      async (request) => createLeadWebhook(ctx, ownerCaller(request), request.body),
    );
    r.patch(
      '/',
      {
        schema: {
          tags: ['leads'],
          body: updateLeadWebhookSchema,
          response: { 200: z.object({ webhook: leadWebhookSchema, message: z.string() }), ...errors },
        },
      },
      async (request) => updateLeadWebhook(ctx, ownerCaller(request), request.body),
    );
    r.delete('/', { schema: { tags: ['leads'], response: { 200: okSchema, ...errors } } }, async (request) => {
      await deleteLeadWebhook(ctx, ownerCaller(request));
      return { success: true as const, message: LEAD_MESSAGES.webhookDeleted };
    });
    r.post(
      '/rotate',
      {
        schema: {
          tags: ['leads'],
          description: 'A new signing secret, shown this once; the previous one stops at once.',
          response: withSecret,
        },
      },
      async (request) => rotateLeadWebhookSecret(ctx, ownerCaller(request)),
    );
    r.post(
      '/test',
      {
        config: { rateLimit: 'leadWebhookTest' },
        schema: {
          tags: ['leads'],
          description: "Sends a signed 'webhook.test' event once and says how it went.",
          response: { 200: leadWebhookTestSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request) => {
        const { deliveryId, outcome } = await sendLeadWebhookTest(ctx, ownerCaller(request));
        const delivered = outcome.status === 'delivered';
        return {
          deliveryId,
          delivered,
          statusCode: outcome.statusCode,
          error: outcome.error,
          message: delivered
            ? LEAD_MESSAGES.webhookTestDelivered(outcome.statusCode ?? 200)
            : LEAD_MESSAGES.webhookTestFailed(outcome.error ?? 'errore'),
        };
      },
    );
    r.get(
      '/attempts',
      {
        schema: {
          tags: ['leads'],
          description: 'The delivery log: the latest 50 tries.',
          response: { 200: leadWebhookLogSchema, ...errors },
        },
      },
      async (request) => listLeadWebhookAttempts(ctx, ownerCaller(request)),
    );
  };
}
