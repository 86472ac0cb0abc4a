import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardSummary } from '@app/shared/api/dashboard';
import { apiRequest } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

/** GET /api/dashboard: the cards of the caller's role. */
export const getDashboardSummary = () => apiRequest<DashboardSummary>('/dashboard');

export const dashboardSummaryQueryOptions = () => queryOptions({ queryKey: dashboardKeys.summary(), queryFn: getDashboardSummary });

export const useDashboardSummary = () => useQuery(dashboardSummaryQueryOptions());
