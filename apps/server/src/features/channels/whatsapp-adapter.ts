import { open } from '../../auth/secret-box.js';
import { META_WINDOW_MS, type ChannelAdapter, type Incoming } from './channel-adapter.js';
import { whatsappApi } from './channel-api.js';
import { PURPOSE } from './connections.js';
import { validHubSignature } from './hub-signature.js';
import { CHANNEL_MESSAGE_MAX_CHARS } from '@app/shared/api/channels';
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
