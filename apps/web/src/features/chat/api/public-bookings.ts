import { useMutation, useQuery } from '@tanstack/react-query';
import type { Booked, BookingService, Slot } from '@app/shared/api/bookings';
import { apiRequest } from '../../../lib/api-client';
import type { VisitorLanguage } from '@app/shared/visitor-language';
import { chatKeys, publicAgentPath } from './keys';

/** GET /api/public/agents/:id/bookings/services: whether the agent takes bookings, and what. */
export const useBookingServices = (agentId: string) =>
  useQuery({
    queryKey: [...chatKeys.all, 'booking-services', agentId],
    queryFn: () => apiRequest<{ enabled: boolean; services: BookingService[] }>(`${publicAgentPath(agentId)}/bookings/services`),
  });

/** GET /api/public/agents/:id/bookings/slots: the free slots of a service over a week from `from` (refusals in `language`). */
export const useBookingSlots = (agentId: string, serviceId: string | null, from: string, language: VisitorLanguage = 'it') =>
  useQuery({
    queryKey: [...chatKeys.all, 'booking-slots', agentId, serviceId, from, language],
    queryFn: () =>
      apiRequest<{ slots: Slot[] }>(
        `${publicAgentPath(agentId)}/bookings/slots?serviceId=${encodeURIComponent(serviceId!)}&from=${from}&days=7&language=${language}`,
      ),
    enabled: Boolean(serviceId),
  });

export interface PublicBookingBody {
  visitorId: string;
  conversationId?: string;
  channel: 'public' | 'widget';
  serviceId: string;
  date: string;
  time: string;
  name: string;
  email?: string;
  phone?: string;
  consent: true;
  /** The visitor's language (issue 48): the notice, refusals and e-mails are written in it. */
  language?: VisitorLanguage;
}

/** POST /api/public/agents/:id/bookings: the visitor's booking ('Prenota'). */
export const useBookSlot = (agentId: string) =>
  useMutation({
    mutationFn: (body: PublicBookingBody) => apiRequest<Booked>(`${publicAgentPath(agentId)}/bookings`, { method: 'POST', body }),
  });
