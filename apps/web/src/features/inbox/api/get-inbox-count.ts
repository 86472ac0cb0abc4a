import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { inboxKeys } from './keys';

/** GET /api/inbox/count: the new requests the member sees, for the sidebar. */
export const getInboxCount = async () => (await apiRequest<{ new: number }>('/inbox/count')).new;

export const inboxCountQueryOptions = () => queryOptions({ queryKey: inboxKeys.count(), queryFn: getInboxCount });

export const useInboxCount = () => useQuery(inboxCountQueryOptions());
