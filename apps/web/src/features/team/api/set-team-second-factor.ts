import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamSecondFactorInput } from '@app/shared/api/second-factor';
import { apiRequest } from '../../../lib/api-client';
import { fetchFreshSession } from '../../../lib/session';

/** PUT /api/team/second-factor: the owner requires (or stops requiring) the second factor of every member. */
export const setTeamSecondFactor = (input: TeamSecondFactorInput) =>
  apiRequest<{ success: true; message: string }>('/team/second-factor', { method: 'PUT', body: input });

export function useSetTeamSecondFactor() {
  const queryClient = useQueryClient();
  // The rule travels in the session answer (`secondFactor.teamRequires`).
  return useMutation({ mutationFn: setTeamSecondFactor, onSuccess: () => void fetchFreshSession(queryClient) });
}
