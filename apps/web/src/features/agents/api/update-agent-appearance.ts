import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Agent, AgentAppearance } from '@app/shared/api/agents';
import { apiRequest } from '../../../lib/api-client';
import { agentKeys, agentPath } from './keys';

/** PUT /api/agents/:agentId/appearance ('Aspetto', issue 34) */
export const updateAgentAppearance = (agentId: string, input: AgentAppearance) =>
  apiRequest<Agent>(`${agentPath(agentId)}/appearance`, { method: 'PUT', body: input });

/** The saved agent replaces the cached one at once. */
export function useUpdateAgentAppearance(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AgentAppearance) => updateAgentAppearance(agentId, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(agentKeys.detail(agentId), saved);
    },
  });
}
