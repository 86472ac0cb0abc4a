import { eq, sql } from 'drizzle-orm';
import { BOOKING_MESSAGES } from '@app/shared/i18n/bookings';
import { bookingCopy, languageOfBooking } from './booking-language.js';
import type { OpeningHours } from '@app/shared/api/handoff';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/client.js';
import { bookings } from '../../db/schema/bookings.js';
import { isCheckViolation } from '../../db/errors.js';
import { AppError, badRequest, conflict } from '../../base/errors.js';
import { bookingSettingsOf } from './booking-setup.js';
import { releaseCells, takeCells } from './booking-cells.js';
import { checkSlot } from './compute-slots.js';
import { unsafeBookingById, type BookingRow } from './booking-detail.js';
import { sendVisitorBookingEmail } from './booking-emails.js';
import { scheduleReminder } from './booking-reminders.js';
import { bookingChanged } from './booking-hooks.js';

/** Who changes the booking: a member (any time, no notice) or the visitor through their link (not once it has passed). */
export type ChangedBy = 'team' | 'visitor';

async function lockBooking(tx: DbOrTx, bookingId: string) {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  return row!;
}

async function published(ctx: AppContext, bookingId: string): Promise<BookingRow> {
  const b = (await unsafeBookingById(ctx.db, bookingId))!;
  await ctx.realtime.publish({ type: 'bookings.changed', accountId: b.account_id, payload: { bookingId: b.id, agentId: b.agent_id } });
  return b;
}

const refusePast = (row: { startsAt: Date }, by: ChangedBy, booking: BookingRow) => {
  if (by === 'visitor' && row.startsAt.getTime() <= Date.now())
    throw conflict(bookingCopy(languageOfBooking(booking)).pastCannotChange, 'BOOKING_PAST');
};

/** A cancelled booking: the visitor reads it in their language, the team in Italian. */
const alreadyCancelled = (by: ChangedBy, booking: BookingRow) =>
  conflict(
    by === 'visitor' ? bookingCopy(languageOfBooking(booking)).alreadyCancelled : BOOKING_MESSAGES.alreadyCancelled,
    'BOOKING_CANCELLED',
  );

/** Cancels the booking and gives its places back; the visitor is e-mailed (with the cancelled event). */
export async function cancelBooking(ctx: AppContext, booking: BookingRow, by: ChangedBy): Promise<BookingRow> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockBooking(tx, booking.id);
    if (row.status === 'cancelled') throw alreadyCancelled(by, booking);
    refusePast(row, by, booking);
    const settings = await bookingSettingsOf(tx, row.accountId, row.agentId);
    await releaseCells(tx, {
      accountId: row.accountId,
      agentId: row.agentId,
      start: row.startsAt,
      minutes: booking.duration_minutes,
      slotMinutes: settings.slotMinutes,
    });
    const now = new Date();
    await tx.update(bookings).set({ status: 'cancelled', cancelledAt: now, updatedAt: now }).where(eq(bookings.id, row.id));
  });
  const b = await published(ctx, booking.id);
  await sendVisitorBookingEmail(ctx, b, 'cancelled');
  await bookingChanged(ctx.db, b);
  return b;
}

/** A person confirms a booking that waited for it; the visitor gets the confirmation. */
export async function confirmBooking(ctx: AppContext, booking: BookingRow): Promise<BookingRow> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockBooking(tx, booking.id);
    if (row.status !== 'pending') throw conflict(BOOKING_MESSAGES.notPending, 'BOOKING_NOT_PENDING');
    await tx.update(bookings).set({ status: 'confirmed', updatedAt: new Date() }).where(eq(bookings.id, row.id));
  });
  const b = await published(ctx, booking.id);
  await sendVisitorBookingEmail(ctx, b, 'confirmed');
  await bookingChanged(ctx.db, b);
  return b;
}

/**
 * Moves the booking to another slot of the same service: the same checks as a new booking (hours, past, notice for the
 * visitor, horizon, summer-time night), the old places given back and the new ones taken in one transaction, so a move
 * to a full slot changes nothing.
 */
export async function moveBooking(
  ctx: AppContext,
  booking: BookingRow,
  to: { date: string; time: string },
  by: ChangedBy,
): Promise<BookingRow> {
  try {
    await ctx.db.transaction(async (tx) => {
      const row = await lockBooking(tx, booking.id);
      if (row.status === 'cancelled') throw alreadyCancelled(by, booking);
      refusePast(row, by, booking);
      const settings = await bookingSettingsOf(tx, row.accountId, row.agentId);
      const { rows } = await tx.execute<{ duration_minutes: number; weekly_hours: OpeningHours | null }>(
        sql`select duration_minutes, weekly_hours from booking_services where id = ${row.serviceId}`,
      );
      const service = { durationMinutes: Number(rows[0]!.duration_minutes), weeklyHours: rows[0]!.weekly_hours ?? null };
      const slot = checkSlot(by === 'team' ? { ...settings, minNoticeMinutes: 0 } : settings, service, {
        ...to,
        now: new Date(),
        language: by === 'visitor' ? languageOfBooking(booking) : 'it',
      });
      if (!slot.ok) throw badRequest(slot.message, 'SLOT_INVALID');
      const span = { accountId: row.accountId, agentId: row.agentId, minutes: service.durationMinutes, slotMinutes: settings.slotMinutes };
      await releaseCells(tx, { ...span, start: row.startsAt });
      await takeCells(tx, { ...span, start: slot.start }, settings.capacity);
      await tx
        .update(bookings)
        .set({ startsAt: slot.start, endsAt: slot.end, reminderSentAt: null, updatedAt: new Date() })
        .where(eq(bookings.id, row.id));
    });
  } catch (err) {
    const visitor = by === 'visitor' ? languageOfBooking(booking) : 'it';
    if (isCheckViolation(err) || (err instanceof AppError && err.code === 'SLOT_FULL'))
      throw conflict(bookingCopy(visitor).slotFull, 'SLOT_FULL');
    throw err;
  }
  const b = await published(ctx, booking.id);
  await sendVisitorBookingEmail(ctx, b, 'moved');
  await scheduleReminder(ctx, b);
  await bookingChanged(ctx.db, b);
  return b;
}
