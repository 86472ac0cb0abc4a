import { and, desc, eq } from 'drizzle-orm';
import { CHANNEL_MESSAGES } from '@app/shared/i18n/channels';
import { CHANNEL_LABELS } from '@app/shared/i18n/analytics';
import { MESSAGING_CHANNELS, type MessagingChannel } from '@app/shared/api/analytics';
import type { AppContext } from '../../app-context.js';
import { channelConnections } from '../../db/schema/channels.js';
import { conversations, messages } from '../../db/schema/chat.js';
import { AppError, conflict } from '../../base/errors.js';
import { channelSender } from './channel-sender.js';
import { channelAdapter } from './channel-registry.js';
import { emailTeamReplyTarget } from './email/send-email-reply.js';

const isMessaging = (channel: string): channel is MessagingChannel => (MESSAGING_CHANNELS as readonly string[]).includes(channel);

/**
 * For the inbox (features/handoff, handed in by http/routes.ts as its `ChannelReplyRoute`, ADR 0379): how a person's
 * reply reaches a visitor who wrote on a messaging app, or null for the browser channels. Refuses before anything is
 * stored: past the app's window (its adapter's: WhatsApp's, Messenger's and Instagram's 24 hours; the inbox says why),
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
  const adapter = channelAdapter(channel);
  const windowMs = adapter?.replyWindowMs ?? null;
  if (adapter && windowMs !== null) {
    const [last] = await ctx.db
      .select({ at: messages.createdAt })
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), eq(messages.accountId, accountId), eq(messages.sender, 'user')))
      .orderBy(desc(messages.createdAt))
      .limit(1);
    if (!last || Date.now() - last.at.getTime() > windowMs) {
      const refusal = adapter.windowClosed ?? {
        code: 'CHANNEL_WINDOW_CLOSED',
        message: CHANNEL_MESSAGES.metaWindowClosed(CHANNEL_LABELS[channel]),
      };
      throw conflict(refusal.message, refusal.code);
    }
  }
  const sender =
    channel === 'email'
      ? await emailTeamReplyTarget(ctx, connection, conversationId)
      : channelSender(ctx, connection, conversation.visitorId);
  if (!sender) return null;
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
