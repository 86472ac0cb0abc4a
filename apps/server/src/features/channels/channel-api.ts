import { CHANNEL_MESSAGE_MAX_CHARS } from '@app/shared/api/channels';
import type { Config } from '../../config/config.js';

/**
 * The two messaging APIs the channels speak (issue 31, ADR 0182), at the addresses of the configuration
 * (WHATSAPP_API_URL, TELEGRAM_API_URL: the operator's, so no address guard): Telegram's Bot API and Meta's WhatsApp
 * Cloud API. Every call has a deadline; a refusal or a network failure throws ChannelApiError, never the raw error.
 */
export class ChannelApiError extends Error {
  constructor(
    message: string,
    /** The API answered with a refusal (bad token…), as opposed to not answering at all. */
    readonly refused: boolean,
    readonly status?: number,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 10_000;

export async function callJson(url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    throw new ChannelApiError(`unreachable: ${(err as Error).message}`, false);
  }
  const body: unknown = await res.json().catch(() => null);
  return { status: res.status, body };
}

/** Largest voice note downloaded for transcription (WhatsApp's own limit for audio). */
export const MAX_VOICE_BYTES = 16 * 1024 * 1024;

/** A media file of the app, read whole but never past MAX_VOICE_BYTES. */
export async function download(url: string, headers: Record<string, string> = {}): Promise<Buffer> {
  let res: Response;
  try {
    res = await fetch(url, { headers, signal: AbortSignal.timeout(TIMEOUT_MS * 3) });
  } catch (err) {
    throw new ChannelApiError(`media unreachable: ${(err as Error).message}`, false);
  }
  if (!res.ok || !res.body) throw new ChannelApiError(`media download: ${res.status}`, res.status < 500, res.status);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res.body) {
    size += (chunk as Uint8Array).length;
    if (size > MAX_VOICE_BYTES) throw new ChannelApiError('media too large', true);
    chunks.push(Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks);
}

/** Splits a long answer at the apps' limit, on a paragraph, line or word boundary when there is one. */
export function splitMessage(text: string, max = CHANNEL_MESSAGE_MAX_CHARS): string[] {
  const parts: string[] = [];
  let rest = text.trim();
  while (rest.length > max) {
    const window = rest.slice(0, max);
    const cut = [window.lastIndexOf('\n\n'), window.lastIndexOf('\n'), window.lastIndexOf(' ')].find((i) => i > max / 2) ?? max;
    parts.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
  }
  if (rest) parts.push(rest);
  return parts;
}

// ── Telegram Bot API: https://core.telegram.org/bots/api ──

interface TelegramAnswer<T> {
  ok: boolean;
  result?: T;
  description?: string;
  error_code?: number;
}

export function telegramApi(config: Pick<Config, 'TELEGRAM_API_URL'>, botToken: string) {
  const root = config.TELEGRAM_API_URL.replace(/\/$/, '');
  const base = `${root}/bot${botToken}`;
  const call = async <T>(method: string, payload: object): Promise<T> => {
    const { status, body } = await callJson(`${base}/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    const answer = body as TelegramAnswer<T> | null;
    if (!answer?.ok) throw new ChannelApiError(`telegram ${method}: ${answer?.description ?? status}`, status < 500, status);
    return answer.result as T;
  };
  return {
    getMe: () => call<{ id: number; is_bot: boolean; username?: string; first_name: string }>('getMe', {}),
    setWebhook: (url: string, secretToken: string) =>
      call<boolean>('setWebhook', { url, secret_token: secretToken, allowed_updates: ['message'], drop_pending_updates: true }),
    deleteWebhook: () => call<boolean>('deleteWebhook', {}),
    typing: (chatId: string) => call<boolean>('sendChatAction', { chat_id: chatId, action: 'typing' }),
    /** A voice note's bytes: getFile names its path, then /file/bot<token>/<path> serves it. */
    downloadFile: async (fileId: string) => {
      const file = await call<{ file_path?: string; file_size?: number }>('getFile', { file_id: fileId });
      if (!file.file_path) throw new ChannelApiError('telegram getFile: no file_path', true);
      if ((file.file_size ?? 0) > MAX_VOICE_BYTES) throw new ChannelApiError('media too large', true);
      return download(`${root}/file/bot${botToken}/${file.file_path}`);
    },
    /** `choices`: reply buttons under the last part (one a row, gone once tapped); `[]` removes earlier ones. */
    sendText: async (chatId: string, text: string, choices?: string[]) => {
      const parts = splitMessage(text);
      const markup =
        choices === undefined
          ? {}
          : choices.length
            ? { reply_markup: { keyboard: choices.map((choice) => [{ text: choice }]), one_time_keyboard: true, resize_keyboard: true } }
            : { reply_markup: { remove_keyboard: true } };
      for (const [i, part] of parts.entries())
        await call<{ message_id: number }>('sendMessage', { chat_id: chatId, text: part, ...(i === parts.length - 1 ? markup : {}) });
    },
  };
}

// ── WhatsApp Cloud API: https://developers.facebook.com/docs/whatsapp/cloud-api/reference/messages ──

export function whatsappApi(config: Pick<Config, 'WHATSAPP_API_URL'>, phoneNumberId: string, accessToken: string) {
  const root = config.WHATSAPP_API_URL.replace(/\/$/, '');
  const url = `${root}/${encodeURIComponent(phoneNumberId)}/messages`;
  const bearer = { authorization: `Bearer ${accessToken}` };
  const send = async (payload: object) => {
    const { status, body } = await callJson(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer },
      body: JSON.stringify({ messaging_product: 'whatsapp', ...payload }),
    });
    if (status >= 300) {
      const error = (body as { error?: { message?: string } } | null)?.error;
      throw new ChannelApiError(`whatsapp messages: ${error?.message ?? status}`, status < 500, status);
    }
  };
  return {
    sendText: async (to: string, text: string) => {
      for (const part of splitMessage(text))
        await send({ recipient_type: 'individual', to, type: 'text', text: { preview_url: false, body: part } });
    },
    /** A voice note's bytes: GET /<media-id> answers a short-lived URL, read with the same token. */
    downloadMedia: async (mediaId: string) => {
      const { status, body } = await callJson(`${root}/${encodeURIComponent(mediaId)}`, { headers: bearer });
      const media = body as { url?: string; file_size?: number } | null;
      if (status >= 300 || !media?.url) throw new ChannelApiError(`whatsapp media: ${status}`, status < 500, status);
      if ((media.file_size ?? 0) > MAX_VOICE_BYTES) throw new ChannelApiError('media too large', true);
      return download(media.url, bearer);
    },
    /** The blue ticks and the typing dots while the answer is prepared. */
    markRead: (messageId: string) => send({ status: 'read', message_id: messageId, typing_indicator: { type: 'text' } }),
  };
}
