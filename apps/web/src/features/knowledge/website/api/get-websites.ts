import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebsiteList } from '@app/shared/api/knowledge-website';
import { apiRequest } from '../../../../lib/api-client';
import { websiteKeys, websitesPath } from './keys';

/** GET /api/agents/:agentId/websites */
export const getWebsites = (agentId: string) => apiRequest<WebsiteList>(websitesPath(agentId));

export const websitesQueryOptions = (agentId: string) =>
  queryOptions({ queryKey: websiteKeys.list(agentId), queryFn: () => getWebsites(agentId) });

export const useWebsites = (agentId: string) => useQuery(websitesQueryOptions(agentId));
