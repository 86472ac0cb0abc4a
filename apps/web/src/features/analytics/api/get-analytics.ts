import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Analytics } from '@app/shared/api/analytics';
import { apiRequest } from '../../../lib/api-client';
import { analyticsKeys } from './keys';

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
