/** A booking's state (issue 46). */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Where a booking was made; 'team': entered by a person of the team. */
export const BOOKING_CHANNELS = ['test', 'public', 'widget', 'whatsapp', 'telegram', 'team'] as const;
export type BookingChannel = (typeof BOOKING_CHANNELS)[number];
