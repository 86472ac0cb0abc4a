import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmInviteResponse } from '@app/shared/api/team';
import { apiRequest } from '../../../lib/api-client';
import { fetchFreshSession } from '../../../lib/session';
import { adoptSession } from '../../../lib/session-cache';

/** POST /api/team/confirm-invite: confirms the invitation and signs the member in (a new session cookie). */
export const confirmInvite = (token: string, signal?: AbortSignal) =>
  apiRequest<ConfirmInviteResponse>('/team/confirm-invite', { method: 'POST', body: { token }, signal });

/** The new cookie's session is read (replacing any request sent before it existed) and taken on by this tab. */
export function useConfirmInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ token, signal }: { token: string; signal?: AbortSignal }) => confirmInvite(token, signal),
    onSuccess: async () => {
      const session = await fetchFreshSession(queryClient);
      if (session) adoptSession(queryClient, session);
    },
  });
}
