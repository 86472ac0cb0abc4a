import type { AgentDocument } from '@app/shared/api/knowledge';
import { agentDocuments } from '../../../db/schema/documents.js';

/**
 * The columns a document's DTO needs. A list selects only these: the extracted `content` (about 130 KB for a
 * 50-page PDF) read for every document on every refresh of the list slowed the whole server while documents
 * were processed.
 */
export const documentDtoColumns = {
  id: agentDocuments.id,
  agentId: agentDocuments.agentId,
  sourceType: agentDocuments.sourceType,
  sourceUrl: agentDocuments.sourceUrl,
  fileName: agentDocuments.fileName,
  fileType: agentDocuments.fileType,
  sizeBytes: agentDocuments.sizeBytes,
  status: agentDocuments.status,
  error: agentDocuments.error,
  progress: agentDocuments.progress,
  pageCount: agentDocuments.pageCount,
  ocrPages: agentDocuments.ocrPages,
  stepsDone: agentDocuments.stepsDone,
  stepsTotal: agentDocuments.stepsTotal,
  uploadedAt: agentDocuments.uploadedAt,
  processedAt: agentDocuments.processedAt,
};

type DocumentDtoRow = Pick<typeof agentDocuments.$inferSelect, keyof typeof documentDtoColumns>;

export function toDocumentDto(row: DocumentDtoRow): AgentDocument {
  return {
    id: row.id,
    agentId: row.agentId,
    sourceType: row.sourceType,
    sourceUrl: row.sourceUrl,
    fileName: row.fileName,
    fileType: row.fileType,
    sizeBytes: Number(row.sizeBytes),
    status: row.status,
    error: row.error,
    progress: row.progress,
    pageCount: row.pageCount,
    ocrPages: row.ocrPages,
    steps: row.stepsDone !== null && row.stepsTotal !== null ? { done: row.stepsDone, total: row.stepsTotal } : null,
    uploadedAt: row.uploadedAt.toISOString(),
    processedAt: row.processedAt ? row.processedAt.toISOString() : null,
  };
}
