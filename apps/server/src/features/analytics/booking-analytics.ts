import { sql } from 'drizzle-orm';
import type { BookingAnalytics } from '@app/shared/api/analytics';
import type { DbOrTx } from '../../db/client.js';

const rome = (column: string) => sql.raw(`(${column} at time zone 'Europe/Rome')::date`);

export const noBookings = (days: string[]): BookingAnalytics => ({
  total: 0,
  cancelled: 0,
  perDay: days.map((day) => ({ day, bookings: 0 })),
  byChannel: [],
  conversations: 0,
  converted: 0,
  conversionShare: 0,
});

/**
 * The bookings figures of the analytics page (issue 46), for the analysed agents and the Rome days `from`..`to`: the
 * bookings made each day (cancelled ones included: what the chat brought in), by channel, and the share of the
 * visitors' conversations started in the range that ended in a booking. Read live: bookings are few beside messages.
 */
export async function bookingAnalytics(
  db: DbOrTx,
  args: { accountId: string; agentIds: string[]; from: string; to: string; days: string[] },
): Promise<BookingAnalytics> {
  if (!args.agentIds.length) return noBookings(args.days);
  const ids = sql.join(
    args.agentIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const inRange = sql`b.account_id = ${args.accountId} and b.agent_id in (${ids}) and ${rome('b.created_at')} between ${args.from}::date and ${args.to}::date`;
  const [perDay, byChannel, conversion] = await Promise.all([
    db.execute<{ day: string; n: number | string; cancelled: number | string }>(sql`
      select to_char(${rome('b.created_at')}, 'YYYY-MM-DD') as day, count(*) as n,
        count(*) filter (where b.status = 'cancelled') as cancelled
      from bookings b where ${inRange} group by 1`),
    db.execute<{ channel: string; n: number | string }>(sql`
      select b.channel, count(*) as n from bookings b where ${inRange} group by 1 order by 2 desc, 1`),
    db.execute<{ conversations: number | string; converted: number | string }>(sql`
      select count(*) as conversations,
        count(*) filter (where exists (select 1 from bookings b where b.conversation_id = c.id and b.account_id = c.account_id)) as converted
      from conversations c
      where c.account_id = ${args.accountId} and c.agent_id in (${ids}) and c.channel <> 'test'
        and ${rome('c.created_at')} between ${args.from}::date and ${args.to}::date`),
  ]);
  const byDay = new Map(perDay.rows.map((r) => [r.day, Number(r.n)]));
  const conversations = Number(conversion.rows[0]?.conversations ?? 0);
  const converted = Number(conversion.rows[0]?.converted ?? 0);
  return {
    total: perDay.rows.reduce((sum, r) => sum + Number(r.n), 0),
    cancelled: perDay.rows.reduce((sum, r) => sum + Number(r.cancelled), 0),
    perDay: args.days.map((day) => ({ day, bookings: byDay.get(day) ?? 0 })),
    byChannel: byChannel.rows.map((r) => ({ channel: r.channel, bookings: Number(r.n) })),
    conversations,
    converted,
    conversionShare: conversations > 0 ? Math.round((converted / conversations) * 1000) / 1000 : 0,
  };
}
