import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { forgetSession } from '../../../lib/session-cache';

/** POST /api/auth/logout */
export const logout = () => apiRequest<{ success: true; message: string }>('/auth/logout', { method: 'POST', body: {} });

/** Nothing of the user stays cached, here or in the other tabs. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: logout, onSuccess: () => forgetSession(queryClient, { tellOtherTabs: true }) });
}
