import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { documentKeys } from '../../api/keys';
import { qaPairPath } from './keys';

/** DELETE /api/agents/:agentId/qa-pairs/:pairId */
export const deleteQaPair = (agentId: string, pairId: string) =>
  apiRequest<{ success: true; message?: string }>(qaPairPath(agentId, pairId), { method: 'DELETE' });

export function useDeleteQaPair(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pairId: string) => deleteQaPair(agentId, pairId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: documentKeys.list(agentId) }),
  });
}
