import { and, asc, eq, sql } from 'drizzle-orm';
import type { QaTranslations } from '@app/shared/api/knowledge-qa';
import type { DbOrTx } from '../../../db/client.js';
import { agentDocuments, documentChunks } from '../../../db/schema/documents.js';
import { knowledgeQaPairs } from '../../../db/schema/knowledge-qa.js';
import { bestQaMatch, questionTerms, unrelatedTo } from './qa-closeness.js';

export interface QaAnswer {
  documentId: string;
  /** The pair's passage, what its citation opens (null only while it is indexed again). */
  chunkId: string | null;
  question: string;
  answer: string;
  /** The answer in other visitors' languages (issue 48). */
  translations: QaTranslations;
  /** The closeness of the visitor's question to the pair (ADR 0226). */
  score: number;
}

export interface QaLookup {
  /** The pair the question asks for (ADR 0226), its answer given as written; null when none does. */
  answer: QaAnswer | null;
  /**
   * Whether a retrieved document is a pair about something else (ADR 0226): it takes no part in the ordinary answer.
   * Asked only of the few passages the search returns.
   */
  isUnrelatedPair(documentId: string): boolean;
}

const NO_PAIRS: QaLookup = { answer: null, isUnrelatedPair: () => false };

/**
 * For the chat (the one way other features reach the pairs): the pair a visitor's question asks for, with its exact
 * answer, and the pairs it has nothing to do with. One indexed query per question; an agent without pairs reads no row.
 */
export async function findQaAnswer(db: DbOrTx, args: { accountId: string; agentId: string; question: string }): Promise<QaLookup> {
  const pairs = await db
    .select({
      documentId: knowledgeQaPairs.documentId,
      question: knowledgeQaPairs.question,
      variants: knowledgeQaPairs.variants,
      answer: knowledgeQaPairs.answer,
      translations: knowledgeQaPairs.translations,
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
  if (pairs.length === 0) return NO_PAIRS;
  const match = bestQaMatch(args.question, pairs);
  const asked = questionTerms(args.question);
  const byDocument = new Map(pairs.map((pair) => [pair.documentId, pair]));
  const isUnrelatedPair = (documentId: string) => {
    const pair = byDocument.get(documentId);
    return pair !== undefined && unrelatedTo(asked, pair);
  };
  if (!match) return { answer: null, isUnrelatedPair };
  const { documentId, chunkId, question, answer, translations } = match.pair;
  return { answer: { documentId, chunkId, question, answer, translations, score: match.score }, isUnrelatedPair };
}
