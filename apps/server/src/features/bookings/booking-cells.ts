import { sql } from 'drizzle-orm';
import { BOOKING_VISITOR_MESSAGES as V } from '@app/shared/i18n/bookings';
import type { DbOrTx } from '../../db/client.js';
import { conflict } from '../../base/errors.js';
import { cellsOf } from './compute-slots.js';

export interface CellSpan {
  accountId: string;
  agentId: string;
  start: Date;
  minutes: number;
  slotMinutes: number;
}

/**
 * Takes one place in every cell the booking covers, in time order (so two bookings never wait on each other in a
 * cycle), or throws 409 'just taken'. Each increment is conditional and runs under the cell row's lock; the table's
 * CHECK (taken <= capacity) refuses anything that would slip past (ADR 0250). Run inside the booking's transaction:
 * a refusal rolls back the cells already taken.
 */
export async function takeCells(tx: DbOrTx, span: CellSpan, capacity: number): Promise<void> {
  for (const cell of cellsOf(span.start, span.minutes, span.slotMinutes)) {
    const { rows } = await tx.execute(sql`
      insert into booking_cells (agent_id, account_id, starts_at, taken, capacity)
      values (${span.agentId}, ${span.accountId}, ${cell.toISOString()}, 1, ${capacity})
      on conflict (agent_id, starts_at) do update set taken = booking_cells.taken + 1, capacity = excluded.capacity
      where booking_cells.taken < excluded.capacity
      returning taken`);
    if (rows.length === 0) throw conflict(V.slotFull, 'SLOT_FULL');
  }
}

/** Gives back the places a cancelled or moved booking held. */
export async function releaseCells(tx: DbOrTx, span: CellSpan): Promise<void> {
  const cells = cellsOf(span.start, span.minutes, span.slotMinutes).map((c) => c.toISOString());
  for (const cell of cells) {
    await tx.execute(sql`
      update booking_cells set taken = taken - 1
      where agent_id = ${span.agentId} and account_id = ${span.accountId} and starts_at = ${cell} and taken > 0`);
  }
}

/** How many places are taken in each cell of an agent between two instants (keyed by the cell's epoch ms). */
export async function takenCells(db: DbOrTx, accountId: string, agentId: string, from: Date, to: Date): Promise<Map<number, number>> {
  const { rows } = await db.execute<{ starts_at: string | Date; taken: number }>(sql`
    select starts_at, taken from booking_cells
    where agent_id = ${agentId} and account_id = ${accountId} and starts_at >= ${from.toISOString()} and starts_at < ${to.toISOString()} and taken > 0`);
  return new Map(rows.map((r) => [new Date(r.starts_at).getTime(), Number(r.taken)]));
}
