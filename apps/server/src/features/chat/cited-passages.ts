import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { conversations, messages } from '../../db/schema/chat.js';
import type { ChatAgent } from './chat-agent.js';
import type { ChatParticipant } from './chat-types.js';
import { ownConversations } from '../agents/visitor-access.js';

/** The answers cited a passage: what they said and the name they gave its file. */
export interface PassageCitations {
  answers: string[];
  /** The file as the answer named it ('Documento 1' when the agent hides file names). */
  file: string | null;
}

/**
 * The latest answers (up to 5) in this participant's own conversations with the agent that cited the passage as a
 * source; none when it was never shown to them.
 */
export async function citationsOfPassage(
  db: DbOrTx,
  agent: Pick<ChatAgent, 'id' | 'accountId'>,
  who: ChatParticipant,
  chunkId: string,
): Promise<PassageCitations> {
  const rows = await db
    .select({ text: messages.text, sources: messages.sources })
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
    .orderBy(desc(messages.createdAt))
    .limit(5);
  const cited = rows.flatMap((row) => (row.sources ?? []).filter((source) => source.chunkId === chunkId));
  return { answers: rows.map((row) => row.text), file: cited[0]?.file ?? null };
}
