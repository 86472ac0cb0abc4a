import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@app/shared/api/common';
import { pushDeviceParamsSchema, pushStatusSchema, pushSubscribeBodySchema, pushUnsubscribeBodySchema } from '@app/shared/api/push';
import type { AppContext } from '../../app-context.js';
import { memberCaller } from '../../base/request-caller.js';
import { getPushStatus, removePushDevice, subscribePush, unsubscribePush } from './push-subscriptions.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const response = { 200: pushStatusSchema, ...errors };

/** The member's push notifications on their devices (issue 47). Mounted at /api/profile/push. */
export function pushRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/', { schema: { tags: ['profile'], response } }, async (request) => getPushStatus(ctx, memberCaller(request)));
    r.post('/subscriptions', { schema: { tags: ['profile'], body: pushSubscribeBodySchema, response } }, async (request) =>
      subscribePush(ctx, { caller: memberCaller(request), input: request.body }),
    );
    r.post('/unsubscribe', { schema: { tags: ['profile'], body: pushUnsubscribeBodySchema, response } }, async (request) =>
      unsubscribePush(ctx, { caller: memberCaller(request), endpoint: request.body.endpoint }),
    );
    r.delete('/devices/:deviceId', { schema: { tags: ['profile'], params: pushDeviceParamsSchema, response } }, async (request) =>
      removePushDevice(ctx, { caller: memberCaller(request), deviceId: request.params.deviceId }),
    );
  };
}
