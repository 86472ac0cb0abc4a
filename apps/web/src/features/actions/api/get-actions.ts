import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionList } from '@app/shared/api/actions';
import { apiRequest } from '../../../lib/api-client';
import { actionKeys, actionsPath } from './keys';

/** GET /api/agents/:agentId/actions: the agent's actions (header names only) and whether the plan allows them. */
export const getActions = (agentId: string) => apiRequest<ActionList>(actionsPath(agentId));

export const actionsQueryOptions = (agentId: string) =>
  queryOptions({ queryKey: actionKeys.list(agentId), queryFn: () => getActions(agentId) });

export const useActions = (agentId: string) => useQuery(actionsQueryOptions(agentId));
