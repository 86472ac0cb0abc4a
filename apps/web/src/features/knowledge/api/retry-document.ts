import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentDocument } from '@app/shared/api/knowledge';
import { apiRequest } from '../../../lib/api-client';
import { documentKeys, documentsPath } from './keys';

/** POST /api/agents/:agentId/documents/:documentId/retry: processes a failed document again. */
export const retryDocument = (agentId: string, documentId: string) =>
  apiRequest<AgentDocument>(`${documentsPath(agentId)}/${encodeURIComponent(documentId)}/retry`, { method: 'POST' });

export function useRetryDocument(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => retryDocument(agentId, documentId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: documentKeys.list(agentId) }),
  });
}
