import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateApiTokenInput, CreatedApiToken } from '@app/shared/api/integrations';
import { apiRequest } from '../../../lib/api-client';
import { integrationKeys } from './keys';

/** POST /api/integrations/tokens: the answer carries the value, the only time it is shown. */
export const createApiToken = (input: CreateApiTokenInput) => apiRequest<CreatedApiToken>('/integrations/tokens', { body: input });

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.tokens() }),
  });
}
