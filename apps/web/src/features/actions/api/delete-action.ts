import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { actionKeys, actionsPath } from './keys';

/** DELETE /api/agents/:agentId/actions/:actionId */
export const deleteAction = (agentId: string, actionId: string) =>
  apiRequest<{ success: true }>(`${actionsPath(agentId)}/${encodeURIComponent(actionId)}`, { method: 'DELETE' });

export function useDeleteAction(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (actionId: string) => deleteAction(agentId, actionId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: actionKeys.list(agentId) }),
  });
}
