import { PAGE_NOT_FOUND } from '@app/shared/i18n/knowledge';
import type { MemberCaller } from '@app/shared/roles';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import { agentDocuments } from '../../../db/schema/documents.js';
import { notFound } from '../../../base/errors.js';
import { requireAgent } from '../../agents/require-agent.js';
import { DOCUMENT_NOT_FOUND } from './find-document.js';
import { renderPdfPage } from '../ingestion/pdf/pdf-text-reader.js';
import { readAll } from './stored-file.js';

/**
 * One page of a PDF as a PNG, for a member who may see the agent: the source viewer shows the cited page itself
 * beside its text (issue 16). Drawn in the PDF worker thread; other files have no pages (404).
 */
export async function renderDocumentPage(
  ctx: AppContext,
  { caller, agentId, documentId, page }: { caller: MemberCaller; agentId: string; documentId: string; page: number },
): Promise<Buffer> {
  const agent = await requireAgent(ctx.db, caller, agentId, 'see');
  const [doc] = await ctx.db
    .select({ filePath: agentDocuments.filePath, fileType: agentDocuments.fileType, pageCount: agentDocuments.pageCount })
    .from(agentDocuments)
    .where(and(eq(agentDocuments.id, documentId), eq(agentDocuments.agentId, agent.id), eq(agentDocuments.accountId, caller.accountId)));
  if (!doc) throw notFound(DOCUMENT_NOT_FOUND);
  if (doc.fileType !== 'application/pdf' || !doc.pageCount || page > doc.pageCount) throw notFound(PAGE_NOT_FOUND, 'PAGE_NOT_FOUND');
  const png = await renderPdfPage(await readAll(ctx.storage, doc.filePath), page).catch(() => null);
  if (!png) throw notFound(PAGE_NOT_FOUND, 'PAGE_NOT_FOUND');
  return png;
}
