import { z } from 'zod';
import { GOOGLE_CALENDAR_MESSAGES } from '../i18n/google-calendar.js';

/** One of the Google account's calendars, as the card's select shows it (Google's calendarList entry, trimmed). */
export const googleCalendarEntrySchema = z.object({
  id: z.string(),
  summary: z.string(),
  primary: z.boolean(),
});
export type GoogleCalendarEntry = z.infer<typeof googleCalendarEntrySchema>;

/**
 * GET /api/google-calendar: the account's connection as the 'Google Calendar' card shows it. `configured`: the server
 * has a Google client; `planAllows`: Pro or Avanzato; `calendars`: those the bookings may be written to (null when not
 * connected, or when Google could not be reached: `unreachable`).
 */
export const googleCalendarStatusSchema = z.object({
  configured: z.boolean(),
  planAllows: z.boolean(),
  connected: z.boolean(),
  googleEmail: z.string().nullable(),
  calendarId: z.string().nullable(),
  calendarSummary: z.string().nullable(),
  calendars: z.array(googleCalendarEntrySchema).nullable(),
  unreachable: z.boolean(),
});
export type GoogleCalendarStatus = z.infer<typeof googleCalendarStatusSchema>;

/** POST /api/google-calendar/connect: where the browser goes to give consent at Google. */
export const googleCalendarConnectSchema = z.object({ url: z.string() });

/** PUT /api/google-calendar/calendar: the calendar busy times are read from and bookings written to. */
export const chooseGoogleCalendarSchema = z.object({
  calendarId: z
    .string({ error: GOOGLE_CALENDAR_MESSAGES.calendarRequired })
    .trim()
    .min(1, GOOGLE_CALENDAR_MESSAGES.calendarRequired)
    .max(1024, GOOGLE_CALENDAR_MESSAGES.calendarNotFound)
    .refine((v) => !v.includes('\u0000'), GOOGLE_CALENDAR_MESSAGES.calendarNotFound),
});

/** What the callback tells the page it comes back to (`?googleCalendar=<outcome>`). */
export const GOOGLE_CALENDAR_OUTCOMES = ['connected', 'denied', 'failed', 'expired'] as const;
export type GoogleCalendarOutcome = (typeof GOOGLE_CALENDAR_OUTCOMES)[number];
