import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatEvent } from '@app/shared/api/chat';
import { agentPath, chatKeys } from './keys';
import { postChatStream, type ChatSend } from './read-chat-stream';

/** POST /api/agents/:agentId/chat/messages (multipart, NDJSON answer). */
export const sendChatMessage = (agentId: string, form: FormData, onEvent: (event: ChatEvent) => void, signal?: AbortSignal) =>
  postChatStream(`${agentPath(agentId)}/chat/messages`, form, onEvent, signal);

/**
 * Once the server has stored the question ('start'), the agent's histories are fetched again: the conversation
 * list shows a new conversation and its preview. The open chat view keeps its own messages, so nothing jumps.
 */
export function useSendChatMessage(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, onEvent }: ChatSend) =>
      sendChatMessage(agentId, form, (event) => {
        onEvent(event);
        if (event.type === 'start') void queryClient.invalidateQueries({ queryKey: chatKeys.histories(agentId) });
      }),
  });
}
