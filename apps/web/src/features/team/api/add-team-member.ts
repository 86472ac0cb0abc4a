import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddTeamMember, TeamMember } from '@app/shared/api/team';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from './keys';

/** POST /api/team/members */
export const addTeamMember = (input: AddTeamMember) =>
  apiRequest<{ member: TeamMember; message: string }>('/team/members', { method: 'POST', body: input });

export function useAddTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addTeamMember, onSuccess: () => void queryClient.invalidateQueries({ queryKey: teamKeys.all }) });
}
