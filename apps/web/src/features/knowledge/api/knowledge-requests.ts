import type { AgentDocument, RetrievalTestInput } from '@app/shared/api/knowledge';
import type { RetrievalResult } from '@app/shared/api/knowledge';
import { apiRequest } from '../../../lib/api-client';

const documentsPath = (agentId: string) => `/agents/${encodeURIComponent(agentId)}/documents`;

export function uploadDocument(agentId: string, file: File) {
  const formData = new FormData();
  formData.append('file', file);
  return apiRequest<AgentDocument>(documentsPath(agentId), { method: 'POST', formData });
}

export const deleteDocument = (agentId: string, documentId: string) =>
  apiRequest<{ success: true; message?: string }>(`${documentsPath(agentId)}/${encodeURIComponent(documentId)}`, { method: 'DELETE' });

export const retryDocument = (agentId: string, documentId: string) =>
  apiRequest<AgentDocument>(`${documentsPath(agentId)}/${encodeURIComponent(documentId)}/retry`, { method: 'POST' });

export const retrievalTest = (agentId: string, input: RetrievalTestInput) =>
  apiRequest<{ results: RetrievalResult[] }>(`/agents/${encodeURIComponent(agentId)}/retrieval-test`, { method: 'POST', body: input });
