import { and, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { conversations, messages } from '../../db/schema/chat.js';
import { collaborativeMemories } from '../../db/schema/agents.js';
import { approvedMemoriesOf } from '../memories/approved-memories.js';
import type { PassageLocation } from '@app/shared/api/knowledge';
import { searchChunksAndTerms } from '../knowledge/search/search-chunks.js';
import type { SearchedTerms } from '../knowledge/search/query-terms.js';
import { RERANK_CANDIDATES, rerankPassages } from '../knowledge/search/rerank-passages.js';
import { findQaAnswer, type QaAnswer } from '../knowledge/qa/find-qa-answer.js';
import type { ModelSettings } from '../../llm/model-settings.js';
import type { EmbeddingSettings } from '../knowledge/search/embeddings.js';
import type { ChatAgent } from './chat-agent.js';
import { isVisitorChannel, type ChatParticipant } from './chat-types.js';
import { ownChannels } from '../agents/visitor-access.js';
import { completedMessages } from '../chat-messages/completed-messages.js';
import type { RowCache } from '../../db/row-cache.js';
import type { RecentMessage } from './turn-reservation.js';

export const TOP_PASSAGES = 5;
export const RECENT_TURNS = 12;
export const RECALLED_MESSAGES = 20;
export const MEMORIES_IN_PROMPT = 50;

export interface ChatContext {
  /** Retrieved passages, with where each sits in its document (what a source names and opens). */
  passages: (PassageLocation & {
    chunkId: string;
    documentId: string;
    file: string;
    text: string;
    /** The document's kind and, for a website page, its address (what a visitor's source names and opens). */
    sourceType?: string;
    sourceUrl?: string | null;
    /** Set for a visitor on a website page's passages (namedForVisitors): the address the source opens. */
    url?: string;
  })[];
  memories: { type: string; content: string }[];
  recent: { sender: 'user' | 'agent'; text: string }[];
  recalled: { sender: 'user' | 'agent'; text: string; createdAt: Date }[];
  /** A question-and-answer pair the question asks for (ADR 0226): its answer is given as written. */
  qaAnswer?: QaAnswer | null;
  /** The search's reading of the question, which the offline answer's evidence reuses (no second look-up). */
  searchedTerms?: SearchedTerms | null;
}

/** Everything the answer may draw on besides the question: documents, team memory, this and past conversations. */
export async function gatherContext(
  { db, rowCache }: { db: DbOrTx; rowCache: RowCache },
  args: {
    accountId: string;
    agent: ChatAgent;
    who: ChatParticipant;
    conversationId: string;
    question: string;
    beforeMessageId: string;
    newConversation?: boolean;
    /** The conversation's latest messages, newest first, when the turn's reservation read them already (ADR 0389). */
    recent?: RecentMessage[];
    now?: Date;
    embedding?: EmbeddingSettings | null;
    /** RERANK_WITH_MODEL with a chat model: it orders the best candidates before the top passages are kept (ADR 0093). */
    rerank?: Extract<ModelSettings, { kind: 'provider' }> | null;
  },
): Promise<ChatContext> {
  const { accountId, agent } = args;
  const [found, memories, recentRows, recalled, qa] = await Promise.all([
    searchChunksAndTerms(
      db,
      { accountId, agentId: agent.id, query: args.question, topK: args.rerank ? RERANK_CANDIDATES : TOP_PASSAGES },
      { embedding: args.embedding ?? null },
    ).then(async ({ hits, terms }) => ({
      hits: args.rerank ? (await rerankPassages(args.rerank, args.question, hits)).slice(0, TOP_PASSAGES) : hits,
      terms,
    })),
    // Read every turn, changed by a memory command or an approval: kept until the table changes (ADR 0387).
    rowCache.read('collaborative_memories', `${accountId}:${agent.id}`, () =>
      db
        .select({ type: collaborativeMemories.type, content: collaborativeMemories.content })
        .from(collaborativeMemories)
        .where(approvedMemoriesOf(accountId, agent.id))
        .orderBy(desc(collaborativeMemories.createdAt))
        .limit(MEMORIES_IN_PROMPT),
    ),
    args.newConversation || args.recent
      ? Promise.resolve(args.recent ?? [])
      : db
          .select({ id: messages.id, sender: messages.sender, text: messages.text })
          .from(messages)
          .where(and(eq(messages.conversationId, args.conversationId), eq(messages.accountId, accountId), completedMessages))
          .orderBy(desc(messages.createdAt))
          .limit(RECENT_TURNS + 1),
    agent.memoryMode === 'all_chats' ? recallEarlierConversations(db, args) : Promise.resolve([]),
    findQaAnswer({ db, rowCache }, { accountId, agentId: agent.id, question: args.question }),
  ]);
  // A pair about something else stays out of the answer even when the search found it through a word its question
  // shares with this one ('posso', a place name): offline it would be quoted as if it answered (ADR 0226, issue 45).
  const passages = found.hits.filter((passage) => !qa.isUnrelatedPair(passage.documentId));
  const recent = recentRows
    .filter((m) => m.id !== args.beforeMessageId)
    .slice(0, RECENT_TURNS)
    .reverse()
    .map((m) => ({ sender: m.sender === 'user' ? ('user' as const) : ('agent' as const), text: m.text }));
  return { passages, memories: memories.reverse(), recent, recalled, qaAnswer: qa.answer, searchedTerms: found.terms };
}

/**
 * memory_mode all_chats (D9): the latest messages of the agent's other conversations within the retention
 * days (null = unlimited). The test chat recalls the account's test chats; a public visitor recalls only
 * their own earlier public chats, so one visitor never hears about another's.
 */
async function recallEarlierConversations(
  db: DbOrTx,
  args: { accountId: string; agent: ChatAgent; who: ChatParticipant; conversationId: string; now?: Date },
) {
  const now = args.now ?? new Date();
  const days = args.agent.memoryRetentionDays;
  const since = days ? new Date(now.getTime() - days * 86_400_000) : null;
  const rows = await db
    .select({ sender: messages.sender, text: messages.text, createdAt: messages.createdAt })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(messages.accountId, args.accountId),
        eq(conversations.accountId, args.accountId),
        eq(conversations.agentId, args.agent.id),
        inArray(conversations.channel, ownChannels(args.who.channel)),
        isVisitorChannel(args.who.channel) ? eq(conversations.visitorId, args.who.visitorId ?? '') : sql`true`,
        ne(conversations.id, args.conversationId),
        completedMessages,
        since ? gte(messages.createdAt, since) : sql`true`,
      ),
    )
    .orderBy(desc(messages.createdAt))
    .limit(RECALLED_MESSAGES);
  return rows
    .reverse()
    .map((m) => ({ sender: m.sender === 'user' ? ('user' as const) : ('agent' as const), text: m.text, createdAt: m.createdAt }));
}
