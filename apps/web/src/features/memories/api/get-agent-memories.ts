import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Memory } from '@app/shared/api/memories';
import { apiRequest } from '../../../lib/api-client';
import { memoriesPath, memoryKeys } from './keys';

/** GET /api/agents/:agentId/memories: the agent's team memory. */
export const getAgentMemories = async (agentId: string) => (await apiRequest<{ memories: Memory[] }>(`${memoriesPath(agentId)}`)).memories;

export const agentMemoriesQueryOptions = (agentId: string) =>
  queryOptions({ queryKey: memoryKeys.list(agentId), queryFn: () => getAgentMemories(agentId) });

export const useAgentMemories = (agentId: string) => useQuery(agentMemoriesQueryOptions(agentId));
