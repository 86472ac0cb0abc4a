import type { DbOrTx } from '../../db/client.js';

/**
 * What another feature adds to bookings without bookings knowing it (issue 46, ADR 0330: the Google Calendar
 * connection): the busy times of a calendar elsewhere, and a word after each booking is made, moved, confirmed or
 * cancelled. Registered per application (keyed by its database handle, so test apps side by side keep their own).
 */
export interface BusyTime {
  start: Date;
  end: Date;
}
export interface BookingHooks {
  /** Times the account is busy elsewhere within [from, to); never throws (a failure is the hook's to log). */
  busyTimes(accountId: string, from: Date, to: Date): Promise<BusyTime[]>;
  /** The booking changed (made, moved, confirmed, cancelled), after its transaction committed; never throws. */
  bookingChanged(booking: { id: string; accountId: string }): Promise<void>;
}

const registered = new WeakMap<object, BookingHooks>();

export function registerBookingHooks(db: DbOrTx, hooks: BookingHooks): void {
  registered.set(db, hooks);
}

export async function busyElsewhere(db: DbOrTx, accountId: string, from: Date, to: Date): Promise<BusyTime[]> {
  return (await registered.get(db)?.busyTimes(accountId, from, to)) ?? [];
}

export async function bookingChanged(db: DbOrTx, booking: { id: string; account_id: string }): Promise<void> {
  await registered.get(db)?.bookingChanged({ id: booking.id, accountId: booking.account_id });
}

/** Whether [start, end) overlaps one of the busy times. */
export const overlapsBusy = (busy: BusyTime[], start: Date, end: Date) =>
  busy.some((b) => b.start.getTime() < end.getTime() && b.end.getTime() > start.getTime());
