import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { agentDocuments } from '../../../db/schema/documents.js';
import type { MemberCaller } from '@app/shared/roles';
import { requireAgent } from '../../agents/require-agent.js';
import { documentDtoColumns, toDocumentDto } from './document-dto.js';

export async function listDocuments(db: DbOrTx, { caller, agentId }: { caller: MemberCaller; agentId: string }) {
  const agent = await requireAgent(db, caller, agentId, 'manage');
  const rows = await db
    .select(documentDtoColumns)
    .from(agentDocuments)
    .where(and(eq(agentDocuments.accountId, caller.accountId), eq(agentDocuments.agentId, agent.id)))
    .orderBy(desc(agentDocuments.uploadedAt), desc(agentDocuments.id));
  return { documents: rows.map(toDocumentDto) };
}
