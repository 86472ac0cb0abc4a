import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { users } from './auth.js';
import { bookings } from './bookings.js';

/**
 * An account's Google Calendar connection (issue 46, ADR 0330): the OAuth tokens sealed with AUTH_SECRET
 * (`auth/secret-box.ts`, purpose 'google-calendar'), and the calendar chosen (null until someone chooses one).
 */
export const googleCalendarConnections = pgTable('google_calendar_connections', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** The Google account's address (its primary calendar's id), shown on the card. */
  googleEmail: text('google_email'),
  refreshToken: text('refresh_token').notNull(),
  accessToken: text('access_token'),
  accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
  calendarId: text('calendar_id'),
  calendarSummary: text('calendar_summary'),
  connectedById: text('connected_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The Google Calendar event a booking was written as (one per booking): where (the calendar it went to, so a
 * cancellation after the account chose another calendar deletes it where it is) and its id. Kept beside the booking,
 * not on it, so the bookings table stays as the bookings feature has it.
 */
export const googleCalendarEvents = pgTable(
  'google_calendar_events',
  {
    bookingId: text('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    calendarId: text('calendar_id').notNull(),
    eventId: text('event_id').notNull(),
    /** Set once the event is deleted at Google (the booking was cancelled). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('google_calendar_events_account_idx').on(t.accountId)],
);
