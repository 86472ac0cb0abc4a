import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ConversationList } from '@app/shared/api/conversations';
import { apiRequest } from '../../../lib/api-client';
import { conversationKeys, type ConversationFilters } from './keys';

export type { ConversationFilters };

/** The filters that are set, as a query string (the export links reuse it). */
export const conversationQuery = (filters: ConversationFilters, extra: Record<string, string> = {}) =>
  new URLSearchParams({
    ...Object.fromEntries(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1]))),
    ...extra,
  }).toString();

/** GET /api/analytics/conversations: one page (25), newest first; `cursor` continues after the previous one. */
export const getConversations = (filters: ConversationFilters, cursor?: string) =>
  apiRequest<ConversationList>(`/analytics/conversations?${conversationQuery(filters, cursor ? { cursor } : {})}`);

export const conversationsQueryOptions = (filters: ConversationFilters) =>
  infiniteQueryOptions({
    queryKey: conversationKeys.list(filters),
    queryFn: ({ pageParam }) => getConversations(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

export const useConversations = (filters: ConversationFilters) => useInfiniteQuery(conversationsQueryOptions(filters));
