import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addApiKeySchema,
  agentApiKeyOptionsSchema,
  apiKeyListSchema,
  apiKeyRowSchema,
  API_KEY_ADDED,
  API_KEY_DEFAULT_SET,
  setDefaultApiKeySchema,
} from '@app/shared/api/api-keys';
import { apiErrorSchema } from '@app/shared/api/common';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { listAgentApiKeyOptions } from './list-agent-api-key-options.js';
import { listApiKeys } from './list-api-keys.js';
import { addApiKey } from './add-api-key.js';
import { setDefaultApiKey } from './set-default-api-key.js';

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
        const apiKey = await addApiKey(ctx.db, { secret: ctx.config.AUTH_SECRET, input: request.body });
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
        await setDefaultApiKey(ctx.db, { apiKeyId: request.body.defaultApiKeyId });
        return { success: true as const, message: API_KEY_DEFAULT_SET };
      },
    );
  };
}
