import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Agent } from '@app/shared/api/agents';
import { apiRequest } from '../../../lib/api-client';
import { agentKeys, agentPath } from './keys';

/** GET /api/agents/:agentId */
export const getAgent = (agentId: string) => apiRequest<Agent>(agentPath(agentId));

export const agentQueryOptions = (agentId: string) =>
  queryOptions({ queryKey: agentKeys.detail(agentId), queryFn: () => getAgent(agentId) });

export const useAgent = (agentId: string) => useQuery(agentQueryOptions(agentId));

/** Asked for by the route table while the settings page's code arrives (issue 34, ADR 0205). */
export const prefetchAgent = (queryClient: QueryClient, agentId: string) => queryClient.prefetchQuery(agentQueryOptions(agentId));
