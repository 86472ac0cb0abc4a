import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@app/shared/api/common';
import { DATA_EXPORT_MESSAGES } from '@app/shared/i18n/data-export';
import {
  dataExportDownloadQuerySchema,
  dataExportParamsSchema,
  dataExportSchema,
  dataExportStateSchema,
} from '@app/shared/api/data-export';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { ownerCaller } from '../../base/request-caller.js';
import { dataExportById, latestDataExport, openDataExport, requestDataExport } from './data-export.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** 'Esporta i dati' for the account's owner (issue 33), at /api/account in the owner scope. */
export function dataExportRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/export',
      {
        schema: {
          tags: ['account'],
          response: { 202: z.object({ message: z.string(), export: dataExportSchema }), ...errors },
        },
      },
      async (request, reply) => {
        const started = await requestDataExport(ctx, ownerCaller(request));
        return reply.status(202).send({ message: DATA_EXPORT_MESSAGES.requested, export: started });
      },
    );
    r.get('/export', { schema: { tags: ['account'], response: { 200: dataExportStateSchema, ...errors } } }, async (request) => ({
      latest: await latestDataExport(ctx, ownerCaller(request)),
    }));
    // The e-mail's page asks whether its export is still there before it starts the download.
    r.get(
      '/export/:id',
      { schema: { tags: ['account'], params: dataExportParamsSchema, response: { 200: dataExportSchema, ...errors } } },
      async (request) => dataExportById(ctx, ownerCaller(request), request.params.id),
    );
    // The ZIP, to the owner signed in and holding the signed link (ADR 0223): the link alone is not enough.
    r.get(
      '/export/:id/download',
      {
        schema: {
          tags: ['account'],
          params: dataExportParamsSchema,
          querystring: dataExportDownloadQuerySchema,
          response: errors,
        },
      },
      async (request, reply) => {
        const file = await openDataExport(ctx, ownerCaller(request), request.params.id, request.query.token);
        void reply
          .header('content-type', 'application/zip')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'private, no-store');
        if (file.size) void reply.header('content-length', String(file.size));
        // A file, not JSON: sent past the typed reply (its schemas describe the refusals only).
        return (reply as FastifyReply).send(file.stream);
      },
    );
  };
}
