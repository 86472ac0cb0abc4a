import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { agentParamsSchema, apiErrorSchema } from '@app/shared/api/common';
import { CHANNEL_MESSAGES } from '@app/shared/i18n/channels';
import {
  channelChangedSchema,
  channelKindParamsSchema,
  channelWebhookParamsSchema,
  connectTelegramSchema,
  connectWhatsappSchema,
  agentChannelsSchema,
  whatsappHandshakeQuerySchema,
} from '@app/shared/api/channels';
import type { AppContext } from '../../app-context.js';
import { memberCaller } from '../../base/request-caller.js';
import { connectTelegram, connectWhatsapp, disconnectChannel, getAgentChannels } from './connections.js';
import { receiveTelegram, receiveWhatsapp, whatsappHandshake } from './receive-delivery.js';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  402: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  502: apiErrorSchema,
};
const received = z.object({ received: z.number().int() });
const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** An agent's channels in 'Integrazioni' (member scope; whoever may manage the agent). Mounted at /api/agents. */
export function channelSettingsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const manage = { agentAction: 'manage' as const };
    r.get(
      '/:agentId/channels',
      { config: manage, schema: { tags: ['channels'], params: agentParamsSchema, response: { 200: agentChannelsSchema, ...errors } } },
      async (request) => getAgentChannels(ctx, { caller: memberCaller(request), agentId: request.params.agentId }),
    );
    r.put(
      '/:agentId/channels/whatsapp',
      {
        config: manage,
        schema: {
          tags: ['channels'],
          description: 'Saves the WhatsApp Cloud API credentials; answers the webhook address and the verify token to paste into Meta.',
          params: agentParamsSchema,
          body: connectWhatsappSchema,
          response: { 200: channelChangedSchema, ...errors },
        },
      },
      async (request) => ({
        ...(await connectWhatsapp(ctx, { caller: memberCaller(request), agentId: request.params.agentId, input: request.body })),
        message: CHANNEL_MESSAGES.whatsappSaved,
      }),
    );
    r.put(
      '/:agentId/channels/telegram',
      {
        config: manage,
        schema: {
          tags: ['channels'],
          description: "Checks the bot token (getMe) and points the bot's webhook here (setWebhook with a secret token).",
          params: agentParamsSchema,
          body: connectTelegramSchema,
          response: { 200: channelChangedSchema, ...errors },
        },
      },
      async (request) => ({
        ...(await connectTelegram(ctx, { caller: memberCaller(request), agentId: request.params.agentId, input: request.body })),
        message: CHANNEL_MESSAGES.telegramConnected,
      }),
    );
    r.delete(
      '/:agentId/channels/:kind',
      {
        config: manage,
        schema: { tags: ['channels'], params: channelKindParamsSchema, response: { 200: channelChangedSchema, ...errors } },
      },
      async (request) => ({
        ...(await disconnectChannel(ctx, { caller: memberCaller(request), agentId: request.params.agentId, kind: request.params.kind })),
        message: CHANNEL_MESSAGES.disconnected,
      }),
    );
  };
}

/**
 * The webhooks Meta and Telegram call (public scope: they sign, they have no session). Mounted at /api/channels.
 * Each delivery is recorded and answered 200 at once; the answer is a job (answer-delivery.ts).
 */
export function channelWebhookRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await app.register(async (whatsapp) => {
      // X-Hub-Signature-256 covers the exact bytes Meta sent: this scope keeps JSON bodies raw.
      whatsapp.removeContentTypeParser('application/json');
      whatsapp.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      const r = whatsapp.withTypeProvider<ZodTypeProvider>();
      r.get(
        '/whatsapp/:connectionId/webhook',
        {
          schema: {
            tags: ['channels'],
            description: "Meta's verification handshake: answers hub.challenge as text when hub.verify_token is the connection's.",
            params: channelWebhookParamsSchema,
            querystring: whatsappHandshakeQuerySchema,
          },
        },
        async (request, reply) => {
          const challenge = await whatsappHandshake(ctx, {
            connectionId: request.params.connectionId,
            mode: request.query['hub.mode'],
            verifyToken: request.query['hub.verify_token'],
            challenge: request.query['hub.challenge'],
          });
          return reply.type('text/plain; charset=utf-8').send(challenge);
        },
      );
      r.post(
        '/whatsapp/:connectionId/webhook',
        { schema: { tags: ['channels'], params: channelWebhookParamsSchema, response: { 200: received, ...errors } } },
        async (request) =>
          receiveWhatsapp(ctx, {
            connectionId: request.params.connectionId,
            rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.from(''),
            signature: header(request.headers['x-hub-signature-256']),
          }),
      );
    });
    app
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/telegram/:connectionId/webhook',
        { schema: { tags: ['channels'], params: channelWebhookParamsSchema, response: { 200: received, ...errors } } },
        async (request) =>
          receiveTelegram(ctx, {
            connectionId: request.params.connectionId,
            body: request.body,
            secretToken: header(request.headers['x-telegram-bot-api-secret-token']),
          }),
      );
  };
}
