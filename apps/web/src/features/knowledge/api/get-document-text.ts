import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentText } from '@app/shared/api/knowledge';
import { apiRequest } from '../../../lib/api-client';
import { documentKeys, documentsPath } from './keys';

/** GET /api/agents/:agentId/documents/:documentId/text: the extracted text (OCR and transcripts included). */
export const getDocumentText = (agentId: string, documentId: string) =>
  apiRequest<DocumentText>(`${documentsPath(agentId)}/${encodeURIComponent(documentId)}/text`);

export const documentTextQueryOptions = (agentId: string, documentId: string) =>
  queryOptions({ queryKey: documentKeys.text(agentId, documentId), queryFn: () => getDocumentText(agentId, documentId) });

export const useDocumentText = (agentId: string, documentId: string) => useQuery(documentTextQueryOptions(agentId, documentId));
