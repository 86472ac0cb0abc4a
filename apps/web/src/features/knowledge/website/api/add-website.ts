import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateWebsite, Website } from '@app/shared/api/knowledge-website';
import { apiRequest } from '../../../../lib/api-client';
import { websiteKeys, websitesPath } from './keys';

/** POST /api/agents/:agentId/websites */
export const addWebsite = (agentId: string, input: CreateWebsite) =>
  apiRequest<Website>(websitesPath(agentId), { method: 'POST', body: input });

export function useAddWebsite(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateWebsite) => addWebsite(agentId, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: websiteKeys.list(agentId) }),
  });
}
