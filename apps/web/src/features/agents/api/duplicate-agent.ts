import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Agent } from '@app/shared/api/agents';
import { apiRequest } from '../../../lib/api-client';
import { agentKeys, agentPath } from './keys';

/** POST /api/agents/:agentId/duplicate */
export const duplicateAgent = (agentId: string) => apiRequest<Agent>(`${agentPath(agentId)}/duplicate`, { method: 'POST' });

export function useDuplicateAgent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: duplicateAgent, onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.all }) });
}
