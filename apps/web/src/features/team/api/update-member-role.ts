import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamMember, UpdateMemberRoleInput } from '@app/shared/api/team';
import { apiRequest } from '../../../lib/api-client';
import { memberPath, teamKeys } from './keys';

/** PATCH /api/team/members/:memberId/role */
export const updateMemberRole = (memberId: string, input: UpdateMemberRoleInput) =>
  apiRequest<{ member: TeamMember; message: string }>(`${memberPath(memberId)}/role`, { method: 'PATCH', body: input });

export function useUpdateMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, input }: { memberId: string; input: UpdateMemberRoleInput }) => updateMemberRole(memberId, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
