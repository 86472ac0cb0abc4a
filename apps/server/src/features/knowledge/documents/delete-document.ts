import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import { agentDocuments } from '../../../db/schema/documents.js';
import { findManageableDocument } from './find-document.js';
import type { MemberCaller } from '@app/shared/roles';
import { publishDocumentsChanged } from '../ingestion/process-document-job.js';
import { removeDocumentTerms } from '../search/term-statistics.js';
import { queueFileRemoval, removeQueuedFiles } from '../../../storage/file-removals.js';

/** Removes the row (its chunks and statistics go with it, ON DELETE CASCADE, after its terms leave the agent's), then the stored file (again at the next start after a crash). */
export async function deleteDocument(
  ctx: AppContext,
  { caller, agentId, documentId }: { caller: MemberCaller; agentId: string; documentId: string },
) {
  const doc = await findManageableDocument(ctx.db, caller, agentId, documentId);
  await ctx.db.transaction(async (tx) => {
    // Its terms leave the agent's statistics with it (ADR 0147).
    await removeDocumentTerms(tx, doc);
    await tx.delete(agentDocuments).where(and(eq(agentDocuments.id, doc.id), eq(agentDocuments.accountId, caller.accountId)));
    await queueFileRemoval(tx, { key: doc.filePath });
  });
  await removeQueuedFiles(ctx, { key: doc.filePath });
  await publishDocumentsChanged(ctx, doc);
}
