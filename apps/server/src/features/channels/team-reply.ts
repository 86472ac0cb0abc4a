import { and, desc, eq } from 'drizzle-orm';
import { CHANNEL_MESSAGES } from '@app/shared/i18n/channels';
import { CHANNEL_LABELS } from '@app/shared/i18n/analytics';
import { MESSAGING_CHANNELS, type MessagingChannel } from '@app/shared/api/analytics';
import type { AppContext } from '../../app-context.js';
import { channelConnections } from '../../db/schema/channels.js';
import { conversations, messages } from '../../db/schema/chat.js';
import { AppError, conflict } from '../../base/errors.js';
import { channelSender } from './channel-sender.js';

/** Meta's customer-service window: a business may write freely only within 24 hours of the customer's last message. */
export const WHATSAPP_WINDOW_MS = 24 * 60 * 60_000;

const isMessaging = (channel: string): channel is MessagingChannel => (MESSAGING_CHANNELS as readonly string[]).includes(channel);

/**
 * For the inbox (features/handoff): how a person's reply reaches a visitor who wrote on WhatsApp or Telegram, or null
 * for the browser channels. Refuses before anything is stored: on WhatsApp past the 24-hour window (the inbox says why),
 * on a channel disconnected since. `send` throws a 502 with an Italian message when the app does not take it.
 */
export async function channelReplyRoute(
  ctx: AppContext,
  { accountId, conversationId }: { accountId: string; conversationId: string },
): Promise<{ send: (text: string) => Promise<void> } | null> {
  const [conversation] = await ctx.db
    .select({ channel: conversations.channel, visitorId: conversations.visitorId, agentId: conversations.agentId })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), eq(conversations.accountId, accountId)));
  if (!conversation || !isMessaging(conversation.channel) || !conversation.visitorId) return null;
  const channel = conversation.channel;
  const [connection] = await ctx.db
    .select()
    .from(channelConnections)
    .where(
      and(
        eq(channelConnections.accountId, accountId),
        eq(channelConnections.agentId, conversation.agentId),
        eq(channelConnections.kind, channel),
      ),
    );
  if (!connection) throw conflict(CHANNEL_MESSAGES.channelDisconnected(CHANNEL_LABELS[channel]), 'CHANNEL_NOT_CONNECTED');
  if (channel === 'whatsapp') {
    const [last] = await ctx.db
      .select({ at: messages.createdAt })
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), eq(messages.accountId, accountId), eq(messages.sender, 'user')))
      .orderBy(desc(messages.createdAt))
      .limit(1);
    if (!last || Date.now() - last.at.getTime() > WHATSAPP_WINDOW_MS) {
      throw conflict(CHANNEL_MESSAGES.whatsappWindowClosed, 'WHATSAPP_WINDOW_CLOSED');
    }
  }
  const sender = channelSender(ctx, connection, conversation.visitorId);
  return {
    send: async (text) => {
      try {
        await sender.send(text);
      } catch (err) {
        ctx.log.warn({ err, conversationId }, 'team reply not delivered on the channel');
        throw new AppError(502, 'CHANNEL_SEND_FAILED', CHANNEL_MESSAGES.channelSendFailed(CHANNEL_LABELS[channel]));
      }
    },
  };
}
