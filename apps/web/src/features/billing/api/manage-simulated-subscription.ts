import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SimulatedSubscriptionAction } from '@app/shared/api/billing';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/billing/simulated/subscription: the simulated provider's portal (cancel, resume, card, renewal). */
export const manageSimulatedSubscription = (input: SimulatedSubscriptionAction) =>
  apiRequest<{ message: string }>('/billing/simulated/subscription', { body: input });

/** A plan, a period or a payment changed: billing data, the session's plan and every page showing limits are stale. */
export function useManageSimulatedSubscription() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: manageSimulatedSubscription, onSuccess: () => void queryClient.invalidateQueries() });
}
