import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionRow, UpdateRoleInput } from '@app/shared/api/admin';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys, subscriptionPath } from './keys';

/** PATCH /api/super-admin/subscriptions/:id/role */
export const updateUserRole = (id: string, input: UpdateRoleInput) =>
  apiRequest<{ success: true; message: string; user: SubscriptionRow }>(`${subscriptionPath(id)}/role`, { method: 'PATCH', body: input });

export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateRoleInput }) => updateUserRole(id, input),
    // Lists, the detail (members may change too), the statistics and the audit log all move.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
