import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@app/shared/api/admin';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET /api/super-admin/stats */
export const getAdminStats = () => apiRequest<AdminStats>('/super-admin/stats');

export const adminStatsQueryOptions = () => queryOptions({ queryKey: adminKeys.stats(), queryFn: getAdminStats });

export const useAdminStats = () => useQuery(adminStatsQueryOptions());
