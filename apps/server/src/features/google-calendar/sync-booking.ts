import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { googleCalendarEvents } from '../../db/schema/google-calendar.js';
import { getAccountPlan } from '../account/plan-state.js';
import { unsafeBookingById, type BookingRow } from '../bookings/booking-detail.js';
import { registerBookingHooks, type BusyTime } from '../bookings/booking-hooks.js';
import { callAsAccount, connectionOf, type ConnectionRow } from './connection.js';
import { GoogleRefusedError, GoogleUnavailableError } from './google-api.js';

export const SYNC_QUEUE = 'google-calendar-sync';
/** After a failure the job is sent again this much later (1, 2, 4 … minutes), at most this many times: some 8.5 hours. */
const RETRY_BASE_SECONDS = 60;
export const MAX_ATTEMPTS = 10;
/** A visitor waits for the slots: Google gets this long to answer freeBusy, then the slots go out without it. */
const FREE_BUSY_TIMEOUT_MS = 3000;

export type SyncOutcome = 'written' | 'deleted' | 'skipped' | 'retry' | 'failed';

/**
 * The event's id at Google, chosen by us from the booking's id (base32hex: 0-9 a-v; hex is a subset): a retry after
 * an insert whose answer was lost finds the event already there (409) instead of writing it twice.
 */
export const eventIdOf = (bookingId: string) => `agenti${createHash('sha256').update(bookingId).digest('hex').slice(0, 32)}`;

/** The connection, when the plan still includes Google Calendar (a downgraded account's connection rests). */
async function activeConnection(ctx: AppContext, accountId: string): Promise<ConnectionRow | null> {
  const row = await connectionOf(ctx.db, accountId);
  if (!row) return null;
  const { plan } = await getAccountPlan(ctx.db, accountId);
  return plan?.googleCalendar ? row : null;
}

/** The chosen calendar's busy times, or none when Google fails: the slots are then offered from our data alone (ADR 0330). */
export async function googleBusyTimes(ctx: AppContext, accountId: string, from: Date, to: Date): Promise<BusyTime[]> {
  try {
    const row = await activeConnection(ctx, accountId);
    if (!row?.calendarId) return [];
    const { json } = await callAsAccount(ctx, row, {
      method: 'POST',
      path: '/freeBusy',
      body: { timeMin: from.toISOString(), timeMax: to.toISOString(), timeZone: 'Europe/Rome', items: [{ id: row.calendarId }] },
      timeoutMs: FREE_BUSY_TIMEOUT_MS,
    });
    const entry = (json.calendars as Record<string, { busy?: { start?: unknown; end?: unknown }[]; errors?: unknown[] }> | undefined)?.[
      row.calendarId
    ];
    if (!entry || entry.errors?.length) {
      ctx.log.warn({ accountId, errors: entry?.errors }, 'Google Calendar freeBusy: the chosen calendar answered an error');
      return [];
    }
    return (entry.busy ?? [])
      .map((b) => ({ start: new Date(String(b.start)), end: new Date(String(b.end)) }))
      .filter((b) => !Number.isNaN(b.start.getTime()) && !Number.isNaN(b.end.getTime()));
  } catch (err) {
    ctx.log.warn({ err: (err as Error).message, accountId }, 'Google Calendar freeBusy failed: slots offered without it');
    return [];
  }
}

/** After a booking changed: a job to bring its event at Google in line, when the account has a calendar chosen. */
export async function enqueueBookingSync(ctx: AppContext, booking: { id: string; accountId: string }): Promise<void> {
  try {
    const row = await connectionOf(ctx.db, booking.accountId);
    const [written] = await ctx.db
      .select({ id: googleCalendarEvents.bookingId })
      .from(googleCalendarEvents)
      .where(eq(googleCalendarEvents.bookingId, booking.id));
    if (!row?.calendarId && !written) return;
    await ctx.jobs.send(SYNC_QUEUE, { bookingId: booking.id, attempt: 0 });
  } catch (err) {
    ctx.log.error({ err, bookingId: booking.id }, 'Google Calendar sync not queued');
  }
}

const eventBody = (b: BookingRow) => ({
  summary: `${b.service_name} – ${b.name}`,
  description: [
    `Prenotazione presa da ${b.agent_name}.`,
    b.email ? `Email: ${b.email}` : null,
    b.phone ? `Telefono: ${b.phone}` : null,
    b.note ? `Nota: ${b.note}` : null,
  ]
    .filter(Boolean)
    .join('\n'),
  start: { dateTime: new Date(b.starts_at).toISOString(), timeZone: 'Europe/Rome' },
  end: { dateTime: new Date(b.ends_at).toISOString(), timeZone: 'Europe/Rome' },
  status: b.status === 'pending' ? 'tentative' : 'confirmed',
  // Our own events leave their time free in freeBusy: our capacity counts our bookings, Google the rest (ADR 0330).
  transparency: 'transparent',
  extendedProperties: { private: { agentiBookingId: b.id } },
});

/**
 * Brings the booking's event at Google in line with the booking: written (inserted, or patched when it exists),
 * moved (patched) or deleted with it. Idempotent, so a repeated job changes nothing more.
 */
export async function syncBookingEvent(ctx: AppContext, bookingId: string): Promise<SyncOutcome> {
  const b = await unsafeBookingById(ctx.db, bookingId);
  if (!b) return 'skipped';
  const row = await activeConnection(ctx, b.account_id);
  if (!row) return 'skipped';
  const [written] = await ctx.db.select().from(googleCalendarEvents).where(eq(googleCalendarEvents.bookingId, b.id));

  if (b.status === 'cancelled') {
    if (!written || written.deletedAt) return 'skipped';
    try {
      await callAsAccount(ctx, row, {
        method: 'DELETE',
        path: `/calendars/${encodeURIComponent(written.calendarId)}/events/${encodeURIComponent(written.eventId)}`,
      });
    } catch (err) {
      // Already gone at Google (someone deleted it there): that is what we wanted.
      if (!(err instanceof GoogleRefusedError && (err.status === 404 || err.status === 410))) throw err;
    }
    await ctx.db
      .update(googleCalendarEvents)
      .set({ deletedAt: new Date(), updatedAt: new Date() })
      .where(eq(googleCalendarEvents.bookingId, b.id));
    return 'deleted';
  }

  const calendarId = written && !written.deletedAt ? written.calendarId : row.calendarId;
  if (!calendarId) return 'skipped';
  const eventId = written?.eventId ?? eventIdOf(b.id);
  const events = `/calendars/${encodeURIComponent(calendarId)}/events`;
  const patch = () => callAsAccount(ctx, row, { method: 'PATCH', path: `${events}/${encodeURIComponent(eventId)}`, body: eventBody(b) });
  const insert = async () => {
    try {
      await callAsAccount(ctx, row, { method: 'POST', path: events, body: { id: eventId, ...eventBody(b) } });
    } catch (err) {
      if (!(err instanceof GoogleRefusedError && err.status === 409)) throw err;
      await patch();
    }
  };
  if (written && !written.deletedAt) {
    await patch().catch(async (err: unknown) => {
      if (err instanceof GoogleRefusedError && (err.status === 404 || err.status === 410)) return insert();
      throw err;
    });
  } else await insert();
  await ctx.db
    .insert(googleCalendarEvents)
    .values({ bookingId: b.id, accountId: b.account_id, calendarId, eventId, updatedAt: new Date() })
    .onConflictDoUpdate({ target: googleCalendarEvents.bookingId, set: { calendarId, eventId, deletedAt: null, updatedAt: new Date() } });
  return 'written';
}

/**
 * The job: Google unreachable (or a token that needs a refresh Google cannot give now) → sent again later with a
 * growing delay, up to MAX_ATTEMPTS; a refusal (the calendar gone, access revoked) is logged and not retried.
 */
export async function runSyncJob(ctx: AppContext, data: { bookingId: string; attempt?: number }): Promise<SyncOutcome> {
  const attempt = data.attempt ?? 0;
  try {
    return await syncBookingEvent(ctx, data.bookingId);
  } catch (err) {
    if (err instanceof GoogleUnavailableError && attempt + 1 < MAX_ATTEMPTS) {
      ctx.log.warn({ err: err.message, bookingId: data.bookingId, attempt }, 'Google Calendar unavailable: booking sync retried later');
      await ctx.jobs.send(
        SYNC_QUEUE,
        { bookingId: data.bookingId, attempt: attempt + 1 },
        { startAfterSeconds: RETRY_BASE_SECONDS * 2 ** attempt },
      );
      return 'retry';
    }
    ctx.log.error({ err: (err as Error).message, bookingId: data.bookingId, attempt }, 'Google Calendar booking sync failed');
    return 'failed';
  }
}

/** At start: the hooks into bookings and the sync queue's worker. */
export async function registerGoogleCalendar(ctx: AppContext): Promise<void> {
  registerBookingHooks(ctx.db, {
    busyTimes: (accountId, from, to) => googleBusyTimes(ctx, accountId, from, to),
    bookingChanged: (booking) => enqueueBookingSync(ctx, booking),
  });
  await ctx.jobs.work<{ bookingId: string; attempt?: number }>(SYNC_QUEUE, async (data) => {
    await runSyncJob(ctx, data);
  });
}
