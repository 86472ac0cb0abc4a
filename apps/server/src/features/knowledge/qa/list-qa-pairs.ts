import { and, desc, eq } from 'drizzle-orm';
import type { MemberCaller } from '@app/shared/roles';
import type { DbOrTx } from '../../../db/client.js';
import { agentDocuments } from '../../../db/schema/documents.js';
import { knowledgeQaPairs } from '../../../db/schema/knowledge-qa.js';
import { requireAgent } from '../../agents/require-agent.js';
import { toQaPair } from './qa-pair-dto.js';

/** The agent's question-and-answer pairs, newest first. */
export async function listQaPairs(db: DbOrTx, { caller, agentId }: { caller: MemberCaller; agentId: string }) {
  const agent = await requireAgent(db, caller, agentId, 'manage');
  const rows = await db
    .select({ document: agentDocuments, pair: knowledgeQaPairs })
    .from(knowledgeQaPairs)
    .innerJoin(agentDocuments, eq(agentDocuments.id, knowledgeQaPairs.documentId))
    .where(and(eq(knowledgeQaPairs.accountId, caller.accountId), eq(knowledgeQaPairs.agentId, agent.id)))
    .orderBy(desc(knowledgeQaPairs.createdAt), desc(knowledgeQaPairs.documentId));
  return { pairs: rows.map((r) => toQaPair(r.document, r.pair)) };
}
