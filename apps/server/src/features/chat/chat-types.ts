import { VISITOR_CHANNELS, type Channel } from '@app/shared/api/analytics';
import type { ChatMessage } from '@app/shared/api/chat';
import type { messages } from '../../db/schema/chat.js';

export type ChatChannel = Channel;

/** A visitor of the public chat or of the widget (ADR 0048): not a member, known by their browser's id. */
export const isVisitorChannel = (channel: ChatChannel) => (VISITOR_CHANNELS as readonly string[]).includes(channel);

/**
 * The channels of the conversations a participant may continue, read, recall and rate: a visitor's public-chat and
 * widget conversations are theirs alike (the widget's frame reads and rates through the public chat's routes, and
 * was recorded as the public chat before ADR 0048); a member's or a token's, their own channel's.
 */
export const ownChannels = (channel: ChatChannel): ChatChannel[] => (isVisitorChannel(channel) ? [...VISITOR_CHANNELS] : [channel]);

/** Who is talking: a signed-in member (test chat, API) or an anonymous browser (public chat). */
export interface ChatParticipant {
  channel: ChatChannel;
  userId: string | null;
  visitorId: string | null;
}

type MessageRow = typeof messages.$inferSelect;

export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    sender: row.sender === 'agent' ? 'agent' : 'user',
    text: row.text,
    attachmentName: row.attachmentName,
    sources: row.sources ?? [],
    rating: row.rating === 1 || row.rating === -1 ? row.rating : null,
    createdAt: row.createdAt.toISOString(),
  };
}
