import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking, BookingListQuery } from '@app/shared/api/bookings';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys, bookingQuery } from './keys';

/** GET /api/bookings: the bookings the member sees (D19), by start time. */
export const getBookings = (filters: BookingListQuery) =>
  apiRequest<{ bookings: Booking[]; assignable: { id: string; name: string }[] }>(`/bookings?${bookingQuery(filters)}`);

export const bookingsQueryOptions = (filters: BookingListQuery) =>
  queryOptions({ queryKey: bookingKeys.list(filters), queryFn: () => getBookings(filters), placeholderData: keepPreviousData });

export const useBookings = (filters: BookingListQuery) => useQuery(bookingsQueryOptions(filters));

/** GET /api/bookings/export.csv with the same filters (a download link). */
export const bookingsExportUrl = (filters: BookingListQuery) => `/api/bookings/export.csv?${bookingQuery(filters)}`;
