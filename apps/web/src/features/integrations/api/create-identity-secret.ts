import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { integrationKeys, widgetPath } from './keys';

/** POST /api/agents/:agentId/widget/identity-secret: a new secret, shown once; the previous one stops verifying. */
export const createIdentitySecret = (agentId: string) =>
  apiRequest<{ secret: string; message: string }>(`${widgetPath(agentId)}/identity-secret`, { method: 'POST' });

export function useCreateIdentitySecret(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createIdentitySecret(agentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.widget(agentId) }),
  });
}
