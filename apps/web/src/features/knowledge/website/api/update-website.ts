import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateWebsite, Website } from '@app/shared/api/knowledge-website';
import { apiRequest } from '../../../../lib/api-client';
import { websiteKeys, websitePath } from './keys';

/** PATCH /api/agents/:agentId/websites/:websiteId (the weekly refresh) */
export const updateWebsite = (agentId: string, websiteId: string, input: UpdateWebsite) =>
  apiRequest<Website>(websitePath(agentId, websiteId), { method: 'PATCH', body: input });

export function useUpdateWebsite(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ websiteId, input }: { websiteId: string; input: UpdateWebsite }) => updateWebsite(agentId, websiteId, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: websiteKeys.list(agentId) }),
  });
}
