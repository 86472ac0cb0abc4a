import { sql, type SQL } from 'drizzle-orm';
import { BOOKING_MESSAGES } from '@app/shared/i18n/bookings';
import type { MemberCaller } from '@app/shared/roles';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../base/errors.js';
import { BOOKING_COLUMNS, BOOKING_FROM, type BookingRow } from './booking-detail.js';

/**
 * Which bookings a member sees (D19, as 'Richieste' in D17), as a condition on `b` (bookings) joined with `a`
 * (agents): owner and admin every booking of the account; an instructor those of the agents assigned to them (and any
 * assigned to them); a user only those assigned to them. Always within the caller's account.
 */
export function visibleBookings(caller: Pick<MemberCaller, 'accountId' | 'userId' | 'role'>): SQL {
  const account = sql`b.account_id = ${caller.accountId}`;
  if (caller.role === 'owner' || caller.role === 'admin') return account;
  if (caller.role === 'instructor') return sql`${account} and (a.instructor_id = ${caller.userId} or b.assignee_id = ${caller.userId})`;
  return sql`${account} and b.assignee_id = ${caller.userId}`;
}

/** A booking the caller sees, or 404 (missing, another account's, or not theirs to see: all alike, D2). */
export async function requireVisibleBooking(db: DbOrTx, caller: MemberCaller, bookingId: string, lock = false): Promise<BookingRow> {
  const { rows } = await db.execute<BookingRow>(
    sql`select ${BOOKING_COLUMNS} from ${BOOKING_FROM} where b.id = ${bookingId} and ${visibleBookings(caller)} ${lock ? sql`for update of b` : sql``}`,
  );
  const row = rows[0];
  if (!row) throw notFound(BOOKING_MESSAGES.bookingNotFound, 'BOOKING_NOT_FOUND');
  return row;
}
