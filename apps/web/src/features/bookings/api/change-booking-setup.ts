import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingSettings, BookingSetup, ServiceInput } from '@app/shared/api/bookings';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from './keys';

type Change =
  | { kind: 'settings'; settings: BookingSettings }
  | { kind: 'add-service'; service: ServiceInput }
  | { kind: 'update-service'; serviceId: string; service: ServiceInput }
  | { kind: 'remove-service'; serviceId: string };

/** PUT …/booking-settings, POST …/booking-services, PUT and DELETE …/booking-services/:id: each answers the whole setup. */
export function useChangeBookingSetup(agentId: string) {
  const queryClient = useQueryClient();
  const base = `/agents/${encodeURIComponent(agentId)}`;
  return useMutation({
    mutationFn: (change: Change) =>
      change.kind === 'settings'
        ? apiRequest<BookingSetup>(`${base}/booking-settings`, { method: 'PUT', body: change.settings })
        : change.kind === 'add-service'
          ? apiRequest<BookingSetup>(`${base}/booking-services`, { method: 'POST', body: change.service })
          : change.kind === 'update-service'
            ? apiRequest<BookingSetup>(`${base}/booking-services/${encodeURIComponent(change.serviceId)}`, {
                method: 'PUT',
                body: change.service,
              })
            : apiRequest<BookingSetup>(`${base}/booking-services/${encodeURIComponent(change.serviceId)}`, { method: 'DELETE' }),
    onSuccess: (setup) => queryClient.setQueryData(bookingKeys.setup(agentId), setup),
  });
}
