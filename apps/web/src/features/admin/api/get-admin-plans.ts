import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPlans } from '@app/shared/api/admin';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET /api/super-admin/plans */
export const getAdminPlans = () => apiRequest<AdminPlans>('/super-admin/plans');

export const adminPlansQueryOptions = () => queryOptions({ queryKey: adminKeys.plans(), queryFn: getAdminPlans });

export const useAdminPlans = () => useQuery(adminPlansQueryOptions());
