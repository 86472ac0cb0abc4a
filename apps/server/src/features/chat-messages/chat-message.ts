import type { ChatMessage } from '@app/shared/api/chat';
import { displayName } from '@app/shared/display-name';
import type { messages } from '../../db/schema/chat.js';

type MessageRow = typeof messages.$inferSelect;

/** A stored message as the chat shows it; a member's reply (issue 30) with its author's name when given. */
export function toChatMessage(row: MessageRow, authorName?: string | null): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    sender: row.sender === 'agent' || row.sender === 'team' ? row.sender : 'user',
    ...(row.sender === 'team' ? { authorName: authorName ?? null } : {}),
    text: row.text,
    attachmentName: row.attachmentName,
    sources: row.sources ?? [],
    rating: row.rating === 1 || row.rating === -1 ? row.rating : null,
    outcome: row.sender === 'agent' ? (row.outcome ?? null) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What a visitor reads as a member's name: the first name, else the part of the address before '@'. */
export const authorName = (m: { firstName: string | null; email: string | null }) =>
  displayName({ firstName: m.firstName, email: m.email }).split(' ')[0]!;
