import { open } from '../../auth/secret-box.js';
import type { ChannelAdapter, Incoming } from './channel-adapter.js';
import { telegramApi } from './channel-api.js';
import { PURPOSE } from './connections.js';
import { sameSecret } from './hub-signature.js';
import { CHANNEL_MESSAGE_MAX_CHARS } from '@app/shared/api/channels';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Telegram's update is read field by field, each checked
type Json = any;

/** The message of an update, when it comes from a private chat with the bot: in a group the bot would answer everyone. */
function parseTelegram(payload: Json): Incoming[] {
  const message = payload?.message;
  if (!message || message.chat?.type !== 'private' || message.chat?.id === undefined || message.message_id === undefined) return [];
  const chatId = String(message.chat.id);
  const text = typeof message.text === 'string' ? message.text : '';
  const fileId = (message.voice ?? message.audio)?.file_id;
  return [
    {
      // A message id is unique per chat only.
      externalId: `${chatId}:${String(message.message_id)}`,
      senderId: chatId,
      kind: text ? 'text' : message.voice || message.audio ? 'voice' : 'media',
      text,
      mediaId: typeof fileId === 'string' ? fileId : undefined,
    },
  ];
}

/**
 * Telegram's Bot API (issue 31): each update carries `X-Telegram-Bot-Api-Secret-Token`, the secret_token given to
 * setWebhook; a booking's choices become reply buttons (ADR 0320); a bot may write at any time.
 */
export const TELEGRAM_ADAPTER: ChannelAdapter = {
  kind: 'telegram',
  verify: (ctx, row, delivery) => {
    const given = delivery.headers['x-telegram-bot-api-secret-token'];
    return Boolean(given) && sameSecret(given!, open(ctx.config.AUTH_SECRET, PURPOSE.webhook, row.webhookSecretSealed));
  },
  parse: (_row, payload) => parseTelegram(payload),
  sender: (ctx, row, recipient) => {
    const api = telegramApi(ctx.config, open(ctx.config.AUTH_SECRET, PURPOSE.token, row.tokenSealed));
    return {
      typing: () => api.typing(recipient).then(() => undefined),
      send: (text, options) => api.sendText(recipient, text, options?.choices),
      downloadVoice: (fileId) => api.downloadFile(fileId),
    };
  },
  replyWindowMs: null,
  maxTextChars: CHANNEL_MESSAGE_MAX_CHARS,
  // 'sta scrivendo…' shows for 5 seconds: told again while a long answer (a model, a transcription) is prepared.
  typingRepeatMs: 4_000,
};
