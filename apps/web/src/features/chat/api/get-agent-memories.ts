import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Memory } from '@app/shared/api/memories';
import { apiRequest } from '../../../lib/api-client';
import { agentPath, chatKeys } from './keys';

/** GET /api/agents/:agentId/memories: the agent's team memory. */
export const getAgentMemories = async (agentId: string) =>
  (await apiRequest<{ memories: Memory[] }>(`${agentPath(agentId)}/memories`)).memories;

export const agentMemoriesQueryOptions = (agentId: string) =>
  queryOptions({ queryKey: chatKeys.memories(agentId), queryFn: () => getAgentMemories(agentId) });

export const useAgentMemories = (agentId: string) => useQuery(agentMemoriesQueryOptions(agentId));
