import type { BookingListQuery } from '@app/shared/api/bookings';

/** Every query key of the bookings feature: nothing else spells one. */
export const bookingKeys = {
  all: ['bookings'] as const,
  list: (filters: BookingListQuery) => [...bookingKeys.all, 'list', filters] as const,
  setup: (agentId: string) => [...bookingKeys.all, 'setup', agentId] as const,
  feed: () => [...bookingKeys.all, 'feed'] as const,
  enterable: () => [...bookingKeys.all, 'enterable'] as const,
  teamSlots: (agentId: string, serviceId: string, date: string) => [...bookingKeys.all, 'team-slots', agentId, serviceId, date] as const,
  publicServices: (agentId: string) => ['public-bookings', agentId, 'services'] as const,
  publicSlots: (agentId: string, serviceId: string, from: string) => ['public-bookings', agentId, 'slots', serviceId, from] as const,
  link: (token: string) => ['booking-link', token] as const,
  linkSlots: (token: string, from: string) => ['booking-link', token, 'slots', from] as const,
};

/** The filters that are set, as a query string (the CSV link reuses it). */
export const bookingQuery = (filters: BookingListQuery) =>
  new URLSearchParams(
    Object.fromEntries(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1]))),
  ).toString();

/** Today in Rome as YYYY-MM-DD, and a day some days after. */
export const romeDate = (at = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(at);
export const addDays = (date: string, days: number) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};
