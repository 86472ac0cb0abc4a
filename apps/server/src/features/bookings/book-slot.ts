import { and, count, eq, gte, ne, sql } from 'drizzle-orm';
import type { BookingChannel, BookingStatus } from '@app/shared/api/bookings';
import type { VisitorLanguage } from '@app/shared/visitor-language';
import { bookingsPerMonth } from '@app/shared/plans';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/client.js';
import { bookings } from '../../db/schema/bookings.js';
import { newId } from '../../db/ids.js';
import { isCheckViolation } from '../../db/errors.js';
import { AppError, badRequest, conflict } from '../../base/errors.js';
import { getAccountPlan } from '../account/plan-state.js';
import { bookingCopy, visitorWhen } from './booking-language.js';
import { bookingSettingsOf, requireService } from './booking-setup.js';
import { takeCells } from './booking-cells.js';
import { checkSlot } from './compute-slots.js';
import { unsafeBookingById, type BookingRow } from './booking-detail.js';
import { sendVisitorBookingEmail } from './booking-emails.js';
import { notifyTeamOfBooking } from './notify-team-of-booking.js';
import { scheduleReminder } from './booking-reminders.js';
import { bookingChanged, busyElsewhere, overlapsBusy } from './booking-hooks.js';
import { romeMonthStart } from '../../base/rome-time.js';

export interface BookSlotArgs {
  agent: { id: string; accountId: string; name: string };
  serviceId: string;
  date: string;
  time: string;
  contact: { name: string; email?: string | null; phone?: string | null };
  channel: BookingChannel;
  conversationId?: string | null;
  /** A member entering a booking taken by phone: no consent asked, confirmed at once. */
  createdById?: string | null;
  note?: string | null;
  now?: Date;
  /** The visitor's language (the conversation's, or the public request's): refusals, notice and e-mails speak it. */
  language?: VisitorLanguage;
}

export interface BookSlotResult {
  booking: BookingRow;
  created: boolean;
  /** What the visitor is told, in their language. */
  notice: string;
}

/** The slot itself refused (taken meanwhile, or no longer bookable), said in the visitor's language. */
export type SlotRefusal = { refused: 'slot_full' | 'slot_invalid'; message: string };

/** This month's bookings of the account (Europe/Rome), cancelled ones left out (D19, ADR 0251). */
export async function countMonthBookings(db: DbOrTx, accountId: string, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .where(and(eq(bookings.accountId, accountId), gte(bookings.createdAt, romeMonthStart(now)), ne(bookings.status, 'cancelled')));
  return row?.n ?? 0;
}

/**
 * Books a slot (issue 46): every rule checked on the server (bookings on, the service offered, the slot within hours,
 * not past, not within the notice, not beyond the horizon, not a time the summer-time night skips, the plan's monthly
 * bookings), then the slot's cells are taken in the database, which refuses a place beyond the capacity whatever
 * races it (ADR 0250). The same conversation booking the same slot again (a retry) gets its booking back, stored and
 * notified once. Afterwards: the team is told live and by e-mail, the visitor gets the confirmation with its .ics and
 * the reminder is scheduled for the day before.
 */
export async function bookSlot(ctx: AppContext, args: BookSlotArgs): Promise<BookSlotResult> {
  const result = await tryBookSlot(ctx, args);
  if ('refused' in result)
    throw result.refused === 'slot_full' ? conflict(result.message, 'SLOT_FULL') : badRequest(result.message, 'SLOT_INVALID');
  return result;
}

/**
 * `bookSlot` for a caller that offers other slots when this one is refused (the messaging apps' flow): the refusal is
 * returned, not thrown as an error code for another feature to interpret (issue 50); every other refusal is thrown.
 */
export async function tryBookSlot(ctx: AppContext, args: BookSlotArgs): Promise<BookSlotResult | SlotRefusal> {
  const { agent } = args;
  const now = args.now ?? new Date();
  const byTeam = args.channel === 'team';
  const language = byTeam ? 'it' : (args.language ?? 'it');
  const V = bookingCopy(language);
  const settings = await bookingSettingsOf(ctx.db, agent.accountId, agent.id);
  if (!settings.enabled && !byTeam) throw conflict(V.bookingsOff, 'BOOKINGS_OFF');
  const service = await requireService(ctx.db, agent.accountId, agent.id, args.serviceId, V.serviceNotFound);
  const slot = checkSlot(byTeam ? { ...settings, minNoticeMinutes: 0 } : settings, service, {
    date: args.date,
    time: args.time,
    now,
    language,
  });
  if (!slot.ok) return { refused: 'slot_invalid', message: slot.message };
  // A time the account's Google Calendar has busy since the slots were offered is as full as a full slot (ADR 0330).
  if (!byTeam && overlapsBusy(await busyElsewhere(ctx.db, agent.accountId, slot.start, slot.end), slot.start, slot.end))
    return { refused: 'slot_full', message: V.slotFull };

  const { plan } = await getAccountPlan(ctx.db, agent.accountId, now);
  const limit = bookingsPerMonth(plan);
  if ((await countMonthBookings(ctx.db, agent.accountId, now)) >= limit) throw new AppError(403, 'BOOKINGS_MONTHLY_LIMIT', V.monthlyLimit);

  const status: BookingStatus = settings.requireConfirmation && !byTeam ? 'pending' : 'confirmed';
  let outcome: { id: string; created: boolean };
  try {
    outcome = await ctx.db.transaction(async (tx) => {
      if (args.conversationId) {
        const [again] = await tx
          .select({ id: bookings.id })
          .from(bookings)
          .where(
            and(
              eq(bookings.accountId, agent.accountId),
              eq(bookings.conversationId, args.conversationId),
              eq(bookings.serviceId, service.id),
              eq(bookings.startsAt, slot.start),
              ne(bookings.status, 'cancelled'),
            ),
          );
        if (again) return { id: again.id, created: false };
      }
      await takeCells(
        tx,
        {
          accountId: agent.accountId,
          agentId: agent.id,
          start: slot.start,
          minutes: service.durationMinutes,
          slotMinutes: settings.slotMinutes,
        },
        settings.capacity,
      );
      const id = newId();
      await tx.insert(bookings).values({
        id,
        accountId: agent.accountId,
        agentId: agent.id,
        serviceId: service.id,
        conversationId: args.conversationId ?? null,
        channel: args.channel,
        startsAt: slot.start,
        endsAt: slot.end,
        status,
        name: args.contact.name,
        email: args.contact.email ?? null,
        phone: args.contact.phone ?? null,
        note: args.note ?? null,
        // Kept on the booking itself (issue 48): the reminder, the team's confirmation and a cancellation speak it
        // even for a booking made without a conversation.
        language: byTeam ? null : language,
        consentAt: byTeam ? null : now,
        createdById: args.createdById ?? null,
        createdAt: now,
        updatedAt: now,
      });
      return { id, created: true };
    });
  } catch (err) {
    // The cells refuse a full slot in Italian (they know no visitor): said again in the visitor's language.
    if (isCheckViolation(err) || (err instanceof AppError && err.code === 'SLOT_FULL'))
      return { refused: 'slot_full', message: V.slotFull };
    throw err;
  }

  const booking = (await unsafeBookingById(ctx.db, outcome.id))!;
  const when = visitorWhen('it', slot.start);
  if (outcome.created) await afterBooked(ctx, booking, { byTeam, when });
  const visitorWhenText = visitorWhen(language, slot.start);
  return {
    booking,
    created: outcome.created,
    notice: booking.status === 'pending' ? V.bookedPending(visitorWhenText, service.name) : V.booked(visitorWhenText, service.name),
  };
}

async function afterBooked(ctx: AppContext, booking: BookingRow, { byTeam, when }: { byTeam: boolean; when: string }) {
  if (byTeam) {
    await ctx.realtime.publish({
      type: 'bookings.changed',
      accountId: booking.account_id,
      payload: { bookingId: booking.id, agentId: booking.agent_id },
    });
  } else {
    await notifyTeamOfBooking(ctx, {
      accountId: booking.account_id,
      agentId: booking.agent_id,
      bookingId: booking.id,
      agentName: booking.agent_name,
      visitorName: booking.name,
      serviceName: booking.service_name,
      when,
      pending: booking.status === 'pending',
    });
  }
  await sendVisitorBookingEmail(ctx, booking, booking.status === 'pending' ? 'pending' : 'confirmed');
  await scheduleReminder(ctx, booking);
  await bookingChanged(ctx.db, booking);
}

/** Used by the concurrency test and the bench: the account's bookings of one instant that are not cancelled. */
export async function countActiveAt(db: DbOrTx, agentId: string, startsAt: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .where(and(eq(bookings.agentId, agentId), eq(bookings.startsAt, startsAt), sql`${bookings.status} <> 'cancelled'`));
  return row?.n ?? 0;
}
