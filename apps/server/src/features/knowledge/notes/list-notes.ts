import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { MemberCaller } from '@app/shared/roles';
import type { DbOrTx } from '../../../db/client.js';
import { agentDocuments, documentTexts } from '../../../db/schema/documents.js';
import { requireAgent } from '../../agents/require-agent.js';
import { EXCERPT_CHARS, excerptOf, toNoteSummary } from './note-dto.js';

/** The agent's notes, newest first, each with the opening of its text (read from the text store, never whole). */
export async function listNotes(db: DbOrTx, { caller, agentId }: { caller: MemberCaller; agentId: string }) {
  const agent = await requireAgent(db, caller, agentId, 'manage');
  const rows = await db
    .select({
      id: agentDocuments.id,
      agentId: agentDocuments.agentId,
      fileName: agentDocuments.fileName,
      sizeBytes: agentDocuments.sizeBytes,
      status: agentDocuments.status,
      error: agentDocuments.error,
      uploadedAt: agentDocuments.uploadedAt,
      processedAt: agentDocuments.processedAt,
      opening: sql<string | null>`(
        select left(${documentTexts.text}, ${EXCERPT_CHARS * 2}) from ${documentTexts}
        where ${documentTexts.documentId} = ${agentDocuments.id} and ${documentTexts.accountId} = ${agentDocuments.accountId}
        order by ${documentTexts.ordinal} limit 1
      )`,
    })
    .from(agentDocuments)
    .where(and(eq(agentDocuments.accountId, caller.accountId), eq(agentDocuments.agentId, agent.id), eq(agentDocuments.sourceType, 'note')))
    .orderBy(desc(agentDocuments.uploadedAt), asc(agentDocuments.id));
  return { notes: rows.map((row) => toNoteSummary(row, excerptOf(row.opening ?? ''))) };
}
