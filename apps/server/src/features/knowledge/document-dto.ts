import type { AgentDocument, DocumentStatus } from '@app/shared/api/knowledge';
import type { agentDocuments } from '../../db/schema/documents.js';

export function toDocumentDto(row: typeof agentDocuments.$inferSelect): AgentDocument {
  return {
    id: row.id,
    agentId: row.agentId,
    fileName: row.fileName,
    fileType: row.fileType,
    sizeBytes: Number(row.sizeBytes),
    status: row.status as DocumentStatus,
    error: row.error,
    progress: row.progress,
    pageCount: row.pageCount,
    uploadedAt: row.uploadedAt.toISOString(),
    processedAt: row.processedAt ? row.processedAt.toISOString() : null,
  };
}
