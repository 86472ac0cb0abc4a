import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactSchema } from '@app/shared/api/auth';
import { CONTACT_SENT } from '@app/shared/messages';
import { apiErrorSchema, okSchema } from '@app/shared/api/common';
import type { AppContext } from '../../app-context.js';
import { authRateLimit } from '../../http/rate-limits.js';
import { loadSession } from '../../auth/session.js';
import { sendContactMessage } from './send-contact-message.js';

export function contactRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/',
      {
        config: { rateLimit: authRateLimit(ctx, 'contact') },
        schema: { tags: ['contact'], body: contactSchema, response: { 200: okSchema, 400: apiErrorSchema, 429: apiErrorSchema } },
      },
      async (request) => {
        const session = await loadSession(ctx, request);
        await sendContactMessage(ctx, { userId: session?.userId ?? null, input: request.body });
        return { success: true as const, message: CONTACT_SENT };
      },
    );
  };
}
