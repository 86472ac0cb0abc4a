import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshSession } from '../../../lib/session';
import { profileKeys, type ProfileOk } from './keys';

/** POST /api/profile/avatar (multipart, one image). */
export const uploadAvatar = (file: File) => {
  const formData = new FormData();
  formData.append('file', file);
  return apiRequest<ProfileOk & { avatarUrl: string }>('/profile/avatar', { method: 'POST', formData });
};

/** The sidebar (session) and the profile both show the avatar. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: () => Promise.all([refreshSession(queryClient), queryClient.invalidateQueries({ queryKey: profileKeys.all })]),
  });
}
