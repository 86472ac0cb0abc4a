import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Retention } from '@app/shared/api/conversations';
import { apiRequest } from '../../../lib/api-client';
import { conversationKeys } from './keys';

/** GET /api/analytics/retention (the account owner only). */
export const getRetention = () => apiRequest<Retention>('/analytics/retention');

export const retentionQueryOptions = () => queryOptions({ queryKey: conversationKeys.retention(), queryFn: getRetention });

export const useRetention = (enabled: boolean) => useQuery({ ...retentionQueryOptions(), enabled });
