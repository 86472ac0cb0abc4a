import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { inboxKeys, inboxPath } from './keys';

/** PUT /api/inbox/:requestId/assignee: to a member (owner/admin: anyone active; the others: themselves) or to nobody. */
export const assignRequest = (requestId: string, assigneeId: string | null) =>
  apiRequest(`${inboxPath(requestId)}/assignee`, { method: 'PUT', body: { assigneeId } });

export function useAssignRequest(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assigneeId: string | null) => assignRequest(requestId, assigneeId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}
