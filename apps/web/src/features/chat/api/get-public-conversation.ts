import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicHistory } from '@app/shared/api/chat';
import { apiRequest } from '../../../lib/api-client';
import { chatKeys, publicAgentPath } from './keys';

/** GET /api/public/agents/:agentId/conversations/:conversationId?visitorId=…: a visitor's own conversation and its language. */
export const getPublicConversation = (agentId: string, conversationId: string, visitorId: string) =>
  apiRequest<PublicHistory>(
    `${publicAgentPath(agentId)}/conversations/${encodeURIComponent(conversationId)}?visitorId=${encodeURIComponent(visitorId)}`,
  );

/** Without a remembered conversation there is nothing to fetch; a stale id (404) is not retried. */
export const publicConversationQueryOptions = (agentId: string, conversationId: string | null, visitorId: string) =>
  queryOptions({
    queryKey: chatKeys.publicHistory(agentId, conversationId),
    queryFn: async (): Promise<PublicHistory> =>
      conversationId ? getPublicConversation(agentId, conversationId, visitorId) : { messages: [], language: null },
    staleTime: Infinity,
    retry: false,
  });

export const usePublicConversation = (
  agentId: string,
  conversationId: string | null,
  visitorId: string,
  { enabled }: { enabled: boolean },
) => useQuery({ ...publicConversationQueryOptions(agentId, conversationId, visitorId), enabled });
