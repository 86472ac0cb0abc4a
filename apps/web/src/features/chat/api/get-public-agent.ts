import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { PublicAgent } from '@app/shared/api/chat';
import { apiRequest } from '../../../lib/api-client';
import { chatKeys, publicAgentPath } from './keys';

/** GET /api/public/agents/:agentId: the name and availability a visitor may see. */
export const getPublicAgent = (agentId: string) => apiRequest<PublicAgent>(publicAgentPath(agentId));

export const publicAgentQueryOptions = (agentId: string) =>
  queryOptions({ queryKey: chatKeys.publicAgent(agentId), queryFn: () => getPublicAgent(agentId) });

export const usePublicAgent = (agentId: string) => useQuery(publicAgentQueryOptions(agentId));

/** Asked for by the route table while the page's code arrives (issue 34, ADR 0205). */
export const prefetchPublicAgent = (queryClient: QueryClient, agentId: string) =>
  queryClient.prefetchQuery(publicAgentQueryOptions(agentId));
