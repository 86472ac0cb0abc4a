import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { confirmedSchema, confirmSecondFactorSchema, enrolmentSchema, verifySecondFactorSchema } from '@app/shared/api/second-factor';
import { SECOND_FACTOR_CONFIRMED, SECOND_FACTOR_VERIFIED } from '@app/shared/i18n/second-factor';
import { apiErrorSchema, okSchema } from '@app/shared/api/common';
import type { AppContext } from '../../app-context.js';
import { signedInCaller } from '../../base/request-caller.js';
import { enrolSecondFactor } from './enrol-second-factor.js';
import { confirmSecondFactor } from './confirm-second-factor.js';
import { verifySecondFactor } from './verify-second-factor.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

/**
 * The second step of sign-in (D14), signed-in scope: after the password, before anything else. Per user, so any
 * role can use it; today operators must (ADR 0052). Mounted at /api/auth/second-factor.
 */
export function secondFactorRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post('/enrol', { schema: { tags: ['auth'], response: { 200: enrolmentSchema, ...errors } } }, async (request) =>
      enrolSecondFactor(ctx, { caller: signedInCaller(request) }),
    );

    r.post(
      '/confirm',
      {
        config: { rateLimit: 'secondFactor' },
        schema: { tags: ['auth'], body: confirmSecondFactorSchema, response: { 200: confirmedSchema, ...errors } },
      },
      async (request) => {
        const recoveryCodes = await confirmSecondFactor(ctx, { caller: signedInCaller(request), code: request.body.code });
        return { success: true as const, message: SECOND_FACTOR_CONFIRMED, recoveryCodes };
      },
    );

    r.post(
      '/verify',
      {
        config: { rateLimit: 'secondFactor' },
        schema: { tags: ['auth'], body: verifySecondFactorSchema, response: { 200: okSchema, ...errors } },
      },
      async (request) => {
        await verifySecondFactor(ctx, { caller: signedInCaller(request), input: request.body });
        return { success: true as const, message: SECOND_FACTOR_VERIFIED };
      },
    );
  };
}
