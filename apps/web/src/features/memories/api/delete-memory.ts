import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { memoriesPath, memoryKeys } from './keys';

/** DELETE /api/agents/:agentId/memories/:memoryId */
export const deleteMemory = (agentId: string, memoryId: string) =>
  apiRequest<{ success: true; message?: string }>(`${memoriesPath(agentId)}/${encodeURIComponent(memoryId)}`, { method: 'DELETE' });

export function useDeleteMemory(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memoryId: string) => deleteMemory(agentId, memoryId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: memoryKeys.list(agentId) }),
  });
}
