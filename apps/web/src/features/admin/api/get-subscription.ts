import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionDetail } from '@app/shared/api/admin';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys, subscriptionPath } from './keys';

/** GET /api/super-admin/subscriptions/:id: the user, their account's usage and members. */
export const getSubscription = (id: string) => apiRequest<SubscriptionDetail>(subscriptionPath(id));

export const subscriptionQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.subscription(id), queryFn: () => getSubscription(id), retry: false });

export const useSubscription = (id: string) => useQuery(subscriptionQueryOptions(id));
