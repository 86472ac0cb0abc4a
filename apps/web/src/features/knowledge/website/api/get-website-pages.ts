import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebsitePageList } from '@app/shared/api/knowledge-website';
import { apiRequest } from '../../../../lib/api-client';
import { websiteKeys, websitePath } from './keys';

/** GET /api/agents/:agentId/websites/:websiteId/pages */
export const getWebsitePages = (agentId: string, websiteId: string) =>
  apiRequest<WebsitePageList>(`${websitePath(agentId, websiteId)}/pages?state=all`);

export const websitePagesQueryOptions = (agentId: string, websiteId: string) =>
  queryOptions({ queryKey: websiteKeys.pages(agentId, websiteId), queryFn: () => getWebsitePages(agentId, websiteId) });

export const useWebsitePages = (agentId: string, websiteId: string) => useQuery(websitePagesQueryOptions(agentId, websiteId));
