import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversationDetail } from '@app/shared/api/conversations';
import { apiRequest } from '../../../lib/api-client';
import { conversationKeys } from './keys';

/** GET /api/analytics/conversations/:conversationId: every message, its sources and its rating. */
export const getConversation = (id: string) => apiRequest<ConversationDetail>(`/analytics/conversations/${encodeURIComponent(id)}`);

export const conversationQueryOptions = (id: string) =>
  queryOptions({ queryKey: conversationKeys.detail(id), queryFn: () => getConversation(id) });

export const useConversation = (id: string) => useQuery(conversationQueryOptions(id));
