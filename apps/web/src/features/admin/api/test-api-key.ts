import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyTestResult } from '@app/shared/api/api-keys';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys, apiKeyPath } from './keys';

/** POST /api/super-admin/api-keys/:id/test: one tiny call to the provider. */
export const testApiKey = (id: string) => apiRequest<ApiKeyTestResult>(`${apiKeyPath(id)}/test`, { method: 'POST' });

export function useTestApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testApiKey,
    // The test is recorded in the audit log.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'audit'] }),
  });
}
