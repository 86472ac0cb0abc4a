import type { ChatMessage } from '@app/shared/api/chat';
import type { messages } from '../../db/schema/chat.js';

export type ChatChannel = 'test' | 'public' | 'api';

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
