import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Website } from '@app/shared/api/knowledge-website';
import { apiRequest } from '../../../../lib/api-client';
import { websiteKeys, websitePath } from './keys';

/** POST /api/agents/:agentId/websites/:websiteId/refresh ('Aggiorna') */
export const refreshWebsite = (agentId: string, websiteId: string) =>
  apiRequest<Website>(`${websitePath(agentId, websiteId)}/refresh`, { method: 'POST' });

export function useRefreshWebsite(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (websiteId: string) => refreshWebsite(agentId, websiteId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: websiteKeys.list(agentId) }),
  });
}
