import type { AppContext } from '../../app-context.js';
import type { ConnectionRow } from './connections.js';
import type { ChannelSender, ReplyingTo } from './channel-adapter.js';
import { channelAdapter } from './channel-registry.js';
import { sendEmailAnswer } from './email/send-email-reply.js';

export type { ChannelSender };

/** Sends on the connection's channel to one of its senders: its adapter's sender, or the mailbox's. */
export function channelSender(ctx: AppContext, row: ConnectionRow, recipient: string, replyingTo?: ReplyingTo): ChannelSender {
  const adapter = channelAdapter(row.kind);
  if (adapter) return adapter.sender(ctx, row, recipient, replyingTo);
  if (row.kind !== 'email') throw new Error(`no adapter for the channel ${row.kind}`);
  // E-mail: the delivery answered is what threads the answer (its headers).
  return {
    typing: () => Promise.resolve(),
    send: (text) => sendEmailAnswer(ctx, row, replyingTo?.deliveryId ?? '', text),
    downloadVoice: () => Promise.reject(new Error('an e-mail has no voice note')),
  };
}
