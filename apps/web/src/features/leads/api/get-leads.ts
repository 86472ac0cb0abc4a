import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { LeadList } from '@app/shared/api/leads';
import { apiRequest } from '../../../lib/api-client';
import { leadKeys, leadQuery, type LeadFilters } from './keys';

/** GET /api/leads: one page (50), newest first; `cursor` continues after the previous one. */
export const getLeads = (filters: LeadFilters, cursor?: string) =>
  apiRequest<LeadList>(`/leads?${leadQuery(filters, cursor ? { cursor } : {})}`);

export const leadsQueryOptions = (filters: LeadFilters) =>
  infiniteQueryOptions({
    queryKey: leadKeys.list(filters),
    queryFn: ({ pageParam }) => getLeads(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

export const useLeads = (filters: LeadFilters) => useInfiniteQuery(leadsQueryOptions(filters));
