import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { agentParamsSchema, apiErrorSchema } from '@app/shared/api/common';
import { updateWidgetSettingsSchema, widgetSecretSchema, widgetSettingsSchema } from '@app/shared/api/integrations';
import { WIDGET_MESSAGES } from '@app/shared/i18n/integrations';
import type { AppContext } from '../../app-context.js';
import { memberCaller } from '../../base/request-caller.js';
import { getWidgetSettings, rotateIdentitySecret, updateWidgetSettings } from './widget-settings.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** An agent's widget settings on /integrations (member scope; whoever may manage the agent). Mounted at /api/agents. */
export function widgetSettingsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/:agentId/widget',
      { schema: { tags: ['integrations'], params: agentParamsSchema, response: { 200: widgetSettingsSchema, ...errors } } },
      async (request) => getWidgetSettings(ctx.db, { caller: memberCaller(request), agentId: request.params.agentId }),
    );
    r.put(
      '/:agentId/widget',
      {
        config: { agentAction: 'manage' },
        schema: {
          tags: ['integrations'],
          params: agentParamsSchema,
          body: updateWidgetSettingsSchema,
          response: { 200: widgetSettingsSchema, ...errors },
        },
      },
      async (request) =>
        updateWidgetSettings(ctx.db, { caller: memberCaller(request), agentId: request.params.agentId, input: request.body }),
    );
    r.post(
      '/:agentId/widget/identity-secret',
      { schema: { tags: ['integrations'], params: agentParamsSchema, response: { 200: widgetSecretSchema, ...errors } } },
      async (request) => ({
        secret: await rotateIdentitySecret(ctx.db, ctx.config.AUTH_SECRET, {
          caller: memberCaller(request),
          agentId: request.params.agentId,
        }),
        message: WIDGET_MESSAGES.secretCreated,
      }),
    );
  };
}
