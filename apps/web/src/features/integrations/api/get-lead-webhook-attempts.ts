import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeadWebhookLog } from '@app/shared/api/leads';
import { apiRequest } from '../../../lib/api-client';
import { integrationKeys } from './keys';

/** GET /api/leads/webhook/attempts: the delivery log, the latest 50 tries. */
export const getLeadWebhookAttempts = () => apiRequest<LeadWebhookLog>('/leads/webhook/attempts');

export const leadWebhookAttemptsQueryOptions = () =>
  queryOptions({
    queryKey: integrationKeys.leadWebhookAttempts(),
    queryFn: getLeadWebhookAttempts,
    // Retries happen in the background: while one is due the log refreshes itself.
    refetchInterval: (query) => (query.state.data?.attempts.some((a) => a.deliveryStatus === 'pending') ? 15_000 : false),
  });

export const useLeadWebhookAttempts = () => useQuery(leadWebhookAttemptsQueryOptions());
