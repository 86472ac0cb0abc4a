import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { agentParamsSchema, apiErrorSchema } from '@app/shared/api/common';
import { CHANNEL_MESSAGES } from '@app/shared/i18n/channels';
import {
  channelChangedSchema,
  channelKindParamsSchema,
  channelWebhookParamsSchema,
  agentChannelsSchema,
  whatsappHandshakeQuerySchema,
} from '@app/shared/api/channels';
import { emailServerSchema, emailTestResultSchema } from '@app/shared/api/email-channel';
import type { AppContext } from '../../app-context.js';
import { testEmailConnection } from './email/connect-email.js';
import { memberCaller } from '../../base/request-caller.js';
import { getAgentChannels } from './channels-view.js';
import { connectChannel, disconnectChannel } from './connect-channel.js';
import { metaHandshake, receiveDelivery } from './receive-delivery.js';
import { channelAdapter } from './channel-registry.js';
import { channelConnectors } from './channel-connectors.js';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  402: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  502: apiErrorSchema,
};
const received = z.object({ received: z.number().int() });
/** The channels whose webhook Meta verifies with the GET handshake (their adapters say so). */
const handshakeParamsSchema = channelWebhookParamsSchema.extend({
  kind: z.string().refine((kind) => channelAdapter(kind)?.handshake === true, CHANNEL_MESSAGES.webhookNotFound),
});
/** Any kind: one no adapter speaks is answered 404, like an address that does not exist. */
const deliveryParamsSchema = channelWebhookParamsSchema.extend({
  kind: z.string(CHANNEL_MESSAGES.webhookNotFound).max(32, CHANNEL_MESSAGES.webhookNotFound),
});
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
    // One handler for every channel (issue 50, ADR 0369), at the address each always had: the body is checked with the
    // channel's own schema (the one its card uses), and the OpenAPI document shows it per channel. A kind no channel
    // speaks has no route and is answered 404 like any unknown address.
    for (const connector of channelConnectors()) {
      r.put(
        `/:agentId/channels/${connector.kind}`,
        {
          config: manage,
          schema: {
            tags: ['channels'],
            description: connector.connect.description,
            params: agentParamsSchema,
            body: connector.connect.schema,
            response: { 200: channelChangedSchema, ...errors },
          },
        },
        async (request) =>
          connectChannel(ctx, { caller: memberCaller(request), agentId: request.params.agentId, connector, input: request.body }),
      );
    }
    r.post(
      '/:agentId/channels/email/test',
      {
        config: manage,
        schema: {
          tags: ['channels'],
          description: "'Prova connessione': logs in to the IMAP and SMTP servers with the settings given; stores nothing.",
          params: agentParamsSchema,
          body: emailServerSchema,
          response: { 200: emailTestResultSchema, ...errors },
        },
      },
      async (request) => testEmailConnection(ctx, { caller: memberCaller(request), agentId: request.params.agentId, input: request.body }),
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
 * The webhooks the messaging apps call (public scope: they sign, they have no session). Mounted at /api/channels.
 * Each delivery is recorded and answered 200 at once; the answer is a job (answer-delivery.ts). One route for every
 * app: its adapter (channel-registry.ts) proves and reads the delivery.
 */
export function channelWebhookRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await app.register(async (webhooks) => {
      // A signature covers the exact bytes the app sent (Meta's X-Hub-Signature-256): this scope keeps JSON bodies raw.
      webhooks.removeContentTypeParser('application/json');
      webhooks.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      const r = webhooks.withTypeProvider<ZodTypeProvider>();
      r.get(
        '/:kind/:connectionId/webhook',
        {
          schema: {
            tags: ['channels'],
            description: "Meta's verification handshake: answers hub.challenge as text when hub.verify_token is the connection's.",
            params: handshakeParamsSchema,
            querystring: whatsappHandshakeQuerySchema,
          },
        },
        async (request, reply) => {
          const challenge = await metaHandshake(ctx, request.params.kind, {
            connectionId: request.params.connectionId,
            mode: request.query['hub.mode'],
            verifyToken: request.query['hub.verify_token'],
            challenge: request.query['hub.challenge'],
          });
          return reply.type('text/plain; charset=utf-8').send(challenge);
        },
      );
      r.post(
        '/:kind/:connectionId/webhook',
        {
          schema: {
            tags: ['channels'],
            description:
              "A messaging app's delivery (WhatsApp, Telegram, Messenger, Instagram), proved by its adapter; 404 for another kind.",
            params: deliveryParamsSchema,
            response: { 200: received, ...errors },
          },
        },
        async (request) =>
          receiveDelivery(ctx, request.params.kind, {
            connectionId: request.params.connectionId,
            rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.from(''),
            headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, header(value)])),
          }),
      );
    });
  };
}
