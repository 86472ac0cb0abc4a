import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedReply, SavedReplyBody } from '@app/shared/api/saved-replies';
import { apiRequest } from '../../../lib/api-client';
import { inboxKeys, savedRepliesPath } from './keys';

/** POST /api/inbox/saved-replies (a new one) or PUT /api/inbox/saved-replies/:replyId (an edit). */
export const saveSavedReply = ({ id, ...body }: SavedReplyBody & { id?: string }) =>
  apiRequest<SavedReply>(id ? `${savedRepliesPath}/${encodeURIComponent(id)}` : savedRepliesPath, { method: id ? 'PUT' : 'POST', body });

export function useSaveSavedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSavedReply,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKeys.savedReplies() }),
  });
}
