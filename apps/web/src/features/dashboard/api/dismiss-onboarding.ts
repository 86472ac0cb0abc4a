import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Onboarding } from '@app/shared/api/dashboard';
import { apiRequest } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

/** POST /api/dashboard/onboarding/dismiss: hides the checklist for the account. */
export const dismissOnboarding = () => apiRequest<{ success: true }>('/dashboard/onboarding/dismiss', { method: 'POST' });

export function useDismissOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissOnboarding,
    onSuccess: () => queryClient.setQueryData<Onboarding>(dashboardKeys.onboarding(), (old) => (old ? { ...old, dismissed: true } : old)),
  });
}
