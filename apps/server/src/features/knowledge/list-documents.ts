import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { agentDocuments } from '../../db/schema/documents.js';
import { findManageableAgent, type Caller } from './manageable-agent.js';
import { documentDtoColumns, toDocumentDto } from './document-dto.js';

export async function listDocuments(db: DbOrTx, args: Caller & { agentId: string }) {
  const agent = await findManageableAgent(db, args, args.agentId);
  const rows = await db
    .select(documentDtoColumns)
    .from(agentDocuments)
    .where(and(eq(agentDocuments.accountId, args.accountId), eq(agentDocuments.agentId, agent.id)))
    .orderBy(desc(agentDocuments.uploadedAt), desc(agentDocuments.id));
  return { documents: rows.map(toDocumentDto) };
}
