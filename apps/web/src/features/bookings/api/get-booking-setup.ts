import { useQuery } from '@tanstack/react-query';
import type { BookingSetup } from '@app/shared/api/bookings';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from './keys';

/** GET /api/agents/:agentId/bookings-setup: the agent's booking settings and services. */
export const useBookingSetup = (agentId: string) =>
  useQuery({
    queryKey: bookingKeys.setup(agentId),
    queryFn: () => apiRequest<BookingSetup>(`/agents/${encodeURIComponent(agentId)}/bookings-setup`),
  });
