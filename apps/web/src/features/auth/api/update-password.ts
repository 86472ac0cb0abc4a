import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { updatePasswordSchema } from '@app/shared/api/auth';
import { apiRequest } from '../../../lib/api-client';
import { forgetSession } from '../../../lib/session-cache';

/** POST /api/auth/update-password: from the reset link (token) or signed in (member activation). */
export const updatePassword = (input: z.input<typeof updatePasswordSchema>) =>
  apiRequest<{ message: string }>('/auth/update-password', { body: input });

/** Every session ends with a password change: the user signs in again with the new one. */
export function useUpdatePassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePassword, onSuccess: () => forgetSession(queryClient, { tellOtherTabs: true }) });
}
