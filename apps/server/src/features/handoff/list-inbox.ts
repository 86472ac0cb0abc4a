import { sql } from 'drizzle-orm';
import type { InboxItem, InboxQuery } from '@app/shared/api/handoff';
import type { MemberCaller } from '@app/shared/roles';
import { displayName } from '@app/shared/display-name';
import { VISITOR_LANGUAGES } from '@app/shared/visitor-language';
import type { DbOrTx } from '../../db/client.js';
import { visibleRequests } from './inbox-scope.js';

const LIST_LIMIT = 200;
const PREVIEW = 160;

type Row = {
  id: string;
  status: InboxItem['status'];
  agent_id: string;
  agent_name: string;
  name: string;
  email: string | null;
  phone: string | null;
  assignee_id: string | null;
  assignee_email: string | null;
  assignee_first: string | null;
  assignee_last: string | null;
  outside_hours: boolean;
  created_at: string | Date;
  waiting_since: string | Date | null;
  last_message: string | null;
  language: string | null;
};

const iso = (v: string | Date) => new Date(v).toISOString();

/** The select of an inbox row: the request, its agent and assignee, how long the visitor waits, the last message. */
export function inboxRowsQuery(where: ReturnType<typeof sql>, limit = LIST_LIMIT) {
  return sql`
    select r.id, r.status, r.agent_id, a.name as agent_name, r.name, r.email, r.phone, r.assignee_id,
      u.email as assignee_email, p.first_name as assignee_first, p.last_name as assignee_last,
      r.outside_hours, r.created_at,
      case
        when r.status = 'resolved' then null
        when lt.last_team is null then coalesce((select min(m.created_at) from messages m
          where m.conversation_id = r.conversation_id and m.sender = 'user' and m.created_at >= r.created_at), r.created_at)
        else (select min(m.created_at) from messages m
          where m.conversation_id = r.conversation_id and m.sender = 'user' and m.created_at > lt.last_team)
      end as waiting_since,
      (select left(m.text, ${PREVIEW}) from messages m where m.conversation_id = r.conversation_id and m.text <> ''
        order by m.created_at desc limit 1) as last_message,
      (select c.language from conversations c where c.id = r.conversation_id) as language
    from handoff_requests r
      join agents a on a.id = r.agent_id
      left join users u on u.id = r.assignee_id
      left join profiles p on p.user_id = r.assignee_id
      left join lateral (select max(t.created_at) as last_team from messages t
        where t.conversation_id = r.conversation_id and t.sender = 'team') lt on true
    where ${where}
    order by case r.status when 'new' then 0 when 'open' then 1 else 2 end, r.created_at desc
    limit ${limit}`;
}

export function toInboxItem(row: Row): InboxItem {
  return {
    id: row.id,
    status: row.status,
    agent: { id: row.agent_id, name: row.agent_name },
    visitor: { name: row.name, email: row.email ?? '', phone: row.phone },
    assignee: row.assignee_id
      ? {
          id: row.assignee_id,
          name: displayName({ firstName: row.assignee_first, lastName: row.assignee_last, email: row.assignee_email }),
        }
      : null,
    outsideHours: row.outside_hours,
    createdAt: iso(row.created_at),
    waitingSince: row.waiting_since ? iso(row.waiting_since) : null,
    lastMessage: row.last_message ?? '',
    language: VISITOR_LANGUAGES.find((language) => language === row.language) ?? null,
  };
}

export type InboxRow = Row;

/** 'Richieste': the requests the caller sees (D17), filtered by status, agent and assignee. */
export async function listInbox(db: DbOrTx, { caller, query }: { caller: MemberCaller; query: InboxQuery }): Promise<InboxItem[]> {
  const filters = [visibleRequests(caller)];
  if (query.status) filters.push(sql`r.status = ${query.status}`);
  if (query.agentId) filters.push(sql`r.agent_id = ${query.agentId}`);
  if (query.assignee === 'me') filters.push(sql`r.assignee_id = ${caller.userId}`);
  else if (query.assignee === 'none') filters.push(sql`r.assignee_id is null`);
  else if (query.assignee) filters.push(sql`r.assignee_id = ${query.assignee}`);
  const { rows } = await db.execute<Row>(inboxRowsQuery(sql.join(filters, sql` and `)));
  return rows.map(toInboxItem);
}

/** The sidebar's count: new requests the caller sees. */
export async function countNewRequests(db: DbOrTx, caller: MemberCaller): Promise<number> {
  const { rows } = await db.execute<{ n: number | string }>(sql`
    select count(*) as n from handoff_requests r join agents a on a.id = r.agent_id
    where r.status = 'new' and ${visibleRequests(caller)}`);
  return Number(rows[0]?.n ?? 0);
}
