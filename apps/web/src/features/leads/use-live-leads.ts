import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { subscribeEvent } from '../../lib/events';
import { leadKeys } from './api/keys';

/**
 * 'Contatti' open in a member's browser shows a new contact at once, like 'Richieste' (issue 30). The event carries only
 * ids: the list is read again through the API, which applies who sees which lead (ADR 0158).
 */
export function useLiveLeads(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeEvent('leads.changed', () => {
        void queryClient.invalidateQueries({ queryKey: leadKeys.all });
      }),
    [queryClient],
  );
}
