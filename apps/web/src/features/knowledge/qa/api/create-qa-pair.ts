import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QaPair, QaPairInput } from '@app/shared/api/knowledge-qa';
import { apiRequest } from '../../../../lib/api-client';
import { documentKeys } from '../../api/keys';
import { qaPairsPath } from './keys';

/** POST /api/agents/:agentId/qa-pairs */
export const createQaPair = (agentId: string, input: QaPairInput) =>
  apiRequest<QaPair>(qaPairsPath(agentId), { method: 'POST', body: input });

/** The agent's documents and pairs are fetched again (the pair is one of its documents). */
export function useCreateQaPair() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ agentId, input }: { agentId: string; input: QaPairInput }) => createQaPair(agentId, input),
    onSuccess: (_, { agentId }) => void queryClient.invalidateQueries({ queryKey: documentKeys.list(agentId) }),
  });
}
