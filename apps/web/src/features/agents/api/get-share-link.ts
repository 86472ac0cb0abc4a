import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { agentKeys, agentPath } from './keys';

/** GET /api/agents/:agentId/share-link: the public chat link (it never changes, so it is fetched once). */
export const getShareLink = (agentId: string) => apiRequest<{ url: string }>(`${agentPath(agentId)}/share-link`);

export const shareLinkQueryOptions = (agentId: string) =>
  queryOptions({ queryKey: agentKeys.shareLink(agentId), queryFn: () => getShareLink(agentId), staleTime: Infinity });

/** Fetched only once the share dialog opens. */
export const useShareLink = (agentId: string, { enabled }: { enabled: boolean }) =>
  useQuery({ ...shareLinkQueryOptions(agentId), enabled });
