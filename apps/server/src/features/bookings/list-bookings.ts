import { sql } from 'drizzle-orm';
import type { Booking, BookingListQuery } from '@app/shared/api/bookings';
import { BOOKING_STATUS_LABELS } from '@app/shared/i18n/bookings';
import type { MemberCaller } from '@app/shared/roles';
import type { DbOrTx } from '../../db/client.js';
import { addDays, romeClock, romeInstant } from '../../base/rome-time.js';
import { BOOKING_COLUMNS, BOOKING_FROM, bookingView, type BookingRow } from './booking-detail.js';
import { visibleBookings } from './booking-scope.js';

const MAX_ROWS = 2000;

/** The bookings the caller sees (D19), by start time, filtered by Rome dates (inclusive), agent, status and text. */
export async function listBookings(db: DbOrTx, { caller, query }: { caller: MemberCaller; query: BookingListQuery }): Promise<Booking[]> {
  const filters = [visibleBookings(caller)];
  if (query.from) filters.push(sql`b.starts_at >= ${romeInstant(query.from, '00:00').toISOString()}`);
  if (query.to) filters.push(sql`b.starts_at < ${romeInstant(addDays(query.to, 1), '00:00').toISOString()}`);
  if (query.agentId) filters.push(sql`b.agent_id = ${query.agentId}`);
  if (query.status) filters.push(sql`b.status = ${query.status}`);
  if (query.q?.trim()) {
    const like = `%${query.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(sql`(b.name ilike ${like} or b.email ilike ${like} or b.phone ilike ${like})`);
  }
  const { rows } = await db.execute<BookingRow>(
    sql`select ${BOOKING_COLUMNS} from ${BOOKING_FROM} where ${sql.join(filters, sql` and `)} order by b.starts_at, b.id limit ${MAX_ROWS}`,
  );
  return rows.map(bookingView);
}

/** A CSV cell: quoted, and a leading = + - @ neutralised so a spreadsheet never runs it as a formula. */
const cell = (value: string | null) => {
  const v = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return `"${safe.replace(/"/g, '""')}"`;
};

/** 'Prenotazioni' as CSV (UTF-8 with BOM for Excel, semicolons as Italian spreadsheets expect), same rows as the list. */
export async function exportBookingsCsv(db: DbOrTx, args: { caller: MemberCaller; query: BookingListQuery }): Promise<string> {
  const rows = await listBookings(db, args);
  const header = ['Data', 'Ora', 'Fine', 'Servizio', 'Agente', 'Nome', 'E-mail', 'Telefono', 'Stato', 'Canale', 'Note'];
  const lines = rows.map((b) => {
    const start = romeClock(new Date(b.startsAt));
    return [
      start.date,
      start.time,
      romeClock(new Date(b.endsAt)).time,
      b.serviceName,
      b.agentName,
      b.name,
      b.email,
      b.phone,
      BOOKING_STATUS_LABELS[b.status],
      b.channel,
      b.note,
    ]
      .map(cell)
      .join(';');
  });
  return '\uFEFF' + [header.map(cell).join(';'), ...lines].join('\r\n') + '\r\n';
}
