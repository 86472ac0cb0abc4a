import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PushStatus } from '@app/shared/api/push';
import { apiRequest } from '../../../lib/api-client';
import { pushKeys } from './keys';

/** GET /api/profile/push: whether push is on, the key to subscribe with, and the member's devices. */
export const getPushStatus = () => apiRequest<PushStatus>('/profile/push');

export const pushStatusQueryOptions = () => queryOptions({ queryKey: pushKeys.status(), queryFn: getPushStatus });

export const usePushStatus = () => useQuery(pushStatusQueryOptions());
