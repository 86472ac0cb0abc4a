import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateLeadWebhookInput, LeadWebhookWithSecret } from '@app/shared/api/leads';
import { apiRequest } from '../../../lib/api-client';
import { integrationKeys } from './keys';

/** POST /api/leads/webhook: the answer carries the signing secret, the only time it is shown. */
export const createLeadWebhook = (input: CreateLeadWebhookInput) => apiRequest<LeadWebhookWithSecret>('/leads/webhook', { body: input });

export function useCreateLeadWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLeadWebhook,
    onSuccess: (result) => queryClient.setQueryData(integrationKeys.leadWebhook(), { webhook: result.webhook }),
  });
}
