import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentList } from '@app/shared/api/agents';
import { apiRequest } from '../../../lib/api-client';
import { agentKeys } from './keys';

/** GET /api/agents: the agents the caller may see, with the plan limit and whether they may create one. */
export const getAgents = () => apiRequest<AgentList>('/agents');

export const agentsQueryOptions = () => queryOptions({ queryKey: agentKeys.list(), queryFn: getAgents });

export const useAgents = () => useQuery(agentsQueryOptions());
