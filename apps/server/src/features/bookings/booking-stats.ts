import { sql } from 'drizzle-orm';
import type { MemberCaller } from '@app/shared/roles';
import type { DbOrTx } from '../../db/client.js';
import { addDays, romeInstant } from '../../base/rome-time.js';
import { visibleBookings } from './booking-scope.js';

export interface BookingStats {
  /** Bookings made per Rome day (by creation), cancelled ones included: what the chat brought in. */
  perDay: { date: string; count: number }[];
  perChannel: { channel: string; count: number }[];
  /** Conversations of the period (public link, widget, channels) and how many of them ended in a booking. */
  conversations: number;
  converted: number;
}

/**
 * 'Prenotazioni' in figures (issue 46): bookings per day and per channel, and the conversion from conversations, over
 * the bookings the caller sees (D19) and the conversations of the same agents, between two Rome dates (inclusive).
 */
export async function bookingStats(
  db: DbOrTx,
  { caller, from, to }: { caller: MemberCaller; from: string; to: string },
): Promise<BookingStats> {
  const start = romeInstant(from, '00:00').toISOString();
  const end = romeInstant(addDays(to, 1), '00:00').toISOString();
  const scope = visibleBookings(caller);
  const period = sql`b.created_at >= ${start} and b.created_at < ${end}`;
  const perDay = await db.execute<{ date: string; count: number }>(sql`
    select to_char(b.created_at at time zone 'Europe/Rome', 'YYYY-MM-DD') as date, count(*)::int as count
    from bookings b join agents a on a.id = b.agent_id where ${scope} and ${period} group by 1 order by 1`);
  const perChannel = await db.execute<{ channel: string; count: number }>(sql`
    select b.channel, count(*)::int as count from bookings b join agents a on a.id = b.agent_id
    where ${scope} and ${period} group by 1 order by 2 desc, 1`);
  const conversion = await db.execute<{ conversations: number; converted: number }>(sql`
    select count(*)::int as conversations,
      count(*) filter (where exists (select 1 from bookings b join agents a on a.id = b.agent_id where b.conversation_id = c.id and ${scope}))::int as converted
    from conversations c
    where c.account_id = ${caller.accountId} and c.channel <> 'test' and c.created_at >= ${start} and c.created_at < ${end}
      and c.agent_id in (select distinct b.agent_id from bookings b join agents a on a.id = b.agent_id where ${scope})`);
  const row = conversion.rows[0];
  return {
    perDay: perDay.rows.map((r) => ({ date: r.date, count: Number(r.count) })),
    perChannel: perChannel.rows.map((r) => ({ channel: r.channel, count: Number(r.count) })),
    conversations: Number(row?.conversations ?? 0),
    converted: Number(row?.converted ?? 0),
  };
}
