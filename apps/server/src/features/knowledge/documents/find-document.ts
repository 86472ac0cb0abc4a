import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { agentDocuments } from '../../../db/schema/documents.js';
import { notFound } from '../../../base/errors.js';
import type { MemberCaller } from '@app/shared/roles';
import { requireAgent } from '../../agents/require-agent.js';

export const DOCUMENT_NOT_FOUND = 'Documento non trovato.';

/** One document of an agent the caller manages; anything else (other agent, other account) is 404. */
export async function findManageableDocument(db: DbOrTx, caller: MemberCaller, agentId: string, documentId: string) {
  const agent = await requireAgent(db, caller, agentId, 'manage');
  const [doc] = await db
    .select()
    .from(agentDocuments)
    .where(and(eq(agentDocuments.id, documentId), eq(agentDocuments.agentId, agent.id), eq(agentDocuments.accountId, caller.accountId)));
  if (!doc) throw notFound(DOCUMENT_NOT_FOUND);
  return doc;
}
