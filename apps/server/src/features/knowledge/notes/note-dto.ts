import { and, eq } from 'drizzle-orm';
import { NOTE_MESSAGES } from '@app/shared/i18n/knowledge-notes';
import { type Note, type NoteSummary } from '@app/shared/api/knowledge-notes';
import type { DocumentStatus } from '@app/shared/api/knowledge';
import type { DbOrTx } from '../../../db/client.js';
import { agentDocuments } from '../../../db/schema/documents.js';
import { notFound } from '../../../base/errors.js';

type DocumentRow = typeof agentDocuments.$inferSelect;

export const EXCERPT_CHARS = 160;

/** One note of an agent already checked with requireAgent; another kind of source, agent or account is 404. */
export async function findNote(db: DbOrTx, { accountId, agentId, noteId }: { accountId: string; agentId: string; noteId: string }) {
  const [row] = await db
    .select()
    .from(agentDocuments)
    .where(
      and(
        eq(agentDocuments.id, noteId),
        eq(agentDocuments.accountId, accountId),
        eq(agentDocuments.agentId, agentId),
        eq(agentDocuments.sourceType, 'note'),
      ),
    );
  if (!row) throw notFound(NOTE_MESSAGES.notFound);
  return row;
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
    status: row.status as DocumentStatus,
    error: row.error,
    createdAt: row.uploadedAt.toISOString(),
    updatedAt: row.processedAt ? row.processedAt.toISOString() : null,
  };
}

export function toNote(row: DocumentRow, text: string): Note {
  return { ...toNoteSummary(row, excerptOf(text)), text };
}
