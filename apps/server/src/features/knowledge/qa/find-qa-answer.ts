import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { agentDocuments, documentChunks } from '../../../db/schema/documents.js';
import { knowledgeQaPairs } from '../../../db/schema/knowledge-qa.js';
import { bestQaMatch } from './qa-closeness.js';

export interface QaAnswer {
  documentId: string;
  /** The pair's passage, what its citation opens (null only while it is indexed again). */
  chunkId: string | null;
  question: string;
  answer: string;
  /** The closeness of the visitor's question to the pair (ADR 0174). */
  score: number;
}

/**
 * For the chat (the one way other features reach the pairs): the pair a visitor's question asks for closely enough,
 * with its exact answer, or null. One indexed query per question; an agent without pairs reads no row.
 */
export async function findQaAnswer(db: DbOrTx, args: { accountId: string; agentId: string; question: string }): Promise<QaAnswer | null> {
  const pairs = await db
    .select({
      documentId: knowledgeQaPairs.documentId,
      question: knowledgeQaPairs.question,
      variants: knowledgeQaPairs.variants,
      answer: knowledgeQaPairs.answer,
      chunkId: sql<string | null>`(
        select ${documentChunks.id} from ${documentChunks}
        where ${documentChunks.documentId} = ${knowledgeQaPairs.documentId} and ${documentChunks.accountId} = ${args.accountId}
        order by ${documentChunks.ordinal} limit 1
      )`,
    })
    .from(knowledgeQaPairs)
    .innerJoin(agentDocuments, eq(agentDocuments.id, knowledgeQaPairs.documentId))
    .where(and(eq(knowledgeQaPairs.accountId, args.accountId), eq(knowledgeQaPairs.agentId, args.agentId)))
    .orderBy(asc(knowledgeQaPairs.createdAt));
  if (pairs.length === 0) return null;
  const match = bestQaMatch(args.question, pairs);
  if (!match) return null;
  const { documentId, chunkId, question, answer } = match.pair;
  return { documentId, chunkId, question, answer, score: match.score };
}
