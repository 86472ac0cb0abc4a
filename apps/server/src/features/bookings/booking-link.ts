import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

const keyFrom = (authSecret: string) => Buffer.from(hkdfSync('sha256', authSecret, 'agenti-ai', 'bookings/manage-link', 32));
const sign = (authSecret: string, body: string) => createHmac('sha256', keyFrom(authSecret)).update(body).digest('base64url');

/**
 * The token of the link e-mailed to the visitor to cancel or move their booking: the booking's id signed with a key
 * derived from AUTH_SECRET. It opens that booking only; it stops working once the booking has passed (checked on use).
 */
export function bookingLinkToken(authSecret: string, bookingId: string): string {
  return `${bookingId}.${sign(authSecret, bookingId)}`;
}

/** The booking a token names, or null (tampered). */
export function readBookingLinkToken(authSecret: string, token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const bookingId = token.slice(0, dot);
  const expected = Buffer.from(sign(authSecret, bookingId));
  const given = Buffer.from(token.slice(dot + 1));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return bookingId;
}

export const bookingLinkUrl = (appUrl: string, authSecret: string, bookingId: string) =>
  `${appUrl}/prenotazione/${encodeURIComponent(bookingLinkToken(authSecret, bookingId))}`;
