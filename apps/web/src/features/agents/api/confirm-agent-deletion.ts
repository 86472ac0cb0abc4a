import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { agentKeys } from './keys';

/** POST /api/agents/deletion/confirm: the e-mailed single-use token. */
export const confirmAgentDeletion = (token: string) =>
  apiRequest<{ message: string }>('/agents/deletion/confirm', { method: 'POST', body: { token } });

export function useConfirmAgentDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmAgentDeletion,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  });
}
