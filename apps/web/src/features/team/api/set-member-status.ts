import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamMember } from '@app/shared/api/team';
import { apiRequest } from '../../../lib/api-client';
import { memberPath, teamKeys } from './keys';

/** Spec §4: after a status change the list reloads after 2 seconds. */
const STATUS_RELOAD_MS = 2000;

/** PATCH /api/team/members/:memberId/status */
export const setMemberStatus = (memberId: string, active: boolean) =>
  apiRequest<{ member: TeamMember; message: string }>(`${memberPath(memberId)}/status`, { method: 'PATCH', body: { active } });

/** The list reloads STATUS_RELOAD_MS after a change (spec §4); a pending reload is dropped when the page goes. */
export function useSetMemberStatus() {
  const queryClient = useQueryClient();
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  return useMutation({
    mutationFn: ({ memberId, active }: { memberId: string; active: boolean }) => setMemberStatus(memberId, active),
    onSuccess: () => {
      timers.current.push(setTimeout(() => void queryClient.invalidateQueries({ queryKey: teamKeys.all }), STATUS_RELOAD_MS));
    },
  });
}
