import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicPassage } from '@app/shared/api/knowledge';
import { apiRequest } from '../../../lib/api-client';
import { chatKeys, publicAgentPath } from './keys';

/** GET /api/public/agents/:agentId/passages/:chunkId?visitorId=…: a passage cited to this visitor, alone. */
export const getPublicPassage = (agentId: string, chunkId: string, visitorId: string) =>
  apiRequest<PublicPassage>(
    `${publicAgentPath(agentId)}/passages/${encodeURIComponent(chunkId)}?visitorId=${encodeURIComponent(visitorId)}`,
  );

export const publicPassageQueryOptions = (agentId: string, chunkId: string, visitorId: string) =>
  queryOptions({
    queryKey: chatKeys.publicPassage(agentId, chunkId),
    queryFn: () => getPublicPassage(agentId, chunkId, visitorId),
    staleTime: Infinity,
    retry: false,
  });

export const usePublicPassage = (agentId: string, chunkId: string, visitorId: string, { enabled }: { enabled: boolean }) =>
  useQuery({ ...publicPassageQueryOptions(agentId, chunkId, visitorId), enabled });
