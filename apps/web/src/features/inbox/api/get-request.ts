import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InboxDetail } from '@app/shared/api/handoff';
import { apiRequest } from '../../../lib/api-client';
import { inboxKeys, inboxPath } from './keys';

/** GET /api/inbox/:requestId: the request, its whole conversation and whom it can be assigned to. */
export const getRequest = (requestId: string) => apiRequest<InboxDetail>(inboxPath(requestId));

export const requestQueryOptions = (requestId: string) =>
  queryOptions({ queryKey: inboxKeys.request(requestId), queryFn: () => getRequest(requestId), retry: false });

export const useRequest = (requestId: string) => useQuery({ ...requestQueryOptions(requestId), enabled: Boolean(requestId) });
