import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeadWebhook } from '@app/shared/api/leads';
import { apiRequest } from '../../../lib/api-client';
import { integrationKeys } from './keys';

/** GET /api/leads/webhook: the account's webhook for new leads, never its secret (owner only, ADR 0157). */
export const getLeadWebhook = () => apiRequest<{ webhook: LeadWebhook | null }>('/leads/webhook');

export const leadWebhookQueryOptions = () => queryOptions({ queryKey: integrationKeys.leadWebhook(), queryFn: getLeadWebhook });

export const useLeadWebhook = () => useQuery(leadWebhookQueryOptions());
