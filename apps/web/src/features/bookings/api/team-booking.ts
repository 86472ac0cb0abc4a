import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Booking, EnterableServices, Slot } from '@app/shared/api/bookings';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from './keys';

/** GET /api/bookings/services: the agents whose bookings the member may enter by hand, with their services. */
export const useEnterableServices = (enabled: boolean) =>
  useQuery(
    queryOptions({ queryKey: bookingKeys.enterable(), queryFn: () => apiRequest<EnterableServices>('/bookings/services'), enabled }),
  );

/** GET /api/agents/:id/booking-slots: one day's free slots for a phone call (without the notice). */
export const useTeamSlots = (agentId: string, serviceId: string, date: string) =>
  useQuery({
    queryKey: bookingKeys.teamSlots(agentId, serviceId, date),
    queryFn: () =>
      apiRequest<{ slots: Slot[] }>(
        `/agents/${encodeURIComponent(agentId)}/booking-slots?${new URLSearchParams({ serviceId, from: date, days: '1' })}`,
      ),
    enabled: Boolean(agentId && serviceId && date),
  });

export interface TeamBookingInput {
  agentId: string;
  serviceId: string;
  date: string;
  time: string;
  name: string;
  phone?: string;
  email?: string;
  note?: string;
}

/** POST /api/bookings: a booking taken on the phone, confirmed at once. */
export function useCreateTeamBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TeamBookingInput) => apiRequest<Booking>('/bookings', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
