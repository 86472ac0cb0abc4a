import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from './keys';

/** GET /api/bookings/feed: the private calendar address (owner and admin). Read only when asked for. */
export const useBookingFeed = (enabled: boolean) =>
  useQuery({ queryKey: bookingKeys.feed(), queryFn: () => apiRequest<{ url: string }>('/bookings/feed'), enabled });

/** POST /api/bookings/feed/rotate: a new secret; the old address stops working. */
export function useRotateBookingFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ url: string }>('/bookings/feed/rotate', { method: 'POST' }),
    onSuccess: (data) => queryClient.setQueryData(bookingKeys.feed(), data),
  });
}
