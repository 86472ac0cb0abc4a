import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifySecondFactorInput } from '@app/shared/api/second-factor';
import { apiRequest } from '../../../lib/api-client';
import { fetchFreshSession } from '../../../lib/session';

/** POST /api/auth/second-factor/verify: the code of every sign-in, or a recovery code. */
export const verifySecondFactor = (input: VerifySecondFactorInput) =>
  apiRequest<{ success: true; message?: string }>('/auth/second-factor/verify', { method: 'POST', body: input });

export function useVerifySecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifySecondFactor,
    onSuccess: async () => {
      await fetchFreshSession(queryClient);
    },
  });
}
