import { and, eq } from 'drizzle-orm';
import { QA_MESSAGES } from '@app/shared/i18n/knowledge-qa';
import { type QaPair } from '@app/shared/api/knowledge-qa';
import type { DbOrTx } from '../../../db/client.js';
import { agentDocuments } from '../../../db/schema/documents.js';
import { knowledgeQaPairs } from '../../../db/schema/knowledge-qa.js';
import { notFound } from '../../../base/errors.js';

type DocumentRow = typeof agentDocuments.$inferSelect;
type PairRow = typeof knowledgeQaPairs.$inferSelect;

/** One pair of an agent already checked with requireAgent: its document and its own row; anything else is 404. */
export async function findQaPair(db: DbOrTx, { accountId, agentId, pairId }: { accountId: string; agentId: string; pairId: string }) {
  const [found] = await db
    .select({ document: agentDocuments, pair: knowledgeQaPairs })
    .from(agentDocuments)
    .innerJoin(knowledgeQaPairs, eq(knowledgeQaPairs.documentId, agentDocuments.id))
    .where(
      and(
        eq(agentDocuments.id, pairId),
        eq(agentDocuments.accountId, accountId),
        eq(agentDocuments.agentId, agentId),
        eq(agentDocuments.sourceType, 'qa'),
      ),
    );
  if (!found) throw notFound(QA_MESSAGES.notFound);
  return found;
}

/**
 * The text a pair is searched and cited by: the question and its variants, one a line, then the answer. The search
 * finds the pair like any passage even when a question does not match it closely enough for the exact answer.
 */
export function qaIndexedText(pair: { question: string; variants: string[]; answer: string }): string {
  return `${[pair.question, ...pair.variants].join('\n')}\n\n${pair.answer}`;
}

export function toQaPair(document: Pick<DocumentRow, 'id' | 'agentId' | 'sizeBytes' | 'status'>, pair: PairRow): QaPair {
  return {
    id: document.id,
    agentId: document.agentId,
    question: pair.question,
    variants: pair.variants,
    answer: pair.answer,
    translations: pair.translations,
    sizeBytes: Number(document.sizeBytes),
    status: document.status,
    createdAt: pair.createdAt.toISOString(),
    updatedAt: pair.updatedAt.toISOString(),
  };
}
