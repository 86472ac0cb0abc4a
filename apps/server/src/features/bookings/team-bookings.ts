import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { EnterableServices, Slot } from '@app/shared/api/bookings';
import { BOOKING_MESSAGES } from '@app/shared/i18n/bookings';
import { canEnterBookings, canUseBookingFeed, type MemberCaller } from '@app/shared/roles';
import type { z } from 'zod';
import type { teamBookingBodySchema } from '@app/shared/api/bookings';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/client.js';
import { bookingFeeds, bookings, bookingServices } from '../../db/schema/bookings.js';
import { agents } from '../../db/schema/agents.js';
import { badRequest, forbidden } from '../../base/errors.js';
import { assignableMembers } from '../account/assignable-members.js';
import { requireVisibleBooking } from './booking-scope.js';
import { requireAgent } from '../agents/require-agent.js';
import { bookSlot } from './book-slot.js';
import { listSlots } from './list-slots.js';
import { buildIcs } from './booking-ics.js';
import { BOOKING_COLUMNS, BOOKING_FROM, bookingView, type BookingRow } from './booking-detail.js';

/**
 * Hands a booking to a member (D19: a user then sees it) or to no one. Who may enter the agent's bookings may do it:
 * owner and admin to any active member of the account, the agent's instructor to themselves only (as requests, ADR
 * 0150). A booking the caller does not see is 404; a member who is not active or of another account, 400.
 */
export async function assignBooking(
  ctx: AppContext,
  { caller, bookingId, assigneeId }: { caller: MemberCaller; bookingId: string; assigneeId: string | null },
) {
  const booking = await requireVisibleBooking(ctx.db, caller, bookingId);
  await requireBookingAgent(ctx.db, caller, booking.agent_id);
  const mayAssignOthers = caller.role === 'owner' || caller.role === 'admin';
  if (assigneeId && assigneeId !== caller.userId && !mayAssignOthers) throw forbidden(BOOKING_MESSAGES.assignForbidden, 'ASSIGN_FORBIDDEN');
  if (assigneeId && !(await assignableMembers(ctx.db, caller)).some((m) => m.id === assigneeId))
    throw badRequest(BOOKING_MESSAGES.assigneeInvalid, 'ASSIGNEE_INVALID');
  await ctx.db
    .update(bookings)
    .set({ assigneeId, updatedAt: new Date() })
    .where(and(eq(bookings.id, booking.id), eq(bookings.accountId, booking.account_id)));
  await ctx.realtime.publish({
    type: 'bookings.changed',
    accountId: booking.account_id,
    payload: { bookingId: booking.id, agentId: booking.agent_id },
  });
  return bookingView({ ...booking, assignee_id: assigneeId });
}

/** The agent, if the caller may enter its bookings (D19), else 404 (not seen) or 403. */
async function requireBookingAgent(db: DbOrTx, caller: MemberCaller, agentId: string) {
  const agent = await requireAgent(db, caller, agentId, 'see');
  if (!canEnterBookings(caller, agent)) throw forbidden(BOOKING_MESSAGES.forbidden, 'BOOKING_FORBIDDEN');
  return agent;
}

/**
 * The agents whose bookings the caller may enter for a phone call (D19: owner and admin every agent, an instructor
 * those assigned to them; a user none), each with the services it offers, for the team's 'Nuova prenotazione' form.
 */
export async function enterableServices(db: DbOrTx, caller: MemberCaller): Promise<EnterableServices> {
  const rows = await db
    .select({ id: agents.id, name: agents.name, instructorId: agents.instructorId })
    .from(agents)
    .where(eq(agents.accountId, caller.accountId))
    .orderBy(asc(agents.name));
  const mine = rows.filter((agent) => canEnterBookings(caller, agent));
  if (!mine.length) return { agents: [] };
  const services = await db
    .select({
      id: bookingServices.id,
      agentId: bookingServices.agentId,
      name: bookingServices.name,
      durationMinutes: bookingServices.durationMinutes,
    })
    .from(bookingServices)
    .where(
      and(
        eq(bookingServices.accountId, caller.accountId),
        inArray(
          bookingServices.agentId,
          mine.map((a) => a.id),
        ),
        isNull(bookingServices.archivedAt),
      ),
    )
    .orderBy(asc(bookingServices.createdAt), asc(bookingServices.id));
  return {
    agents: mine
      .map((agent) => ({
        id: agent.id,
        name: agent.name,
        services: services.filter((s) => s.agentId === agent.id).map(({ id, name, durationMinutes }) => ({ id, name, durationMinutes })),
      }))
      .filter((agent) => agent.services.length > 0),
  };
}

/** The free slots a member may book for a caller on the phone (bookings off or not, without the notice). */
export async function listTeamSlots(
  db: DbOrTx,
  { caller, agentId, query }: { caller: MemberCaller; agentId: string; query: { serviceId: string; from: string; days: number } },
): Promise<Slot[]> {
  const agent = await requireBookingAgent(db, caller, agentId);
  return listSlots(db, { accountId: agent.accountId, agentId: agent.id, ...query, byTeam: true });
}

/** A booking entered by a person for a phone call: confirmed at once, no consent asked, the member noted. */
export async function createTeamBooking(
  ctx: AppContext,
  { caller, input }: { caller: MemberCaller; input: z.infer<typeof teamBookingBodySchema> },
) {
  const agent = await requireBookingAgent(ctx.db, caller, input.agentId);
  const { booking } = await bookSlot(ctx, {
    agent,
    serviceId: input.serviceId,
    date: input.date,
    time: input.time,
    contact: { name: input.name, email: input.email, phone: input.phone },
    channel: 'team',
    createdById: caller.userId,
    note: input.note ?? null,
  });
  return bookingView(booking);
}

const feedUrl = (ctx: AppContext, secret: string) => `${ctx.config.APP_URL}/api/public/bookings/feed/${secret}.ics`;
const newSecret = () => randomBytes(24).toString('base64url');

/** The account's private calendar feed address (created on first use); owner and admin only. */
export async function getBookingFeed(ctx: AppContext, { caller }: { caller: MemberCaller }) {
  if (!canUseBookingFeed(caller.role)) throw forbidden(BOOKING_MESSAGES.forbidden, 'BOOKING_FORBIDDEN');
  await ctx.db.insert(bookingFeeds).values({ accountId: caller.accountId, secret: newSecret() }).onConflictDoNothing();
  const [row] = await ctx.db.select().from(bookingFeeds).where(eq(bookingFeeds.accountId, caller.accountId));
  return { url: feedUrl(ctx, row!.secret) };
}

/** A new secret: the old address stops working at once. */
export async function rotateBookingFeed(ctx: AppContext, { caller }: { caller: MemberCaller }) {
  if (!canUseBookingFeed(caller.role)) throw forbidden(BOOKING_MESSAGES.forbidden, 'BOOKING_FORBIDDEN');
  const secret = newSecret();
  await ctx.db
    .insert(bookingFeeds)
    .values({ accountId: caller.accountId, secret })
    .onConflictDoUpdate({ target: bookingFeeds.accountId, set: { secret, updatedAt: new Date() } });
  return { url: feedUrl(ctx, secret) };
}

/**
 * The feed a calendar app subscribes to, found by its secret alone (`unsafe…`: no session; the secret is the access):
 * the account's bookings from 30 days back, cancelled ones left out. Null for an unknown secret.
 */
export async function unsafeFeedBySecret(db: DbOrTx, secret: string): Promise<string | null> {
  const [feed] = await db.select().from(bookingFeeds).where(eq(bookingFeeds.secret, secret));
  if (!feed) return null;
  const since = new Date(Date.now() - 30 * 24 * 3600_000).toISOString();
  const { rows } = await db.execute<BookingRow>(
    sql`select ${BOOKING_COLUMNS} from ${BOOKING_FROM} where b.account_id = ${feed.accountId} and b.status <> 'cancelled' and b.starts_at >= ${since} order by b.starts_at limit 5000`,
  );
  return buildIcs(
    rows.map((b) => ({
      uid: `${b.id}@prenotazioni.agenti-ai`,
      start: new Date(b.starts_at),
      end: new Date(b.ends_at),
      summary: `${b.service_name}: ${b.name}`,
      description: [b.agent_name, b.email, b.phone, b.note].filter(Boolean).join('\n'),
      status: b.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED',
      updatedAt: new Date(b.updated_at),
    })),
    { name: 'Prenotazioni' },
  );
}
