import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingNotice } from '@app/shared/api/billing';
import { apiRequest } from '../../../lib/api-client';
import { billingKeys } from './keys';

/** GET /api/billing/notice: the failed-payment grace period, shown to the owner on every app page (D4). */
export const getBillingNotice = () => apiRequest<BillingNotice>('/billing/notice');

export const billingNoticeQueryOptions = (userId: string) =>
  queryOptions({ queryKey: billingKeys.notice(userId), queryFn: getBillingNotice, staleTime: 60_000 });

export const useBillingNotice = (userId: string, enabled: boolean) => useQuery({ ...billingNoticeQueryOptions(userId), enabled });
