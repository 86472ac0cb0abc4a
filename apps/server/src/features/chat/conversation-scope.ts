import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { conversations } from '../../db/schema/chat.js';
import type { ChatParticipant } from './chat-types.js';

/**
 * The conversations a participant owns with an agent: a member sees their own test chats, a visitor the
 * public chats started from their browser. Nobody reads anyone else's conversation.
 */
export function ownConversations(accountId: string, agentId: string, who: ChatParticipant): SQL {
  return and(
    eq(conversations.accountId, accountId),
    eq(conversations.agentId, agentId),
    eq(conversations.channel, who.channel),
    who.userId ? eq(conversations.userId, who.userId) : isNull(conversations.userId),
    who.visitorId ? eq(conversations.visitorId, who.visitorId) : isNull(conversations.visitorId),
  )!;
}
