import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { CHAT_MESSAGES } from '@app/shared/i18n/chat';
import { notFound } from '../../base/errors.js';
import type { DbOrTx } from '../../db/client.js';
import { conversations } from '../../db/schema/chat.js';
import { ownChannels, type ChatParticipant } from './chat-types.js';

/**
 * The conversations a participant owns with an agent: a member sees their own test chats, a visitor the
 * public-chat and widget conversations started from their browser (ADR 0048). Nobody reads anyone else's conversation.
 */
export function ownConversations(accountId: string, agentId: string, who: ChatParticipant): SQL {
  return and(
    eq(conversations.accountId, accountId),
    eq(conversations.agentId, agentId),
    inArray(conversations.channel, ownChannels(who.channel)),
    who.userId ? eq(conversations.userId, who.userId) : isNull(conversations.userId),
    who.visitorId ? eq(conversations.visitorId, who.visitorId) : isNull(conversations.visitorId),
  )!;
}

/** What the callers of `requireOwnConversation` read of the conversation. */
export interface OwnConversation {
  id: string;
  channel: string;
  language: string | null;
}

/**
 * The participant's own conversation with the agent, or a 404 'Conversazione non trovata.': the one access function
 * every path goes through that takes a conversation id from a visitor or a member's test chat (issue 50), as
 * `requireAgent` is for a member's agent. Another visitor's, another agent's or another account's conversation is
 * not found, whatever its id.
 */
export async function requireOwnConversation(
  db: DbOrTx,
  scope: { accountId: string; agentId: string; who: ChatParticipant },
  conversationId: string,
  code?: string,
): Promise<OwnConversation> {
  const [own] = await db
    .select({ id: conversations.id, channel: conversations.channel, language: conversations.language })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), ownConversations(scope.accountId, scope.agentId, scope.who)));
  if (!own) throw notFound(CHAT_MESSAGES.conversationNotFound, code);
  return own;
}
