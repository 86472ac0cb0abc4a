import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys, apiKeyPath } from './keys';

/** DELETE /api/super-admin/api-keys/:id */
export const deleteApiKey = (id: string) => apiRequest<{ success: true; message: string }>(apiKeyPath(id), { method: 'DELETE' });

export function useDeleteApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteApiKey,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
