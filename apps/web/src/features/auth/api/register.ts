import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { registerSchema } from '@app/shared/api/auth';
import { apiRequest } from '../../../lib/api-client';
import { fetchFreshSession } from '../../../lib/session';
import { adoptSession } from '../../../lib/session-cache';

/** POST /api/auth/register: `user` is null while the e-mail waits for verification. */
export const register = (input: z.input<typeof registerSchema>) =>
  apiRequest<{ user: { id: string; email: string } | null; message: string }>('/auth/register', { body: input });

/** A registration that signs the user in at once (no verification needed) takes that session on. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: async (result) => {
      if (!result.user) return;
      const session = await fetchFreshSession(queryClient);
      if (session) adoptSession(queryClient, session);
    },
  });
}
