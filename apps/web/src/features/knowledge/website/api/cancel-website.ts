import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Website } from '@app/shared/api/knowledge-website';
import { apiRequest } from '../../../../lib/api-client';
import { websiteKeys, websitePath } from './keys';

/** POST /api/agents/:agentId/websites/:websiteId/cancel ('Interrompi') */
export const cancelWebsite = (agentId: string, websiteId: string) =>
  apiRequest<Website>(`${websitePath(agentId, websiteId)}/cancel`, { method: 'POST' });

export function useCancelWebsite(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (websiteId: string) => cancelWebsite(agentId, websiteId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: websiteKeys.list(agentId) }),
  });
}
