import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { agentPath, chatKeys } from './keys';

export type Rating = 1 | -1 | null;

/** PUT /api/agents/:agentId/chat/messages/:messageId/rating */
export const rateChatMessage = (agentId: string, messageId: string, rating: Rating) =>
  apiRequest(`${agentPath(agentId)}/chat/messages/${encodeURIComponent(messageId)}/rating`, { method: 'PUT', body: { rating } });

/** The chat view shows the rating at once; cached histories are only marked stale, for the next visit. */
export function useRateChatMessage(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, rating }: { messageId: string; rating: Rating }) => rateChatMessage(agentId, messageId, rating),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.histories(agentId), refetchType: 'none' }),
  });
}
