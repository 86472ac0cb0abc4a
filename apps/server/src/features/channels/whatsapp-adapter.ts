import { open, seal } from '../../auth/secret-box.js';
import { newId } from '../../db/ids.js';
import { META_WINDOW_MS, defineConnect, type ChannelAdapter, type Incoming } from './channel-adapter.js';
import { whatsappApi } from './channel-api.js';
import { connectionBasics, handshakeDetails, hintOf, newVerifyToken, PURPOSE, replaceConnection } from './connections.js';
import { validHubSignature } from './hub-signature.js';
import { CHANNEL_MESSAGE_MAX_CHARS, connectWhatsappSchema, type WhatsappConnection } from '@app/shared/api/channels';
import { CHANNEL_MESSAGES } from '@app/shared/i18n/channels';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Meta's payload is read field by field, each checked
type Json = any;
const asArray = (value: unknown): Json[] => (Array.isArray(value) ? value : []);

/** The messages of a Cloud API delivery (`entry[].changes[].value.messages[]`) sent to this business number. */
function parseWhatsapp(phoneNumberId: string | null, payload: Json): Incoming[] {
  const incoming: Incoming[] = [];
  for (const entry of asArray(payload?.entry)) {
    for (const change of asArray(entry?.changes)) {
      const value = change?.value;
      if (change?.field !== 'messages' || String(value?.metadata?.phone_number_id ?? '') !== phoneNumberId) continue;
      for (const message of asArray(value?.messages)) {
        if (typeof message?.id !== 'string' || typeof message?.from !== 'string') continue;
        const type = String(message.type ?? '');
        incoming.push({
          externalId: message.id,
          senderId: message.from,
          kind: type === 'text' ? 'text' : type === 'audio' ? 'voice' : 'media',
          text: type === 'text' ? String(message.text?.body ?? '') : '',
          mediaId: type === 'audio' && typeof message.audio?.id === 'string' ? message.audio.id : undefined,
        });
      }
    }
  }
  return incoming;
}

/**
 * WhatsApp Cloud API (issue 31): Meta's handshake, then deliveries signed with the app secret (`X-Hub-Signature-256`
 * over the exact bytes); the typing dots come with the read ticks of the message answered; a person may reply within
 * Meta's 24-hour customer-service window.
 */
export const WHATSAPP_ADAPTER: ChannelAdapter = {
  kind: 'whatsapp',
  /**
   * The credentials are kept and a verify token generated; the connection is 'pending' until Meta's handshake reaches
   * the webhook with that token (receive-delivery.ts). Meta offers no call that checks the app secret, so the first
   * signed delivery is what proves it.
   */
  connect: defineConnect({
    schema: connectWhatsappSchema,
    description: 'Saves the WhatsApp Cloud API credentials; answers the webhook address and the verify token to paste into Meta.',
    save: async (ctx, { caller, agentId, input }) => {
      const secret = ctx.config.AUTH_SECRET;
      await replaceConnection(ctx, {
        id: newId(),
        accountId: caller.accountId,
        agentId,
        kind: 'whatsapp',
        phoneNumberId: input.phoneNumberId,
        tokenSealed: seal(secret, PURPOSE.token, input.accessToken),
        tokenHint: hintOf(input.accessToken),
        appSecretSealed: seal(secret, PURPOSE.appSecret, input.appSecret),
        webhookSecretSealed: seal(secret, PURPOSE.webhook, newVerifyToken()),
        status: 'pending',
      });
      return CHANNEL_MESSAGES.whatsappSaved;
    },
    view: (ctx, row): WhatsappConnection => ({
      ...connectionBasics(ctx, row),
      ...handshakeDetails(ctx, row),
      phoneNumberId: row.phoneNumberId ?? '',
    }),
  }),
  handshake: true,
  verify: (ctx, row, delivery) =>
    validHubSignature(
      open(ctx.config.AUTH_SECRET, PURPOSE.appSecret, row.appSecretSealed ?? ''),
      delivery.rawBody,
      delivery.headers['x-hub-signature-256'],
    ),
  parse: (row, payload) => parseWhatsapp(row.phoneNumberId, payload),
  sender: (ctx, row, recipient, replyingTo) => {
    const api = whatsappApi(ctx.config, row.phoneNumberId ?? '', open(ctx.config.AUTH_SECRET, PURPOSE.token, row.tokenSealed));
    return {
      typing: () => (replyingTo ? api.markRead(replyingTo.externalId) : Promise.resolve()),
      send: (text) => api.sendText(recipient, text),
      downloadVoice: (mediaId) => api.downloadMedia(mediaId),
    };
  },
  replyWindowMs: META_WINDOW_MS,
  windowClosed: { code: 'WHATSAPP_WINDOW_CLOSED', message: CHANNEL_MESSAGES.whatsappWindowClosed },
  maxTextChars: CHANNEL_MESSAGE_MAX_CHARS,
  // The sender's id is their number: the hand-off request gives the team a number to call.
  contactPhone: (senderId) => `+${senderId}`,
};
