import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingOverview } from '@app/shared/api/billing';
import { apiRequest } from '../../../lib/api-client';
import { billingKeys } from './keys';

/** GET /api/billing: plan, payment method and usage meters of the caller's account (owner only). */
export const getBillingOverview = () => apiRequest<BillingOverview>('/billing');

export const billingOverviewQueryOptions = (userId: string) =>
  queryOptions({ queryKey: billingKeys.overview(userId), queryFn: getBillingOverview });

export const useBillingOverview = (userId: string) => useQuery(billingOverviewQueryOptions(userId));
