import { useMutation } from '@tanstack/react-query';
import type { RetrievalResult, RetrievalTestInput } from '@app/shared/api/knowledge';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/agents/:agentId/retrieval-test: what the agent would find for a question (read-only). */
export const testRetrieval = (agentId: string, input: RetrievalTestInput) =>
  apiRequest<{ results: RetrievalResult[] }>(`/agents/${encodeURIComponent(agentId)}/retrieval-test`, { method: 'POST', body: input });

/** A POST that changes nothing: no cache to update, the panel shows the mutation's data. */
export const useTestRetrieval = (agentId: string) =>
  useMutation({ mutationFn: (input: RetrievalTestInput) => testRetrieval(agentId, input) });
