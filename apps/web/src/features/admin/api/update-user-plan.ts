import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionRow, UpdatePlanInput } from '@app/shared/api/admin';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys, subscriptionPath } from './keys';

/** PATCH /api/super-admin/subscriptions/:id/plan */
export const updateUserPlan = (id: string, input: UpdatePlanInput) =>
  apiRequest<{ success: true; message: string; user: SubscriptionRow }>(`${subscriptionPath(id)}/plan`, { method: 'PATCH', body: input });

export function useUpdateUserPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdatePlanInput }) => updateUserPlan(id, input),
    // Lists, the detail (members may change too), the statistics and the audit log all move.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
