import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@app/shared/api/chat';
import { apiRequest } from '../../../lib/api-client';
import { inboxKeys, inboxPath } from './keys';

/** POST /api/inbox/:requestId/replies: the member's reply to the visitor. */
export const replyToRequest = (requestId: string, text: string) =>
  apiRequest<ChatMessage>(`${inboxPath(requestId)}/replies`, { method: 'POST', body: { text } });

export function useReplyToRequest(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => replyToRequest(requestId, text),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}
