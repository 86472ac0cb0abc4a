import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Retention } from '@app/shared/api/conversations';
import { apiRequest } from '../../../lib/api-client';
import { conversationKeys } from './keys';

/** PUT /api/analytics/retention */
export const updateRetention = (input: Retention) => apiRequest<Retention>('/analytics/retention', { method: 'PUT', body: input });

/** The saved setting replaces the cached one. */
export function useUpdateRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRetention,
    onSuccess: (saved) => queryClient.setQueryData(conversationKeys.retention(), saved),
  });
}
