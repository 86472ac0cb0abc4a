import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PushStatus, PushSubscribeBody } from '@app/shared/api/push';
import { apiRequest } from '../../../lib/api-client';
import { pushKeys } from './keys';

/** POST /api/profile/push/subscriptions: this device's subscription. */
export const subscribePush = (input: PushSubscribeBody) =>
  apiRequest<PushStatus>('/profile/push/subscriptions', { method: 'POST', body: input });

export function useSubscribePush() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: subscribePush, onSuccess: (status) => queryClient.setQueryData(pushKeys.status(), status) });
}
