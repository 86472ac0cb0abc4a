import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QaPairList } from '@app/shared/api/knowledge-qa';
import { apiRequest } from '../../../../lib/api-client';
import { qaKeys, qaPairsPath } from './keys';

/** GET /api/agents/:agentId/qa-pairs */
export const getQaPairs = (agentId: string) => apiRequest<QaPairList>(qaPairsPath(agentId));

export const qaPairsQueryOptions = (agentId: string) =>
  queryOptions({ queryKey: qaKeys.list(agentId), queryFn: () => getQaPairs(agentId) });

export const useQaPairs = (agentId: string) => useQuery(qaPairsQueryOptions(agentId));
