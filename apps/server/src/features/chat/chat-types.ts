import { MESSAGING_CHANNELS, VISITOR_CHANNELS, type Channel } from '@app/shared/api/analytics';
import type { ChatMessage } from '@app/shared/api/chat';
import type { messages } from '../../db/schema/chat.js';
import type { ConversationParticipant } from '../agents/visitor-access.js';

export type ChatChannel = Channel;

const BROWSER_CHANNELS: readonly string[] = VISITOR_CHANNELS;
/**
 * A visitor of the public chat or of the widget (ADR 0048), known by their browser's id, or of a messaging app (issue
 * 31), known by their id there: not a member; the agent's rules for visitors (sources, file names) apply.
 */
export const isVisitorChannel = (channel: ChatChannel) =>
  BROWSER_CHANNELS.includes(channel) || (MESSAGING_CHANNELS as readonly string[]).includes(channel);

/** Who is talking: a signed-in member (test chat, API) or an anonymous browser (public chat); the access rule is features/agents'. */
export type ChatParticipant = ConversationParticipant;

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
