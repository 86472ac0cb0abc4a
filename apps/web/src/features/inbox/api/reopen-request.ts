import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { inboxKeys, inboxPath } from './keys';

/** POST /api/inbox/:requestId/reopen: a person's again. */
export const reopenRequest = (requestId: string) => apiRequest(`${inboxPath(requestId)}/reopen`, { method: 'POST' });

export function useReopenRequest(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => reopenRequest(requestId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}
