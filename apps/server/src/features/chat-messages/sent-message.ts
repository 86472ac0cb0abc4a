import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { conversations, messages } from '../../db/schema/chat.js';
import { ownConversations, type ConversationParticipant } from '../agents/visitor-access.js';

/**
 * The participant's message stored with this client message id (ADR 0162), in a conversation of theirs: a resend finds
 * it, whether the agent answered it (chat's turn) or a person holds the conversation (hand-off, ADR 0213). Undefined
 * when it was never stored.
 */
export async function findSentMessage(db: DbOrTx, args: SentMessageArgs): Promise<typeof messages.$inferSelect | undefined> {
  const [sent] = await sentMessageQuery(db, args);
  return sent?.message;
}

type SentMessageArgs = { accountId: string; agentId: string; who: ConversationParticipant; clientMessageId: string };

/** `findSentMessage`'s select, unsent: a turn reserved in one statement looks for the message inside it (ADR 0388). */
export function sentMessageQuery(db: DbOrTx, args: SentMessageArgs) {
  return db
    .select({ message: messages })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(messages.agentId, args.agentId),
        eq(messages.clientMessageId, args.clientMessageId),
        eq(messages.sender, 'user'),
        ownConversations(args.accountId, args.agentId, args.who),
      ),
    );
}
