import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PushStatus } from '@app/shared/api/push';
import { apiRequest } from '../../../lib/api-client';
import { pushKeys } from './keys';

/** POST /api/profile/push/unsubscribe: push off on this device (its endpoint). */
export const unsubscribePush = (endpoint: string) =>
  apiRequest<PushStatus>('/profile/push/unsubscribe', { method: 'POST', body: { endpoint } });

export function useUnsubscribePush() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unsubscribePush, onSuccess: (status) => queryClient.setQueryData(pushKeys.status(), status) });
}
