import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingProfileResponse } from '@app/shared/api/billing';
import { apiRequest } from '../../../lib/api-client';
import { billingKeys } from './keys';

/** GET /api/billing/profile: 'Dati di fatturazione', null until filled in. */
export const getBillingProfile = () => apiRequest<BillingProfileResponse>('/billing/profile');

export const billingProfileQueryOptions = (userId: string) =>
  queryOptions({ queryKey: billingKeys.profile(userId), queryFn: getBillingProfile });

export const useBillingProfile = (userId: string) => useQuery(billingProfileQueryOptions(userId));
