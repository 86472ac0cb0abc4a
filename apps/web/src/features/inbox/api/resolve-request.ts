import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { inboxKeys, inboxPath } from './keys';

/** POST /api/inbox/:requestId/resolve: done; the agent answers again in the conversation. */
export const resolveRequest = (requestId: string) => apiRequest(`${inboxPath(requestId)}/resolve`, { method: 'POST' });

export function useResolveRequest(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resolveRequest(requestId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}
