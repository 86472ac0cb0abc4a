import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateNameInput } from '@app/shared/api/profile';
import { apiRequest } from '../../../lib/api-client';
import { refreshSession } from '../../../lib/session';
import { profileKeys, type ProfileOk } from './keys';

/** PUT /api/profile/name */
export const updateName = (input: UpdateNameInput) => apiRequest<ProfileOk>('/profile/name', { method: 'PUT', body: input });

/** The sidebar (session's display name) and the profile both show the name. */
export function useUpdateName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateName,
    onSuccess: () => Promise.all([refreshSession(queryClient), queryClient.invalidateQueries({ queryKey: profileKeys.all })]),
  });
}
