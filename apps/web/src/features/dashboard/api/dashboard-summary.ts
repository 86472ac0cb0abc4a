import { queryOptions } from '@tanstack/react-query';
import type { DashboardSummary } from '@app/shared/api/dashboard';
import { apiRequest } from '../../../lib/api-client';

export const dashboardSummaryQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard', 'summary'], queryFn: () => apiRequest<DashboardSummary>('/dashboard') });
