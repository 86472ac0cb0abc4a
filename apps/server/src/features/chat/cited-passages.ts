import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { conversations, messages } from '../../db/schema/chat.js';
import type { ChatAgent } from './chat-agent.js';
import type { ChatParticipant } from './chat-types.js';
import { ownConversations } from './conversation-scope.js';

/** Whether an answer in one of this participant's own conversations with the agent cited the passage as a source. */
export async function visitorWasShownPassage(
  db: DbOrTx,
  agent: Pick<ChatAgent, 'id' | 'accountId'>,
  who: ChatParticipant,
  chunkId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .innerJoin(conversations, and(eq(conversations.id, messages.conversationId), eq(conversations.accountId, messages.accountId)))
    .where(
      and(
        ownConversations(agent.accountId, agent.id, who),
        eq(messages.accountId, agent.accountId),
        eq(messages.sender, 'agent'),
        sql`${messages.sources} @> ${JSON.stringify([{ chunkId }])}::jsonb`,
      ),
    )
    .limit(1);
  return Boolean(row);
}
