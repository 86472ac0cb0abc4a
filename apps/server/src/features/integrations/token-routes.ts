import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idSchema, okSchema } from '@app/shared/api/common';
import { apiTokenListSchema, createApiTokenSchema, createdApiTokenSchema } from '@app/shared/api/integrations';
import { INTEGRATIONS_MESSAGES } from '@app/shared/i18n/integrations';
import type { AppContext } from '../../app-context.js';
import { memberCaller } from '../../base/request-caller.js';
import { createApiToken } from './create-api-token.js';
import { listApiTokens } from './list-api-tokens.js';
import { revokeApiToken } from './revoke-api-token.js';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  402: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** The account's API tokens on /integrations (member scope; owner and admins, ADR 0080). Mounted at /api/integrations. */
export function apiTokenRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/tokens', { schema: { tags: ['integrations'], response: { 200: apiTokenListSchema, ...errors } } }, async (request) =>
      listApiTokens(ctx.db, { caller: memberCaller(request) }),
    );
    r.post(
      '/tokens',
      { schema: { tags: ['integrations'], body: createApiTokenSchema, response: { 201: createdApiTokenSchema, ...errors } } },
      async (request, reply) =>
        reply.status(201).send(await createApiToken(ctx.db, { caller: memberCaller(request), input: request.body })),
    );
    r.delete(
      '/tokens/:tokenId',
      { schema: { tags: ['integrations'], params: z.object({ tokenId: idSchema }), response: { 200: okSchema, ...errors } } },
      async (request) => {
        await revokeApiToken(ctx.db, { caller: memberCaller(request), tokenId: request.params.tokenId });
        return { success: true as const, message: INTEGRATIONS_MESSAGES.tokenRevoked };
      },
    );
  };
}
