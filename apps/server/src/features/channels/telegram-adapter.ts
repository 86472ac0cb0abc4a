import { randomBytes } from 'node:crypto';
import { CHANNEL_MESSAGE_MAX_CHARS, connectTelegramSchema, type TelegramConnection } from '@app/shared/api/channels';
import { CHANNEL_MESSAGES } from '@app/shared/i18n/channels';
import type { AppContext } from '../../app-context.js';
import { open, seal } from '../../auth/secret-box.js';
import { newId } from '../../db/ids.js';
import { AppError, badRequest } from '../../base/errors.js';
import { defineConnect, type ChannelAdapter, type Incoming } from './channel-adapter.js';
import { ChannelApiError, telegramApi } from './channel-api.js';
import { connectionBasics, hintOf, PURPOSE, replaceConnection, webhookUrl } from './connections.js';
import { sameSecret } from './hub-signature.js';

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

/** Best effort: Telegram unreachable is logged, never a failure of what the member asked. */
async function deleteTelegramWebhook(ctx: AppContext, botToken: string, agentId: string): Promise<void> {
  await telegramApi(ctx.config, botToken)
    .deleteWebhook()
    .catch((err: unknown) => ctx.log.warn({ err, agentId }, 'telegram deleteWebhook failed'));
}

function telegramRefusal(err: unknown, refusedMessage: string): AppError {
  if (err instanceof ChannelApiError && err.refused) return badRequest(refusedMessage, 'TELEGRAM_REFUSED');
  return new AppError(502, 'TELEGRAM_UNREACHABLE', CHANNEL_MESSAGES.telegramUnreachable);
}

/**
 * getMe proves the token, then setWebhook points the bot at this agent's address with a generated secret_token, which
 * Telegram sends back on every delivery. Nothing is stored unless both succeed.
 */
const connectTelegram = defineConnect({
  schema: connectTelegramSchema,
  description: "Checks the bot token (getMe) and points the bot's webhook here (setWebhook with a secret token).",
  save: async (ctx, { caller, agentId, input }) => {
    const id = newId();
    const webhookSecret = randomBytes(32).toString('base64url');
    const api = telegramApi(ctx.config, input.botToken);
    let username: string | null;
    try {
      const me = await api.getMe();
      username = me.username ?? null;
    } catch (err) {
      throw telegramRefusal(err, CHANNEL_MESSAGES.telegramRefused);
    }
    try {
      await api.setWebhook(webhookUrl(ctx, 'telegram', id), webhookSecret);
    } catch (err) {
      throw telegramRefusal(err, CHANNEL_MESSAGES.telegramWebhookRefused);
    }
    const secret = ctx.config.AUTH_SECRET;
    const replaced = await replaceConnection(ctx, {
      id,
      accountId: caller.accountId,
      agentId,
      kind: 'telegram',
      botUsername: username,
      tokenSealed: seal(secret, PURPOSE.token, input.botToken),
      tokenHint: hintOf(input.botToken),
      webhookSecretSealed: seal(secret, PURPOSE.webhook, webhookSecret),
      status: 'connected',
      verifiedAt: new Date(),
    });
    // Another bot before: it would go on posting to an address that no longer answers (the same bot's webhook was just
    // pointed here by setWebhook, and must stay).
    if (replaced) {
      const oldToken = open(secret, PURPOSE.token, replaced.tokenSealed);
      if (oldToken !== input.botToken) await deleteTelegramWebhook(ctx, oldToken, agentId);
    }
    return CHANNEL_MESSAGES.telegramConnected;
  },
  view: (ctx, row): TelegramConnection => ({ ...connectionBasics(ctx, row), botUsername: row.botUsername }),
  // Disconnected: the bot is asked to stop sending to an address that no longer answers.
  disconnected: (ctx, row) => deleteTelegramWebhook(ctx, open(ctx.config.AUTH_SECRET, PURPOSE.token, row.tokenSealed), row.agentId),
});

/**
 * Telegram's Bot API (issue 31): each update carries `X-Telegram-Bot-Api-Secret-Token`, the secret_token given to
 * setWebhook; a booking's choices become reply buttons (ADR 0320); a bot may write at any time.
 */
export const TELEGRAM_ADAPTER: ChannelAdapter = {
  kind: 'telegram',
  connect: connectTelegram,
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
