import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserSession } from '@app/shared/api/sessions';
import { apiRequest } from '../../../lib/api-client';
import { sessionsKeys } from './keys';

/** DELETE /api/sessions/:id: ends one of the user's other sessions. */
export const endSession = (sessionId: string) =>
  apiRequest<{ success: true; message: string }>(`/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' });

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSuccess: (_result, sessionId) =>
      queryClient.setQueryData<UserSession[]>(sessionsKeys.list(), (list) => list?.filter((s) => s.id !== sessionId)),
  });
}
