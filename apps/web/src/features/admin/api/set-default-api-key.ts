import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** POST /api/super-admin/api-keys/default (spec set-default-api-key) */
export const setDefaultApiKey = (defaultApiKeyId: string) =>
  apiRequest<{ success: true; message: string }>('/super-admin/api-keys/default', { method: 'POST', body: { defaultApiKeyId } });

export function useSetDefaultApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultApiKey,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
