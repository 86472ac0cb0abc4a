import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
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
