import { sql } from 'drizzle-orm';
import type { Booking, BookingStatus } from '@app/shared/api/bookings';
import type { DbOrTx } from '../../db/client.js';

/** A booking row with its agent's and service's names, as every booking query reads it (`b` bookings, `a` agents, `s` services). */
export const BOOKING_COLUMNS = sql`b.id, b.account_id, b.agent_id, a.name as agent_name, b.service_id, s.name as service_name,
  s.duration_minutes, b.channel, b.status, b.starts_at, b.ends_at, b.name, b.email, b.phone, b.note, b.conversation_id,
  b.assignee_id, b.created_at, b.updated_at, coalesce(b.language, bc.language) as language`;
export const BOOKING_FROM = sql`bookings b join agents a on a.id = b.agent_id join booking_services s on s.id = b.service_id
  left join conversations bc on bc.id = b.conversation_id`;

export type BookingRow = {
  id: string;
  account_id: string;
  agent_id: string;
  agent_name: string;
  service_id: string;
  service_name: string;
  duration_minutes: number;
  channel: string;
  status: BookingStatus;
  starts_at: string | Date;
  ends_at: string | Date;
  name: string;
  email: string | null;
  phone: string | null;
  note: string | null;
  conversation_id: string | null;
  assignee_id: string | null;
  created_at: string | Date;
  updated_at: string | Date;
  /**
   * The visitor's language (issue 48): the booking's own (stored when it was made, with or without a conversation),
   * else its conversation's (bookings made before the column); the visitor's e-mails and manage page speak it.
   */
  language: string | null;
};

const iso = (d: string | Date) => new Date(d).toISOString();

export const bookingView = (r: BookingRow): Booking => ({
  id: r.id,
  agentId: r.agent_id,
  agentName: r.agent_name,
  serviceId: r.service_id,
  serviceName: r.service_name,
  channel: r.channel,
  status: r.status,
  startsAt: iso(r.starts_at),
  endsAt: iso(r.ends_at),
  name: r.name,
  email: r.email,
  phone: r.phone,
  note: r.note,
  conversationId: r.conversation_id,
  assigneeId: r.assignee_id,
  createdAt: iso(r.created_at),
});

/** One booking by id, without any caller check: `unsafe…`, for the visitor's signed link and the jobs. */
export async function unsafeBookingById(db: DbOrTx, bookingId: string): Promise<BookingRow | undefined> {
  const { rows } = await db.execute<BookingRow>(sql`select ${BOOKING_COLUMNS} from ${BOOKING_FROM} where b.id = ${bookingId}`);
  return rows[0];
}
