import { and, asc, eq } from 'drizzle-orm';
import type { QaTranslations } from '@app/shared/api/knowledge-qa';
import type { DbOrTx } from '../../../db/client.js';
import type { RowCache } from '../../../db/row-cache.js';
import { documentChunks } from '../../../db/schema/documents.js';
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
export async function findQaAnswer(
  { db, rowCache }: { db: DbOrTx; rowCache: RowCache },
  args: { accountId: string; agentId: string; question: string },
): Promise<QaLookup> {
  // Read every turn, changed when a pair is written or its document deleted (cascade): kept until the table changes
  // (ADR 0387). A pair's row goes with its document (foreign key, on delete cascade).
  const pairs = await rowCache.read('knowledge_qa_pairs', `${args.accountId}:${args.agentId}`, () =>
    db
      .select({
        documentId: knowledgeQaPairs.documentId,
        question: knowledgeQaPairs.question,
        variants: knowledgeQaPairs.variants,
        answer: knowledgeQaPairs.answer,
        translations: knowledgeQaPairs.translations,
      })
      .from(knowledgeQaPairs)
      .where(and(eq(knowledgeQaPairs.accountId, args.accountId), eq(knowledgeQaPairs.agentId, args.agentId)))
      .orderBy(asc(knowledgeQaPairs.createdAt)),
  );
  if (pairs.length === 0) return NO_PAIRS;
  const match = bestQaMatch(args.question, pairs);
  const asked = questionTerms(args.question);
  const byDocument = new Map(pairs.map((pair) => [pair.documentId, pair]));
  const isUnrelatedPair = (documentId: string) => {
    const pair = byDocument.get(documentId);
    return pair !== undefined && unrelatedTo(asked, pair);
  };
  if (!match) return { answer: null, isUnrelatedPair };
  const { documentId, question, answer, translations } = match.pair;
  // The pair's passage (what its citation opens), read only for the pair that answers: it changes when the pair is
  // indexed again, which the cached pairs do not follow.
  const [first] = await db
    .select({ id: documentChunks.id })
    .from(documentChunks)
    .where(and(eq(documentChunks.documentId, documentId), eq(documentChunks.accountId, args.accountId)))
    .orderBy(asc(documentChunks.ordinal))
    .limit(1);
  const chunkId = first?.id ?? null;
  return { answer: { documentId, chunkId, question, answer, translations, score: match.score }, isUnrelatedPair };
}
