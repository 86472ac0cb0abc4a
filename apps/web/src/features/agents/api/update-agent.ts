import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Agent, UpdateAgent } from '@app/shared/api/agents';
import { apiRequest } from '../../../lib/api-client';
import { agentKeys, agentPath } from './keys';

/** PUT /api/agents/:agentId */
export const updateAgent = (agentId: string, input: UpdateAgent) => apiRequest<Agent>(agentPath(agentId), { method: 'PUT', body: input });

/** The saved agent replaces the cached one at once; the list (names, statuses) is fetched again. */
export function useUpdateAgent(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateAgent) => updateAgent(agentId, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(agentKeys.detail(agentId), saved);
      void queryClient.invalidateQueries({ queryKey: agentKeys.list() });
    },
  });
}
