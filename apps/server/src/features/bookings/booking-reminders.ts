import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { bookings } from '../../db/schema/bookings.js';
import { unsafeBookingById, type BookingRow } from './booking-detail.js';
import { sendVisitorBookingEmail } from './booking-emails.js';

export const REMINDER_QUEUE = 'booking-reminder';
const DAY_MS = 24 * 60 * 60_000;

/**
 * The reminder the day before (24 hours ahead), on the persistent queue so a restart loses none. A booking made less
 * than a day ahead gets none. The job carries the start it was made for: a booking moved since (which schedules its
 * own) or cancelled is left alone.
 */
export async function scheduleReminder(ctx: AppContext, b: BookingRow, now = Date.now()): Promise<void> {
  if (!b.email) return;
  const at = new Date(b.starts_at).getTime() - DAY_MS;
  if (at <= now) return;
  await ctx.jobs.send(
    REMINDER_QUEUE,
    { bookingId: b.id, startsAt: new Date(b.starts_at).toISOString() },
    { startAfterSeconds: Math.ceil((at - now) / 1000) },
  );
}

/** Sends one reminder; a second run of the same job (a retry) finds `reminder_sent_at` set and sends nothing. */
export async function sendReminder(ctx: AppContext, data: { bookingId: string; startsAt: string }): Promise<boolean> {
  const b = await unsafeBookingById(ctx.db, data.bookingId);
  if (!b || b.status === 'cancelled' || new Date(b.starts_at).toISOString() !== data.startsAt) return false;
  const [marked] = await ctx.db
    .update(bookings)
    .set({ reminderSentAt: new Date() })
    .where(and(eq(bookings.id, b.id), isNull(bookings.reminderSentAt)))
    .returning({ id: bookings.id });
  if (!marked) return false;
  await sendVisitorBookingEmail(ctx, b, 'reminder');
  return true;
}

export async function registerBookingJobs(ctx: AppContext): Promise<void> {
  await ctx.jobs.work<{ bookingId: string; startsAt: string }>(REMINDER_QUEUE, async (data) => {
    await sendReminder(ctx, data);
  });
}
