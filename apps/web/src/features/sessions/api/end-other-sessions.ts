import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserSession } from '@app/shared/api/sessions';
import { apiRequest } from '../../../lib/api-client';
import { sessionsKeys } from './keys';

/** POST /api/sessions/end-others: every session of the user but this one. */
export const endOtherSessions = () =>
  apiRequest<{ success: true; message: string; ended: number }>('/sessions/end-others', { method: 'POST' });

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSuccess: () => queryClient.setQueryData<UserSession[]>(sessionsKeys.list(), (list) => list?.filter((s) => s.current)),
  });
}
