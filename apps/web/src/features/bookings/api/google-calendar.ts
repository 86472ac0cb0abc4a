import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GoogleCalendarStatus } from '@app/shared/api/google-calendar';
import { apiRequest } from '../../../lib/api-client';

/** The account's Google Calendar connection (issue 46, ADR 0330): owner and admin. */
export const googleCalendarKey = ['google-calendar'] as const;

export const useGoogleCalendar = () =>
  useQuery({ queryKey: googleCalendarKey, queryFn: () => apiRequest<GoogleCalendarStatus>('/google-calendar') });

/** POST /api/google-calendar/connect, then the browser goes to Google's consent page. */
export const useConnectGoogleCalendar = () =>
  useMutation({
    mutationFn: (returnTo: string) => apiRequest<{ url: string }>('/google-calendar/connect', { body: { returnTo } }),
    onSuccess: ({ url }) => window.location.assign(url),
  });

export function useChooseGoogleCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (calendarId: string) =>
      apiRequest<GoogleCalendarStatus>('/google-calendar/calendar', { method: 'PUT', body: { calendarId } }),
    onSuccess: (data) => queryClient.setQueryData(googleCalendarKey, data),
  });
}

export function useDisconnectGoogleCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<GoogleCalendarStatus>('/google-calendar', { method: 'DELETE' }),
    onSuccess: (data) => queryClient.setQueryData(googleCalendarKey, data),
  });
}
