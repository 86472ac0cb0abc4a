import { useMutation } from '@tanstack/react-query';
import type { AgentDocument } from '@app/shared/api/knowledge';
import { apiRequest } from '../../../lib/api-client';
import { agentPath } from './keys';

/** POST /api/agents/:agentId/documents?context=creation: the documents endpoint with the creation rules (PDF, TXT only). */
export function uploadCreationDocument(agentId: string, file: File) {
  const formData = new FormData();
  formData.append('file', file);
  return apiRequest<AgentDocument>(`${agentPath(agentId)}/documents?context=creation`, { method: 'POST', formData });
}

/** Nothing cached shows a new agent's documents yet: the settings page fetches them when opened. */
export const useUploadCreationDocument = () =>
  useMutation({ mutationFn: ({ agentId, file }: { agentId: string; file: File }) => uploadCreationDocument(agentId, file) });
