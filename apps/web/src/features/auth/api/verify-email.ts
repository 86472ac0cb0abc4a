import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionInfo } from '@app/shared/api/auth';
import { apiRequest } from '../../../lib/api-client';
import { adoptSession } from '../../../lib/session-cache';

/** POST /api/auth/verify-email: confirms the address and signs the user in. */
export const verifyEmail = (token: string) => apiRequest<SessionInfo>('/auth/verify-email', { body: { token } });

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: verifyEmail, onSuccess: (session) => adoptSession(queryClient, session) });
}
