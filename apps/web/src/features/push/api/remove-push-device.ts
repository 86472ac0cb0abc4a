import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PushStatus } from '@app/shared/api/push';
import { apiRequest } from '../../../lib/api-client';
import { pushKeys } from './keys';

/** DELETE /api/profile/push/devices/:deviceId: push off on one of the member's devices (a lost phone). */
export const removePushDevice = (deviceId: string) =>
  apiRequest<PushStatus>(`/profile/push/devices/${encodeURIComponent(deviceId)}`, { method: 'DELETE' });

export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removePushDevice, onSuccess: (status) => queryClient.setQueryData(pushKeys.status(), status) });
}
