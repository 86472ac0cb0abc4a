import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListSubscriptionsQuery, SubscriptionPage } from '@app/shared/api/admin';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys, queryString } from './keys';

/** GET /api/super-admin/subscriptions: one page, searched, filtered and sorted on the server. */
export const getSubscriptions = (query: ListSubscriptionsQuery) =>
  apiRequest<SubscriptionPage>(`/super-admin/subscriptions${queryString(query as Record<string, string | number | undefined>)}`);

export const subscriptionsQueryOptions = (query: ListSubscriptionsQuery) =>
  queryOptions({ queryKey: adminKeys.subscriptionList(query), queryFn: () => getSubscriptions(query), placeholderData: keepPreviousData });

export const useSubscriptions = (query: ListSubscriptionsQuery) => useQuery(subscriptionsQueryOptions(query));
