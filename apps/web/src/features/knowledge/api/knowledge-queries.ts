import { queryOptions } from '@tanstack/react-query';
import type { DocumentList } from '@app/shared/api/knowledge';
import { apiRequest } from '../../../lib/api-client';

export const DOCUMENTS_KEY = ['documents'] as const;

export const documentsQueryOptions = (agentId: string) =>
  queryOptions({
    queryKey: [...DOCUMENTS_KEY, agentId],
    queryFn: () => apiRequest<DocumentList>(`/agents/${encodeURIComponent(agentId)}/documents`),
  });
