import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { documentKeys, documentsPath } from './keys';

/** DELETE /api/agents/:agentId/documents/:documentId */
export const deleteDocument = (agentId: string, documentId: string) =>
  apiRequest<{ success: true; message?: string }>(`${documentsPath(agentId)}/${encodeURIComponent(documentId)}`, { method: 'DELETE' });

export function useDeleteDocument(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => deleteDocument(agentId, documentId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: documentKeys.list(agentId) }),
  });
}
