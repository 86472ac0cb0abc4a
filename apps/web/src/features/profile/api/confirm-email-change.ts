import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshSession } from '../../../lib/session';
import { profileKeys, type ProfileOk } from './keys';

/** POST /api/profile/email/confirm: the link e-mailed to the new address. */
export const confirmEmailChange = (token: string) => apiRequest<ProfileOk>('/profile/email/confirm', { body: { token } });

/** The address shows in the session (sidebar) and the profile. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: () => void Promise.all([refreshSession(queryClient), queryClient.invalidateQueries({ queryKey: profileKeys.all })]),
  });
}
