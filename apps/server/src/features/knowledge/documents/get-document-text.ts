import { and, asc, eq } from 'drizzle-orm';
import { DOCUMENT_NOT_PROCESSED } from '@app/shared/i18n/knowledge';
import { type DocumentText } from '@app/shared/api/knowledge';
import type { MemberCaller } from '@app/shared/roles';
import type { DbOrTx } from '../../../db/client.js';
import { documentChunks } from '../../../db/schema/documents.js';
import { conflict } from '../../../base/errors.js';
import { toDocumentDto } from './document-dto.js';
import { findManageableDocument } from './find-document.js';
import { readDocumentText } from './document-text-store.js';

/**
 * The extracted text of a processed document and where its passages are, for whoever manages the agent (its
 * creator, its instructor, the account owner): to check what the agent really knows (issue 16).
 */
export async function getDocumentText(
  db: DbOrTx,
  { caller, agentId, documentId }: { caller: MemberCaller; agentId: string; documentId: string },
): Promise<DocumentText> {
  const doc = await findManageableDocument(db, caller, agentId, documentId);
  const text = doc.status === 'processed' ? await readDocumentText(db, caller.accountId, doc.id) : null;
  if (text === null) throw conflict(DOCUMENT_NOT_PROCESSED, 'NOT_PROCESSED');
  const passages = await db
    .select({
      id: documentChunks.id,
      start: documentChunks.startOffset,
      end: documentChunks.endOffset,
      page: documentChunks.page,
      paragraph: documentChunks.paragraph,
      startMs: documentChunks.startMs,
      endMs: documentChunks.endMs,
    })
    .from(documentChunks)
    .where(and(eq(documentChunks.documentId, doc.id), eq(documentChunks.accountId, caller.accountId)))
    .orderBy(asc(documentChunks.ordinal));
  return { document: toDocumentDto(doc), text, passages };
}
