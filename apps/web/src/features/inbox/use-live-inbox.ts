import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { subscribeEvent } from '../../lib/events';
import { inboxKeys } from './api/keys';

/** Every member with the inbox (or the sidebar's count) open sees each change at once: new requests, replies, assignments. */
export function useLiveInbox(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeEvent('handoff.changed', () => {
        void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
      }),
    [queryClient],
  );
}
