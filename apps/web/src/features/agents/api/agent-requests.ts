import type { Agent, CreateAgent, UpdateAgent } from '@app/shared/api/agents';
import type { AgentDocument } from '@app/shared/api/knowledge';
import { apiRequest } from '../../../lib/api-client';

const agentPath = (id: string) => `/agents/${encodeURIComponent(id)}`;

export const createAgent = (input: CreateAgent) => apiRequest<Agent>('/agents', { method: 'POST', body: input });
export const updateAgent = (id: string, input: UpdateAgent) => apiRequest<Agent>(agentPath(id), { method: 'PUT', body: input });
export const duplicateAgent = (id: string) => apiRequest<Agent>(`${agentPath(id)}/duplicate`, { method: 'POST' });
export const requestAgentDeletion = (id: string) =>
  apiRequest<{ message: string }>(`${agentPath(id)}/deletion-request`, { method: 'POST' });
export const confirmAgentDeletion = (token: string) =>
  apiRequest<{ message: string }>('/agents/deletion/confirm', { method: 'POST', body: { token } });

/** The knowledge feature's upload endpoint, with the creation rules (PDF, TXT only). */
export function uploadCreationDocument(agentId: string, file: File) {
  const formData = new FormData();
  formData.append('file', file);
  return apiRequest<AgentDocument>(`${agentPath(agentId)}/documents?context=creation`, { method: 'POST', formData });
}
