import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatHistory } from '@app/shared/api/chat';
import { apiRequest } from '../../../lib/api-client';
import { agentPath, chatKeys } from './keys';

/** GET /api/agents/:agentId/chat/history: one conversation (the latest without `conversationId`) and the list of them. */
export const getChatHistory = (agentId: string, conversationId: string | null) =>
  apiRequest<ChatHistory>(
    `${agentPath(agentId)}/chat/history${conversationId ? `?conversationId=${encodeURIComponent(conversationId)}` : ''}`,
  );

/** Never stale by time: the chat view holds the live messages, sending a message marks the history stale. */
export const chatHistoryQueryOptions = (agentId: string, conversationId: string | null) =>
  queryOptions({
    queryKey: chatKeys.history(agentId, conversationId),
    queryFn: () => getChatHistory(agentId, conversationId),
    staleTime: Infinity,
  });

export const useChatHistory = (agentId: string, conversationId: string | null) =>
  useQuery(chatHistoryQueryOptions(agentId, conversationId));
