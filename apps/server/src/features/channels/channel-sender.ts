import type { AppContext } from '../../app-context.js';
import { open } from '../../auth/secret-box.js';
import { telegramApi, whatsappApi } from './channel-api.js';
import { PURPOSE, type ConnectionRow } from './connections.js';

export interface ChannelSender {
  /** Shown while the answer is prepared (Telegram: typing; WhatsApp: read ticks and typing dots). */
  typing(): Promise<void>;
  send(text: string): Promise<void>;
  /** A voice note's bytes (media id or file_id of the delivery). */
  downloadVoice(mediaId: string): Promise<Buffer>;
}

/** Sends on the connection's channel to one of its senders. */
export function channelSender(ctx: AppContext, row: ConnectionRow, recipient: string, replyingTo?: string): ChannelSender {
  const token = open(ctx.config.AUTH_SECRET, PURPOSE.token, row.tokenSealed);
  if (row.kind === 'telegram') {
    const api = telegramApi(ctx.config, token);
    return {
      typing: () => api.typing(recipient).then(() => undefined),
      send: (text) => api.sendText(recipient, text),
      downloadVoice: (fileId) => api.downloadFile(fileId),
    };
  }
  const api = whatsappApi(ctx.config, row.phoneNumberId ?? '', token);
  return {
    typing: () => (replyingTo ? api.markRead(replyingTo) : Promise.resolve()),
    send: (text) => api.sendText(recipient, text),
    downloadVoice: (mediaId) => api.downloadMedia(mediaId),
  };
}
