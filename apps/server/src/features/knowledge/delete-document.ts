import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { agentDocuments } from '../../db/schema/documents.js';
import { findManageableDocument } from './find-document.js';
import type { MemberCaller } from '@app/shared/roles';
import { publishDocumentsChanged } from './process-document-job.js';

/** Removes the row (its chunks go with it, ON DELETE CASCADE), then the stored file. */
export async function deleteDocument(
  ctx: AppContext,
  { caller, agentId, documentId }: { caller: MemberCaller; agentId: string; documentId: string },
) {
  const doc = await findManageableDocument(ctx.db, caller, agentId, documentId);
  await ctx.db.delete(agentDocuments).where(and(eq(agentDocuments.id, doc.id), eq(agentDocuments.accountId, caller.accountId)));
  await ctx.storage.remove(doc.filePath);
  await publishDocumentsChanged(ctx, doc);
}
