import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentList } from '@app/shared/api/knowledge';
import { apiRequest } from '../../../lib/api-client';
import { documentKeys, documentsPath } from './keys';

/** GET /api/agents/:agentId/documents */
export const getDocuments = (agentId: string) => apiRequest<DocumentList>(documentsPath(agentId));

export const documentsQueryOptions = (agentId: string) =>
  queryOptions({ queryKey: documentKeys.list(agentId), queryFn: () => getDocuments(agentId) });

export const useDocuments = (agentId: string) => useQuery(documentsQueryOptions(agentId));
