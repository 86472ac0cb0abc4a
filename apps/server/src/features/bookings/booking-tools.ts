import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { BOOKING_CHANNELS, type BookingChannel, bookingContactSchema, dateSchema, timeSchema } from '@app/shared/api/bookings';
import { BOOKING_MESSAGES } from '@app/shared/i18n/bookings';
import { bookingCopy } from './booking-language.js';
import type { AppContext } from '../../app-context.js';
import type { TurnTool, TurnToolContext, TurnToolResult } from '../../llm/turn-tool.js';
import { agents } from '../../db/schema/agents.js';
import { bookings } from '../../db/schema/bookings.js';
import { AppError } from '../../base/errors.js';
import { bookSlot } from './book-slot.js';
import { bookingSettingsOf, servicesOf } from './booking-setup.js';
import { unsafeBookingById } from './booking-detail.js';
import { cancelBooking } from './change-booking.js';
import { listSlots } from './list-slots.js';
import { romeToday } from '../../base/rome-time.js';

const citation = { kind: 'booking' as const, title: BOOKING_MESSAGES.citation };
/** What the model gets back: the outcome, or the refusal in the visitor's words (it tells them and offers another slot). */
const answer = (output: unknown): TurnToolResult => ({ output, citation });

async function refusalsAsOutput(run: () => Promise<unknown>): Promise<TurnToolResult> {
  try {
    return answer(await run());
  } catch (err) {
    if (err instanceof AppError) return answer({ ok: false, error: err.message });
    throw err;
  }
}

export const freeSlotsParameters = z.object({
  serviceId: z.string().describe('id of the service, from the list in this description'),
  from: dateSchema.optional().describe('first day, YYYY-MM-DD (Europe/Rome); today when left out'),
  days: z.number().int().min(1).max(14).optional().describe('how many days from `from`, 1-14 (default 7)'),
});
export const bookParameters = z.intersection(
  z.object({ serviceId: z.string(), date: dateSchema.describe('YYYY-MM-DD'), time: timeSchema.describe('HH:MM, one of the free slots') }),
  bookingContactSchema,
);
export const cancelParameters = z.object({ bookingId: z.string().describe('the id book_appointment answered') });

/**
 * The booking tools an agent's turn offers the model (issue 46): free slots of a service, book one with the visitor's
 * name, e-mail or phone and consent, cancel one booked in this conversation. None while bookings are off or no
 * service is offered. Every rule is the server's (the same `bookSlot` as the 'Prenota' form); the account, agent,
 * conversation and channel come from the turn, never from the model's arguments.
 */
export async function listBookingTools(ctx: AppContext, context: TurnToolContext): Promise<TurnTool[]> {
  const settings = await ctx.rowCache.read('booking_settings', context.agentId, () =>
    bookingSettingsOf(ctx.db, context.accountId, context.agentId),
  );
  if (!settings.enabled) return [];
  const services = await servicesOf(ctx.db, context.accountId, context.agentId);
  if (services.length === 0) return [];
  const [agent] = await ctx.db
    .select({ id: agents.id, accountId: agents.accountId, name: agents.name })
    .from(agents)
    .where(and(eq(agents.id, context.agentId), eq(agents.accountId, context.accountId)));
  if (!agent) return [];
  const catalogue = services
    .map((s) => `${s.id}: ${s.name} (${s.durationMinutes} min${s.priceCents != null ? `, € ${(s.priceCents / 100).toFixed(2)}` : ''})`)
    .join('; ');
  const channel: BookingChannel = (BOOKING_CHANNELS as readonly string[]).includes(context.channel)
    ? (context.channel as BookingChannel)
    : 'public';

  return [
    {
      name: 'find_free_slots',
      description: `Free appointment slots (Europe/Rome) of a service. Services: ${catalogue}. Offer a few slots to the visitor; never invent one.`,
      parameters: freeSlotsParameters,
      execute: (args, turn) =>
        refusalsAsOutput(async () => {
          const { serviceId, from, days } = freeSlotsParameters.parse(args);
          const slots = await listSlots(ctx.db, {
            accountId: turn.accountId,
            agentId: turn.agentId,
            serviceId,
            from: from ?? romeToday(),
            days: days ?? 7,
            language: turn.language,
          });
          return { ok: true, slots: slots.slice(0, 40).map((s) => ({ date: s.date, time: s.time })), more: slots.length > 40 };
        }),
    },
    {
      name: 'book_appointment',
      description:
        'Books a free slot for the visitor. Ask first for their name, an e-mail or a phone number, and their consent to the privacy notice; set consent true only when they gave it.',
      parameters: bookParameters,
      execute: (args, turn) =>
        refusalsAsOutput(async () => {
          const parsed = bookParameters.safeParse(args);
          if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? bookingCopy(turn.language).contactRequired };
          const { serviceId, date, time, name, email, phone } = parsed.data;
          const result = await bookSlot(ctx, {
            agent,
            serviceId,
            date,
            time,
            contact: { name, email, phone },
            channel,
            conversationId: turn.conversationId,
            language: turn.language,
          });
          return { ok: true, bookingId: result.booking.id, status: result.booking.status, message: result.notice };
        }),
    },
    {
      name: 'cancel_appointment',
      description: 'Cancels an appointment booked earlier in this same conversation.',
      parameters: cancelParameters,
      execute: (args, turn) =>
        refusalsAsOutput(async () => {
          const { bookingId } = cancelParameters.parse(args);
          // Only a booking of this conversation: a visitor can never cancel someone else's by guessing an id.
          const [own] = await ctx.db
            .select({ id: bookings.id })
            .from(bookings)
            .where(
              and(
                eq(bookings.id, bookingId),
                eq(bookings.accountId, turn.accountId),
                eq(bookings.conversationId, turn.conversationId),
                ne(bookings.status, 'cancelled'),
              ),
            );
          const booking = own ? await unsafeBookingById(ctx.db, own.id) : undefined;
          if (!booking) return { ok: false, error: BOOKING_MESSAGES.bookingNotFound };
          await cancelBooking(ctx, booking, 'visitor');
          return { ok: true, message: bookingCopy(turn.language).cancelled };
        }),
    },
  ];
}
