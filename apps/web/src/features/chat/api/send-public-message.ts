import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatEvent } from '@app/shared/api/chat';
import { chatKeys, publicAgentPath } from './keys';
import { postChatStream, type ChatSend } from './read-chat-stream';

/** POST /api/public/agents/:agentId/messages (multipart with the visitor id, NDJSON answer). */
export const sendPublicMessage = (agentId: string, form: FormData, onEvent: (event: ChatEvent) => void, signal?: AbortSignal) =>
  postChatStream(`${publicAgentPath(agentId)}/messages`, form, onEvent, signal);

/** The open view holds the messages; the cached conversation is only marked stale, for the next visit. */
export function useSendPublicMessage(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, onEvent }: ChatSend) => sendPublicMessage(agentId, form, onEvent),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.publicHistories(agentId), refetchType: 'none' }),
  });
}
