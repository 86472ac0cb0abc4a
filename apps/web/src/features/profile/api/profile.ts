import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Profile, changePasswordSchema, deleteAccountSchema, updateAddressSchema, updateEmailSchema } from '@app/shared/api/profile';
import { apiRequest } from '../../../lib/api-client';

type Ok = { success: true; message: string };

export const PROFILE_KEY = ['profile'] as const;
export const profileQueryOptions = () => queryOptions({ queryKey: PROFILE_KEY, queryFn: () => apiRequest<Profile>('/profile') });

export const uploadAvatar = (file: File) => {
  const formData = new FormData();
  formData.append('file', file);
  return apiRequest<Ok & { avatarUrl: string }>('/profile/avatar', { method: 'POST', formData });
};
export const requestEmailChange = (input: z.input<typeof updateEmailSchema>) => apiRequest<Ok>('/profile/email', { body: input });
export const confirmEmailChange = (token: string) => apiRequest<Ok>('/profile/email/confirm', { body: { token } });
export const changePassword = (input: z.input<typeof changePasswordSchema>) => apiRequest<Ok>('/profile/password', { body: input });
export const updateAddress = (input: z.input<typeof updateAddressSchema>) =>
  apiRequest<Ok>('/profile/address', { method: 'PUT', body: input });
export const deleteAccount = (input: z.input<typeof deleteAccountSchema>) => apiRequest<Ok>('/profile/delete', { body: input });
export const becomeOwner = () => apiRequest<Ok>('/profile/become-owner', { method: 'POST', body: {} });
