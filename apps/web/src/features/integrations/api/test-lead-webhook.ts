import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadWebhookTestResult } from '@app/shared/api/leads';
import { apiRequest } from '../../../lib/api-client';
import { integrationKeys } from './keys';

/** POST /api/leads/webhook/test: sends a signed test event once and says how it went. */
export const testLeadWebhook = () => apiRequest<LeadWebhookTestResult>('/leads/webhook/test', { method: 'POST' });

export function useTestLeadWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testLeadWebhook,
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.leadWebhookAttempts() }),
  });
}
