import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { deleteAccountSchema } from '@app/shared/api/profile';
import { apiRequest } from '../../../lib/api-client';
import { forgetSession } from '../../../lib/session-cache';
import type { ProfileOk } from './keys';

/** POST /api/profile/delete: deletes the user (the owner: the whole account). */
export const deleteAccount = (input: z.input<typeof deleteAccountSchema>) => apiRequest<ProfileOk>('/profile/delete', { body: input });

/** The session is gone: nothing of the user stays cached, here or in other tabs. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAccount, onSuccess: () => forgetSession(queryClient, { tellOtherTabs: true }) });
}
