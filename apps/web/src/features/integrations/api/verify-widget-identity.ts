import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { integrationKeys, publicWidgetPath } from './keys';

export interface WidgetCustomer {
  customerId: string;
  customerSignature: string;
}

/** POST /api/widget/agents/:agentId/identity: a signed customer's visitor id (their conversations follow them). */
export const verifyWidgetIdentity = async (agentId: string, customer: WidgetCustomer) =>
  (await apiRequest<{ visitorId: string }>(`${publicWidgetPath(agentId)}/identity`, { body: customer })).visitorId;

/** Read once per page: a query, so a remount does not ask again. */
export const useWidgetIdentity = (agentId: string, customer: WidgetCustomer | null) =>
  useQuery({
    queryKey: [...integrationKeys.widgetConfig(agentId), 'identity', customer?.customerId ?? null],
    queryFn: () => (customer ? verifyWidgetIdentity(agentId, customer) : null),
    staleTime: Infinity,
    retry: false,
  });
