import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@app/shared/api/bookings';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from './keys';

type Action =
  | { kind: 'confirm' | 'cancel'; bookingId: string }
  | { kind: 'move'; bookingId: string; date: string; time: string }
  | { kind: 'assign'; bookingId: string; assigneeId: string | null };

/** POST /api/bookings/:id/confirm | cancel | move; PUT /api/bookings/:id/assignee. */
export const actOnBooking = (action: Action) =>
  action.kind === 'assign'
    ? apiRequest<Booking>(`/bookings/${action.bookingId}/assignee`, { method: 'PUT', body: { assigneeId: action.assigneeId } })
    : apiRequest<Booking>(`/bookings/${action.bookingId}/${action.kind}`, {
        method: 'POST',
        ...(action.kind === 'move' ? { body: { date: action.date, time: action.time } } : {}),
      });

export function useActOnBooking() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: actOnBooking, onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }) });
}
