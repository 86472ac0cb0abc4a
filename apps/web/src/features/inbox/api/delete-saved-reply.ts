import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { inboxKeys, savedRepliesPath } from './keys';

/** DELETE /api/inbox/saved-replies/:replyId. */
export const deleteSavedReply = (id: string) =>
  apiRequest<{ success: true }>(`${savedRepliesPath}/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteSavedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedReply,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKeys.savedReplies() }),
  });
}
