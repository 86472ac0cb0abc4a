import type { MetaChannel } from '@app/shared/channels';
import { connectMetaSchema, type MetaConnection } from '@app/shared/api/channels';
import { CHANNEL_MESSAGES } from '@app/shared/i18n/channels';
import { CHANNEL_LABELS } from '@app/shared/i18n/analytics';
import { open, seal } from '../../auth/secret-box.js';
import { newId } from '../../db/ids.js';
import { AppError, badRequest } from '../../base/errors.js';
import { META_WINDOW_MS, defineConnect, type ChannelAdapter, type ChannelConnect, type Incoming } from './channel-adapter.js';
import { ChannelApiError, download } from './channel-api.js';
import { connectionBasics, handshakeDetails, hintOf, newVerifyToken, PURPOSE, replaceConnection } from './connections.js';
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

/**
 * Messenger or Instagram (issue 47): Graph `GET /me` proves the token and that it speaks for the id given (a page's
 * token for another page would send from the wrong page); then, like WhatsApp, a verify token is generated and the
 * connection is 'pending' until Meta's handshake. Nothing is stored unless Meta accepts the token.
 */
function metaConnect(kind: MetaChannel): ChannelConnect {
  const label = CHANNEL_LABELS[kind];
  return defineConnect({
    schema: connectMetaSchema,
    description: `Checks the ${label} token (Graph GET /me) and saves it; answers the webhook address and the verify token to paste into Meta.`,
    planRequired: CHANNEL_MESSAGES.metaPlanRequired,
    save: async (ctx, { caller, agentId, input }) => {
      let me: { id: string; name: string | null };
      try {
        me = await metaGraphApi(ctx.config, kind, input.accessToken).me();
      } catch (err) {
        if (err instanceof ChannelApiError && err.refused) throw badRequest(CHANNEL_MESSAGES.metaTokenRefused(label), 'META_TOKEN_REFUSED');
        throw new AppError(502, 'META_UNREACHABLE', CHANNEL_MESSAGES.metaUnreachable);
      }
      if (me.id !== input.pageId) throw badRequest(CHANNEL_MESSAGES.metaWrongAccount(label), 'META_WRONG_ACCOUNT');
      const secret = ctx.config.AUTH_SECRET;
      await replaceConnection(ctx, {
        id: newId(),
        accountId: caller.accountId,
        agentId,
        kind,
        pageId: input.pageId,
        pageName: me.name?.slice(0, 200) ?? null,
        tokenSealed: seal(secret, PURPOSE.token, input.accessToken),
        tokenHint: hintOf(input.accessToken),
        appSecretSealed: seal(secret, PURPOSE.appSecret, input.appSecret),
        webhookSecretSealed: seal(secret, PURPOSE.webhook, newVerifyToken()),
        status: 'pending',
      });
      return CHANNEL_MESSAGES.metaSaved(label);
    },
    view: (ctx, row): MetaConnection => ({
      ...connectionBasics(ctx, row),
      ...handshakeDetails(ctx, row),
      pageId: row.pageId ?? '',
      pageName: row.pageName,
    }),
  });
}

function metaAdapter(kind: MetaChannel): ChannelAdapter {
  return {
    kind,
    connect: metaConnect(kind),
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
