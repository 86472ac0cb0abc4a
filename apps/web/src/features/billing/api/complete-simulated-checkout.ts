import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanId } from '@app/shared/plans';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/billing/simulated-checkout/:id/complete: the simulated payment (D5). */
export const completeSimulatedCheckout = (id: string) =>
  apiRequest<{ plan: PlanId; message: string }>(`/billing/simulated-checkout/${encodeURIComponent(id)}/complete`, { method: 'POST' });

/** The plan changed: billing data, the session's plan and every page showing plan limits are stale. */
export function useCompleteSimulatedCheckout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: completeSimulatedCheckout, onSuccess: () => void queryClient.invalidateQueries() });
}
