import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmSecondFactorInput } from '@app/shared/api/second-factor';
import { apiRequest } from '../../../lib/api-client';
import { fetchFreshSession } from '../../../lib/session';

/** POST /api/auth/second-factor/confirm: the first code; answers the recovery codes, shown once. */
export const confirmSecondFactor = (input: ConfirmSecondFactorInput) =>
  apiRequest<{ success: true; message: string; recoveryCodes: string[] }>('/auth/second-factor/confirm', { method: 'POST', body: input });

export function useConfirmSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmSecondFactor,
    // The session is now verified: the guards read it.
    onSuccess: () => void fetchFreshSession(queryClient),
  });
}
