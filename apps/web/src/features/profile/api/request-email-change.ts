import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { updateEmailSchema } from '@app/shared/api/profile';
import { apiRequest } from '../../../lib/api-client';
import { profileKeys, type ProfileOk } from './keys';

/** POST /api/profile/email: e-mails a link to the new address; the profile shows it as pending. */
export const requestEmailChange = (input: z.input<typeof updateEmailSchema>) => apiRequest<ProfileOk>('/profile/email', { body: input });

export function useRequestEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: requestEmailChange, onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }) });
}
