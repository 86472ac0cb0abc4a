import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/unlock: the e-mailed link lifts a sign-in lockout (issue 18). */
export const unlockSignIn = (token: string) => apiRequest<{ success: true; message: string }>('/auth/unlock', { body: { token } });

export function useUnlockSignIn() {
  return useMutation({ mutationFn: unlockSignIn });
}
