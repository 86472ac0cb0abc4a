import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadWebhookWithSecret } from '@app/shared/api/leads';
import { apiRequest } from '../../../lib/api-client';
import { integrationKeys } from './keys';

/** POST /api/leads/webhook/rotate: a new signing secret, shown this once; the previous one stops at once. */
export const rotateLeadWebhookSecret = () => apiRequest<LeadWebhookWithSecret>('/leads/webhook/rotate', { method: 'POST' });

export function useRotateLeadWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateLeadWebhookSecret,
    onSuccess: (result) => queryClient.setQueryData(integrationKeys.leadWebhook(), { webhook: result.webhook }),
  });
}
