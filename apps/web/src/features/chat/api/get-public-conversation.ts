import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatMessage } from '@app/shared/api/chat';
import { apiRequest } from '../../../lib/api-client';
import { chatKeys, publicAgentPath } from './keys';

/** GET /api/public/agents/:agentId/conversations/:conversationId?visitorId=…: a visitor's own conversation. */
export const getPublicConversation = async (agentId: string, conversationId: string, visitorId: string) =>
  (
    await apiRequest<{ messages: ChatMessage[] }>(
      `${publicAgentPath(agentId)}/conversations/${encodeURIComponent(conversationId)}?visitorId=${encodeURIComponent(visitorId)}`,
    )
  ).messages;

/** Without a remembered conversation there is nothing to fetch; a stale id (404) is not retried. */
export const publicConversationQueryOptions = (agentId: string, conversationId: string | null, visitorId: string) =>
  queryOptions({
    queryKey: chatKeys.publicHistory(agentId, conversationId),
    queryFn: async () => (conversationId ? getPublicConversation(agentId, conversationId, visitorId) : []),
    staleTime: Infinity,
    retry: false,
  });

export const usePublicConversation = (
  agentId: string,
  conversationId: string | null,
  visitorId: string,
  { enabled }: { enabled: boolean },
) => useQuery({ ...publicConversationQueryOptions(agentId, conversationId, visitorId), enabled });
