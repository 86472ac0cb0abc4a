import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactSchema } from '@app/shared/api/auth';
import { CONTACT_SENT } from '@app/shared/i18n/common';
import { apiErrorSchema, okSchema } from '@app/shared/api/common';
import type { AppContext } from '../../app-context.js';
import { optionalCaller } from '../../base/request-caller.js';
import { sendContactMessage } from './send-contact-message.js';

export function contactRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/',
      {
        config: { rateLimit: 'contact' },
        schema: { tags: ['contact'], body: contactSchema, response: { 200: okSchema, 400: apiErrorSchema, 429: apiErrorSchema } },
      },
      async (request) => {
        await sendContactMessage(ctx, { userId: optionalCaller(request)?.userId ?? null, input: request.body });
        return { success: true as const, message: CONTACT_SENT };
      },
    );
  };
}
