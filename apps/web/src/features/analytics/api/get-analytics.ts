import { keepPreviousData, queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Analytics } from '@app/shared/api/analytics';
import { apiRequest } from '../../../lib/api-client';
import { analyticsKeys } from './keys';
import { defaultRange } from '../range';

export interface AnalyticsRange {
  from: string;
  to: string;
  agentId?: string;
}

/** GET /api/analytics: one agent's figures, or those of every agent the caller may analyse. */
export const getAnalytics = ({ from, to, agentId }: AnalyticsRange) =>
  apiRequest<Analytics>(`/analytics?${new URLSearchParams({ from, to, ...(agentId ? { agentId } : {}) })}`);

export const analyticsQueryOptions = (range: AnalyticsRange) =>
  queryOptions({ queryKey: analyticsKeys.view(range), queryFn: () => getAnalytics(range), placeholderData: keepPreviousData });

export const useAnalytics = (range: AnalyticsRange) => useQuery(analyticsQueryOptions(range));

/** The figures the page opens on (the default range), asked for while its code arrives (issue 34, ADR 0205). */
export const prefetchAnalytics = (queryClient: QueryClient, agentId?: string) =>
  queryClient.prefetchQuery(analyticsQueryOptions({ ...defaultRange(), agentId }));

/** Every figure is stale (a visitor's conversations were erased): for the page that composes the erasure (app/routes). */
export function useInvalidateAnalytics() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: analyticsKeys.all });
}
