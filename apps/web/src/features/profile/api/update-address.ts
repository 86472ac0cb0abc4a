import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { updateAddressSchema } from '@app/shared/api/profile';
import { apiRequest } from '../../../lib/api-client';
import { profileKeys, type ProfileOk } from './keys';

/** PUT /api/profile/address */
export const updateAddress = (input: z.input<typeof updateAddressSchema>) =>
  apiRequest<ProfileOk>('/profile/address', { method: 'PUT', body: input });

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateAddress, onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }) });
}
