import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionRow } from '@app/shared/api/admin';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys, subscriptionPath } from './keys';

/** POST /api/super-admin/subscriptions/:id/ban */
export const setUserBan = (id: string, input: { banned: boolean }) =>
  apiRequest<{ success: true; message: string; user: SubscriptionRow }>(`${subscriptionPath(id)}/ban`, { method: 'POST', body: input });

export function useSetUserBan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: { banned: boolean } }) => setUserBan(id, input),
    // The list, the detail, the statistics and the audit log all move.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
