import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Slot, VisitorBooking } from '@app/shared/api/bookings';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from './keys';

const linkPath = (token: string) => `/public/bookings/manage/${encodeURIComponent(token)}`;

/** GET /api/public/bookings/manage/:token: the booking the e-mailed link opens. */
export const useLinkedBooking = (token: string) =>
  useQuery({ queryKey: bookingKeys.link(token), queryFn: () => apiRequest<VisitorBooking>(linkPath(token)), retry: false });

/** GET …/slots: the free slots of the same service, to move the booking to. */
export const useLinkedSlots = (token: string, from: string, enabled: boolean) =>
  useQuery({
    queryKey: bookingKeys.linkSlots(token, from),
    queryFn: () => apiRequest<{ slots: Slot[] }>(`${linkPath(token)}/slots?from=${from}&days=14`),
    enabled,
  });

/** POST …/cancel or …/move through the e-mailed link. */
export function useChangeLinkedBooking(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { kind: 'cancel' } | { kind: 'move'; date: string; time: string }) =>
      apiRequest<VisitorBooking>(`${linkPath(token)}/${change.kind}`, {
        method: 'POST',
        ...(change.kind === 'move' ? { body: { date: change.date, time: change.time } } : {}),
      }),
    onSuccess: (data) => queryClient.setQueryData(bookingKeys.link(token), data),
  });
}
