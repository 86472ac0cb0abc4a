import { and, asc, eq, isNull } from 'drizzle-orm';
import type { BookingService, BookingSettings, BookingSetup, ServiceInput } from '@app/shared/api/bookings';
import { BOOKING_MESSAGES } from '@app/shared/i18n/bookings';
import type { MemberCaller } from '@app/shared/roles';
import type { DbOrTx } from '../../db/client.js';
import { bookingServices, bookingSettings } from '../../db/schema/bookings.js';
import { newId } from '../../db/ids.js';
import { badRequest, notFound } from '../../base/errors.js';
import { requireAgent } from '../agents/require-agent.js';

const WEEKDAYS_9_TO_18 = { open: '09:00', close: '18:00' };

/** Off until the owner turns it on: Monday to Friday 9-18, one booking a slot, 2 hours' notice, 60 days ahead. */
export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  enabled: false,
  weeklyHours: [WEEKDAYS_9_TO_18, WEEKDAYS_9_TO_18, WEEKDAYS_9_TO_18, WEEKDAYS_9_TO_18, WEEKDAYS_9_TO_18, null, null],
  holidays: [],
  capacity: 1,
  slotMinutes: 30,
  minNoticeMinutes: 120,
  horizonDays: 60,
  requireConfirmation: false,
};
const MAX_SERVICES = 50;

/** An agent's booking settings, or the defaults. No caller check: callers have one. */
export async function bookingSettingsOf(db: DbOrTx, accountId: string, agentId: string): Promise<BookingSettings> {
  const [row] = await db
    .select()
    .from(bookingSettings)
    .where(and(eq(bookingSettings.agentId, agentId), eq(bookingSettings.accountId, accountId)));
  if (!row) return DEFAULT_BOOKING_SETTINGS;
  const { enabled, weeklyHours, holidays, capacity, slotMinutes, minNoticeMinutes, horizonDays, requireConfirmation } = row;
  return { enabled, weeklyHours, holidays, capacity, slotMinutes, minNoticeMinutes, horizonDays, requireConfirmation };
}

type ServiceRow = typeof bookingServices.$inferSelect;
const serviceView = (row: ServiceRow): BookingService => ({
  id: row.id,
  name: row.name,
  durationMinutes: row.durationMinutes,
  priceCents: row.priceCents,
  description: row.description,
  weeklyHours: row.weeklyHours ?? null,
});

/** The agent's bookable services, oldest first. */
export async function servicesOf(db: DbOrTx, accountId: string, agentId: string): Promise<BookingService[]> {
  const rows = await db
    .select()
    .from(bookingServices)
    .where(and(eq(bookingServices.accountId, accountId), eq(bookingServices.agentId, agentId), isNull(bookingServices.archivedAt)))
    .orderBy(asc(bookingServices.createdAt), asc(bookingServices.id));
  return rows.map(serviceView);
}

/** One service of the agent still offered, or 404 in the visitor's words. */
export async function requireService(
  db: DbOrTx,
  accountId: string,
  agentId: string,
  serviceId: string,
  message: string = BOOKING_MESSAGES.serviceNotFound,
) {
  const [row] = await db
    .select()
    .from(bookingServices)
    .where(
      and(
        eq(bookingServices.id, serviceId),
        eq(bookingServices.accountId, accountId),
        eq(bookingServices.agentId, agentId),
        isNull(bookingServices.archivedAt),
      ),
    );
  if (!row) throw notFound(message, 'SERVICE_NOT_FOUND');
  return serviceView(row);
}

async function setupOf(db: DbOrTx, accountId: string, agentId: string): Promise<BookingSetup> {
  return { settings: await bookingSettingsOf(db, accountId, agentId), services: await servicesOf(db, accountId, agentId) };
}

/** Read by whoever sees the agent. */
export async function getBookingSetup(db: DbOrTx, { caller, agentId }: { caller: MemberCaller; agentId: string }) {
  const agent = await requireAgent(db, caller, agentId, 'manage');
  return setupOf(db, agent.accountId, agent.id);
}

/** Changed by whoever manages the agent (owner, its creator, its instructor: the settings page's rule). */
export async function updateBookingSettings(
  db: DbOrTx,
  { caller, agentId, input }: { caller: MemberCaller; agentId: string; input: BookingSettings },
): Promise<BookingSetup> {
  const agent = await requireAgent(db, caller, agentId, 'manage');
  const values = { ...input, holidays: [...new Set(input.holidays)].sort(), updatedAt: new Date() };
  await db
    .insert(bookingSettings)
    .values({ agentId: agent.id, accountId: agent.accountId, ...values })
    .onConflictDoUpdate({ target: bookingSettings.agentId, set: values });
  return setupOf(db, agent.accountId, agent.id);
}

export async function addService(db: DbOrTx, { caller, agentId, input }: { caller: MemberCaller; agentId: string; input: ServiceInput }) {
  const agent = await requireAgent(db, caller, agentId, 'manage');
  if ((await servicesOf(db, agent.accountId, agent.id)).length >= MAX_SERVICES)
    throw badRequest(BOOKING_MESSAGES.tooManyServices, 'TOO_MANY_SERVICES');
  await db.insert(bookingServices).values({ id: newId(), accountId: agent.accountId, agentId: agent.id, ...input });
  return setupOf(db, agent.accountId, agent.id);
}

export async function updateService(
  db: DbOrTx,
  { caller, agentId, serviceId, input }: { caller: MemberCaller; agentId: string; serviceId: string; input: ServiceInput },
) {
  const agent = await requireAgent(db, caller, agentId, 'manage');
  await requireService(db, agent.accountId, agent.id, serviceId);
  await db
    .update(bookingServices)
    .set(input)
    .where(and(eq(bookingServices.id, serviceId), eq(bookingServices.accountId, agent.accountId)));
  return setupOf(db, agent.accountId, agent.id);
}

/** Archived, not deleted: the bookings that name it keep their service. */
export async function removeService(
  db: DbOrTx,
  { caller, agentId, serviceId }: { caller: MemberCaller; agentId: string; serviceId: string },
) {
  const agent = await requireAgent(db, caller, agentId, 'manage');
  await requireService(db, agent.accountId, agent.id, serviceId);
  await db
    .update(bookingServices)
    .set({ archivedAt: new Date() })
    .where(and(eq(bookingServices.id, serviceId), eq(bookingServices.accountId, agent.accountId)));
  return setupOf(db, agent.accountId, agent.id);
}
