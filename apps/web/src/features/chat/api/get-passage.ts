import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Passage } from '@app/shared/api/knowledge';
import { apiRequest } from '../../../lib/api-client';
import { agentPath, chatKeys } from './keys';

/** GET /api/agents/:agentId/passages/:chunkId: a cited passage in its context (the test chat's source viewer). */
export const getPassage = (agentId: string, chunkId: string) =>
  apiRequest<Passage>(`${agentPath(agentId)}/passages/${encodeURIComponent(chunkId)}`);

export const passageQueryOptions = (agentId: string, chunkId: string) =>
  queryOptions({ queryKey: chatKeys.passage(agentId, chunkId), queryFn: () => getPassage(agentId, chunkId), staleTime: Infinity });

export const usePassage = (agentId: string, chunkId: string, { enabled }: { enabled: boolean }) =>
  useQuery({ ...passageQueryOptions(agentId, chunkId), enabled });

/** The PDF page shown beside the passage (an image the browser loads itself, with the session cookie). */
export const passagePageUrl = (agentId: string, documentId: string, page: number) =>
  `/api${agentPath(agentId)}/documents/${encodeURIComponent(documentId)}/pages/${page}`;
