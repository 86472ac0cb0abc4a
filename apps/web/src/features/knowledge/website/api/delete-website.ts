import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { websiteKeys, websitePath } from './keys';
import { documentKeys } from '../../api/keys';

/** DELETE /api/agents/:agentId/websites/:websiteId */
export const deleteWebsite = (agentId: string, websiteId: string) =>
  apiRequest<{ success: true; message?: string }>(websitePath(agentId, websiteId), { method: 'DELETE' });

export function useDeleteWebsite(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (websiteId: string) => deleteWebsite(agentId, websiteId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: websiteKeys.list(agentId) });
      void queryClient.invalidateQueries({ queryKey: documentKeys.list(agentId) });
    },
  });
}
