import type { MetaChannel } from '@app/shared/channels';
import { open } from '../../auth/secret-box.js';
import { META_WINDOW_MS, type ChannelAdapter, type Incoming } from './channel-adapter.js';
import { download } from './channel-api.js';
import { PURPOSE } from './connections.js';
import { validHubSignature } from './hub-signature.js';
import { META_MAX_TEXT, metaGraphApi } from './meta-api.js';

/** The `object` of Meta's webhook payload for each channel. */
const OBJECT: Record<MetaChannel, string> = { messenger: 'page', instagram: 'instagram' };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Meta's payload is read field by field, each checked
type Json = any;
const asArray = (value: unknown): Json[] => (Array.isArray(value) ? value : []);

/**
 * The messages of a Messenger or Instagram delivery (`entry[].messaging[]`) addressed to this page or account. Left
 * out: echoes (`is_echo`, the page's own messages, ours included: answering them would loop), anything the page itself
 * sent, deleted messages, and events without a message (reads, deliveries, reactions).
 */
function parseMessaging(kind: MetaChannel, pageId: string, payload: Json): Incoming[] {
  if (payload?.object !== OBJECT[kind]) return [];
  const incoming: Incoming[] = [];
  for (const entry of asArray(payload?.entry)) {
    if (String(entry?.id ?? '') !== pageId) continue;
    for (const event of asArray(entry?.messaging)) {
      const message = event?.message;
      const senderId = event?.sender?.id === undefined ? '' : String(event.sender.id);
      if (!message || typeof message.mid !== 'string' || !senderId) continue;
      if (message.is_echo || message.is_deleted || senderId === pageId) continue;
      const text = typeof message.text === 'string' ? message.text : '';
      const audio = asArray(message.attachments).find((a) => a?.type === 'audio');
      const audioUrl = typeof audio?.payload?.url === 'string' && audio.payload.url.length <= 512 ? audio.payload.url : undefined;
      incoming.push({
        externalId: message.mid,
        senderId,
        kind: text ? 'text' : audio ? 'voice' : 'media',
        text,
        mediaId: text ? undefined : audioUrl,
      });
    }
  }
  return incoming;
}

function metaAdapter(kind: MetaChannel): ChannelAdapter {
  return {
    kind,
    handshake: true,
    verify: (ctx, row, delivery) =>
      validHubSignature(
        row.appSecretSealed ? open(ctx.config.AUTH_SECRET, PURPOSE.appSecret, row.appSecretSealed) : '',
        delivery.rawBody,
        delivery.headers['x-hub-signature-256'],
      ),
    parse: (row, payload) => parseMessaging(kind, row.pageId ?? '', payload),
    sender: (ctx, row, recipient) => {
      const api = metaGraphApi(ctx.config, kind, open(ctx.config.AUTH_SECRET, PURPOSE.token, row.tokenSealed));
      return {
        typing: () => api.typing(recipient),
        send: (text) => api.sendText(recipient, text),
        // Meta's attachment URL is a signed CDN address, read without the token.
        downloadVoice: (url) => download(url),
      };
    },
    replyWindowMs: META_WINDOW_MS,
    maxTextChars: META_MAX_TEXT[kind],
  };
}

export const META_ADAPTERS: Record<MetaChannel, ChannelAdapter> = {
  messenger: metaAdapter('messenger'),
  instagram: metaAdapter('instagram'),
};
