import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { memberPath, teamKeys } from './keys';

/** DELETE /api/team/members/:memberId */
export const deleteTeamMember = (memberId: string) =>
  apiRequest<{ success: true; message: string }>(memberPath(memberId), { method: 'DELETE' });

export function useDeleteTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTeamMember, onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }) });
}
