import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SecondFactorProof } from '@app/shared/api/second-factor';
import { apiRequest } from '../../../lib/api-client';
import { fetchFreshSession } from '../../../lib/session';

/** POST /api/auth/second-factor/disable: turns the factor off after a current code or the password. */
export const disableSecondFactor = (input: SecondFactorProof) =>
  apiRequest<{ success: true; message: string }>('/auth/second-factor/disable', { method: 'POST', body: input });

export function useDisableSecondFactor() {
  const queryClient = useQueryClient();
  // The session answer says whether the factor is on: the profile card reads it.
  return useMutation({ mutationFn: disableSecondFactor, onSuccess: () => void fetchFreshSession(queryClient) });
}
