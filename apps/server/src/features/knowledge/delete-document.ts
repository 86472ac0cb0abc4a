import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { agentDocuments } from '../../db/schema/documents.js';
import { findManageableDocument } from './find-document.js';
import type { Caller } from './manageable-agent.js';
import { publishDocumentsChanged } from './process-document-job.js';

/** Removes the row (its chunks go with it, ON DELETE CASCADE), then the stored file. */
export async function deleteDocument(ctx: AppContext, args: Caller & { agentId: string; documentId: string }) {
  const doc = await findManageableDocument(ctx.db, args, args.agentId, args.documentId);
  await ctx.db.delete(agentDocuments).where(and(eq(agentDocuments.id, doc.id), eq(agentDocuments.accountId, args.accountId)));
  await ctx.storage.remove(doc.filePath);
  await publishDocumentsChanged(ctx, doc);
}
