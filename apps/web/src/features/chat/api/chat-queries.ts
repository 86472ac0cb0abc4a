import { queryOptions } from '@tanstack/react-query';
import type { ChatHistory, PublicAgent, ChatMessage } from '@app/shared/api/chat';
import type { Memory } from '@app/shared/api/memories';
import { apiRequest } from '../../../lib/api-client';

export const CHAT_KEY = ['chat'] as const;

export const chatAgentsQueryOptions = () =>
  queryOptions({
    queryKey: [...CHAT_KEY, 'agents'],
    queryFn: async () =>
      (await apiRequest<{ agents: { id: string; name: string; description: string; status: string }[] }>('/chat/agents')).agents,
  });

export const chatHistoryQueryOptions = (agentId: string, conversationId?: string | null) =>
  queryOptions({
    queryKey: [...CHAT_KEY, 'history', agentId, conversationId ?? 'latest'],
    queryFn: () =>
      apiRequest<ChatHistory>(
        `/agents/${encodeURIComponent(agentId)}/chat/history${conversationId ? `?conversationId=${encodeURIComponent(conversationId)}` : ''}`,
      ),
    staleTime: Infinity,
  });

export const publicAgentQueryOptions = (agentId: string) =>
  queryOptions({
    queryKey: [...CHAT_KEY, 'public', agentId],
    queryFn: () => apiRequest<PublicAgent>(`/public/agents/${encodeURIComponent(agentId)}`),
  });

export const publicHistoryQueryOptions = (agentId: string, conversationId: string | null, visitorId: string) =>
  queryOptions({
    queryKey: [...CHAT_KEY, 'public-history', agentId, conversationId],
    queryFn: async () =>
      conversationId
        ? (
            await apiRequest<{ messages: ChatMessage[] }>(
              `/public/agents/${encodeURIComponent(agentId)}/conversations/${encodeURIComponent(conversationId)}?visitorId=${encodeURIComponent(visitorId)}`,
            )
          ).messages
        : [],
    staleTime: Infinity,
    retry: false,
  });

export const memoriesQueryOptions = (agentId: string) =>
  queryOptions({
    queryKey: [...CHAT_KEY, 'memories', agentId],
    queryFn: async () => (await apiRequest<{ memories: Memory[] }>(`/agents/${encodeURIComponent(agentId)}/memories`)).memories,
  });
