import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RECOVERY_CODES_REGENERATED, SECOND_FACTOR_DISABLED } from '@app/shared/i18n/second-factor';
import { recoveryCodesSchema, secondFactorProofSchema } from '@app/shared/api/second-factor';
import { apiErrorSchema, okSchema } from '@app/shared/api/common';
import type { AppContext } from '../../app-context.js';
import { userCaller } from '../../base/request-caller.js';
import { disableSecondFactor } from './disable-second-factor.js';
import { regenerateRecoveryCodes } from './regenerate-recovery-codes.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

/**
 * The profile's second-factor card (user scope: a session that already presented its factor, if any). Both
 * take a code or the password, so they share the code limit with the sign-in step. Mounted at /api/auth/second-factor.
 */
export function secondFactorSettingsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/disable',
      {
        config: { rateLimit: 'secondFactor' },
        schema: { tags: ['auth'], body: secondFactorProofSchema, response: { 200: okSchema, ...errors } },
      },
      async (request) => {
        await disableSecondFactor(ctx, { caller: userCaller(request), input: request.body });
        return { success: true as const, message: SECOND_FACTOR_DISABLED };
      },
    );

    r.post(
      '/recovery-codes',
      {
        config: { rateLimit: 'secondFactor' },
        schema: { tags: ['auth'], body: secondFactorProofSchema, response: { 200: recoveryCodesSchema, ...errors } },
      },
      async (request) => {
        const recoveryCodes = await regenerateRecoveryCodes(ctx, { caller: userCaller(request), input: request.body });
        return { success: true as const, message: RECOVERY_CODES_REGENERATED, recoveryCodes };
      },
    );
  };
}
