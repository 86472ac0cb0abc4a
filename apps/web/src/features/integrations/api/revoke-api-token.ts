import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { integrationKeys } from './keys';

/** DELETE /api/integrations/tokens/:tokenId: the token stops working at once. */
export const revokeApiToken = (tokenId: string) =>
  apiRequest<{ success: true; message?: string }>(`/integrations/tokens/${encodeURIComponent(tokenId)}`, { method: 'DELETE' });

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.tokens() }),
  });
}
