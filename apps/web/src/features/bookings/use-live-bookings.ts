import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { subscribeEvent } from '../../lib/events';
import { bookingKeys } from './api/keys';

/**
 * 'Prenotazioni' open in a member's browser shows a new or changed booking at once. The event carries only ids: the
 * list is read again through the API, which applies who sees which booking (D19).
 */
export function useLiveBookings(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeEvent('bookings.changed', () => {
        void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      }),
    [queryClient],
  );
}
