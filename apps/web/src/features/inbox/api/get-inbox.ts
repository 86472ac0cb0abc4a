import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InboxItem, InboxQuery } from '@app/shared/api/handoff';
import { apiRequest } from '../../../lib/api-client';
import { inboxKeys } from './keys';

/** GET /api/inbox?status&agentId&assignee: the requests the member sees (D17). */
export const getInbox = async (query: InboxQuery) => {
  const params = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => Boolean(e[1])));
  return (await apiRequest<{ requests: InboxItem[] }>(`/inbox${params.size ? `?${params}` : ''}`)).requests;
};

export const inboxQueryOptions = (query: InboxQuery) =>
  queryOptions({ queryKey: inboxKeys.list(query), queryFn: () => getInbox(query), placeholderData: keepPreviousData });

export const useInbox = (query: InboxQuery) => useQuery(inboxQueryOptions(query));
