import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadWebhook, UpdateLeadWebhookInput } from '@app/shared/api/leads';
import { apiRequest } from '../../../lib/api-client';
import { integrationKeys } from './keys';

/** PATCH /api/leads/webhook: its address, or on/off. */
export const updateLeadWebhook = (input: UpdateLeadWebhookInput) =>
  apiRequest<{ webhook: LeadWebhook; message: string }>('/leads/webhook', { method: 'PATCH', body: input });

export function useUpdateLeadWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLeadWebhook,
    onSuccess: (result) => queryClient.setQueryData(integrationKeys.leadWebhook(), { webhook: result.webhook }),
  });
}
