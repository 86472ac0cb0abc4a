import { type Note, type NoteSummary } from '@app/shared/api/knowledge-notes';
import type { DbOrTx } from '../../../db/client.js';
import type { agentDocuments } from '../../../db/schema/documents.js';
import { findSourceDocument } from '../sources/source-documents.js';

type DocumentRow = typeof agentDocuments.$inferSelect;

export const EXCERPT_CHARS = 160;

/** One note of an agent already checked with requireAgent; another kind of source, agent or account is 404. */
export function findNote(db: DbOrTx, { accountId, agentId, noteId }: { accountId: string; agentId: string; noteId: string }) {
  return findSourceDocument(db, { accountId, agentId, type: 'note', id: noteId });
}

export function excerptOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= EXCERPT_CHARS ? line : `${line.slice(0, EXCERPT_CHARS).trimEnd()}…`;
}

export function toNoteSummary(
  row: Pick<DocumentRow, 'id' | 'agentId' | 'fileName' | 'sizeBytes' | 'status' | 'error' | 'uploadedAt' | 'processedAt'>,
  excerpt: string,
): NoteSummary {
  return {
    id: row.id,
    agentId: row.agentId,
    title: row.fileName,
    excerpt,
    sizeBytes: Number(row.sizeBytes),
    status: row.status,
    error: row.error,
    createdAt: row.uploadedAt.toISOString(),
    updatedAt: row.processedAt ? row.processedAt.toISOString() : null,
  };
}

export function toNote(row: DocumentRow, text: string): Note {
  return { ...toNoteSummary(row, excerptOf(text)), text };
}
