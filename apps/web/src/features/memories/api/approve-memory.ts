import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { memoriesPath, memoryKeys } from './keys';

/** POST /api/agents/:agentId/memories/:memoryId/approve: a memory waiting for approval becomes one the agent uses (ADR 0132). */
export const approveMemory = (agentId: string, memoryId: string) =>
  apiRequest<{ success: true; message: string }>(`${memoriesPath(agentId)}/${encodeURIComponent(memoryId)}/approve`, {
    method: 'POST',
  });

export function useApproveMemory(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memoryId: string) => approveMemory(agentId, memoryId),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: memoryKeys.list(agentId) }),
  });
}
