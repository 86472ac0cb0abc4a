import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addApiKeySchema,
  agentApiKeyOptionsSchema,
  apiKeyListSchema,
  apiKeyRowSchema,
  API_KEY_ADDED,
  API_KEY_DEFAULT_SET,
  API_KEY_DELETED,
  apiKeyTestResultSchema,
  setDefaultApiKeySchema,
} from '@app/shared/api/api-keys';
import { apiErrorSchema, idParamSchema } from '@app/shared/api/common';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { listAgentApiKeyOptions } from './list-agent-api-key-options.js';
import { listApiKeys } from './list-api-keys.js';
import { addApiKey } from './add-api-key.js';
import { setDefaultApiKey } from './set-default-api-key.js';
import { deleteApiKey } from './delete-api-key.js';
import { testApiKey } from './test-api-key.js';
import { superAdminCaller } from '../../base/request-caller.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** Members (member scope): the keys an agent may pick (spec list-agent-api-keys). Mounted at /api/api-keys. */
export function apiKeysRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/for-agents',
      {
        schema: { tags: ['api-keys'], response: { 200: agentApiKeyOptionsSchema, ...errors } },
      },
      async () => {
        return { apiKeys: await listAgentApiKeyOptions(ctx.db) };
      },
    );
  };
}

/** The super admin's key management (spec §7 list-api-keys, add-api-key, set-default-api-key), super admin scope. Mounted at /api/super-admin/api-keys. */
export function superAdminApiKeysRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/', { schema: { tags: ['super-admin'], response: { 200: apiKeyListSchema, ...errors } } }, async () => {
      return listApiKeys(ctx.db);
    });

    r.post(
      '/',
      {
        schema: {
          tags: ['super-admin'],
          body: addApiKeySchema,
          response: { 201: z.object({ success: z.literal(true), message: z.string(), apiKey: apiKeyRowSchema }), ...errors },
        },
      },
      async (request, reply) => {
        const apiKey = await addApiKey(ctx.db, {
          caller: superAdminCaller(request),
          secret: ctx.config.AUTH_SECRET,
          allowPrivateBaseUrl: ctx.config.LLM_ALLOW_PRIVATE_BASE_URL,
          input: request.body,
        });
        return reply.status(201).send({ success: true as const, message: API_KEY_ADDED, apiKey });
      },
    );

    r.post(
      '/default',
      {
        schema: {
          tags: ['super-admin'],
          body: setDefaultApiKeySchema,
          response: { 200: z.object({ success: z.literal(true), message: z.string() }), ...errors },
        },
      },
      async (request) => {
        await setDefaultApiKey(ctx.db, { caller: superAdminCaller(request), apiKeyId: request.body.defaultApiKeyId });
        return { success: true as const, message: API_KEY_DEFAULT_SET };
      },
    );

    r.delete(
      '/:id',
      {
        schema: {
          tags: ['super-admin'],
          params: idParamSchema,
          response: { 200: z.object({ success: z.literal(true), message: z.string() }), ...errors },
        },
      },
      async (request) => {
        await deleteApiKey(ctx.db, { caller: superAdminCaller(request), apiKeyId: request.params.id });
        return { success: true as const, message: API_KEY_DELETED };
      },
    );

    r.post(
      '/:id/test',
      { schema: { tags: ['super-admin'], params: idParamSchema, response: { 200: apiKeyTestResultSchema, ...errors } } },
      async (request) => testApiKey(ctx, { caller: superAdminCaller(request), apiKeyId: request.params.id }),
    );
  };
}
