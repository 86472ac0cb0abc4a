import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QaPair, QaPairInput } from '@app/shared/api/knowledge-qa';
import { apiRequest } from '../../../../lib/api-client';
import { documentKeys } from '../../api/keys';
import { qaPairPath } from './keys';

/** PUT /api/agents/:agentId/qa-pairs/:pairId */
export const updateQaPair = (agentId: string, pairId: string, input: QaPairInput) =>
  apiRequest<QaPair>(qaPairPath(agentId, pairId), { method: 'PUT', body: input });

export function useUpdateQaPair(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pairId, input }: { pairId: string; input: QaPairInput }) => updateQaPair(agentId, pairId, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: documentKeys.list(agentId) }),
  });
}
