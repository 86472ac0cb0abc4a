import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { integrationKeys } from './keys';

/** DELETE /api/leads/webhook: no more deliveries; the log stays. */
export const deleteLeadWebhook = () => apiRequest<{ success: true; message?: string }>('/leads/webhook', { method: 'DELETE' });

export function useDeleteLeadWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLeadWebhook,
    onSuccess: () => queryClient.setQueryData(integrationKeys.leadWebhook(), { webhook: null }),
  });
}
