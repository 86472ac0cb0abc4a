import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { changePasswordSchema } from '@app/shared/api/profile';
import { apiRequest } from '../../../lib/api-client';
import { profileKeys, type ProfileOk } from './keys';

/** POST /api/profile/password: sets or changes the password. */
export const changePassword = (input: z.input<typeof changePasswordSchema>) => apiRequest<ProfileOk>('/profile/password', { body: input });

/** `hasPassword` may change ('Imposta Password' becomes 'Cambia Password'). */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changePassword, onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }) });
}
