import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddApiKeyInput, ApiKeyRow } from '@app/shared/api/api-keys';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** POST /api/super-admin/api-keys (spec add-api-key) */
export const addApiKey = (input: AddApiKeyInput) =>
  apiRequest<{ success: true; message: string; apiKey: ApiKeyRow }>('/super-admin/api-keys', { method: 'POST', body: input });

export function useAddApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addApiKey,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
