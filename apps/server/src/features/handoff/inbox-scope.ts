import { sql, type SQL } from 'drizzle-orm';
import { HANDOFF_MESSAGES } from '@app/shared/i18n/handoff';
import type { MemberCaller } from '@app/shared/roles';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../base/errors.js';
import type { HandoffStatus } from '@app/shared/states/handoff';

/**
 * Which requests a member sees (DECISIONS D17), as a condition on `r` (handoff_requests) joined with `a` (agents):
 * owner and admin every request of the account; an instructor those of the agents assigned to them (and any assigned
 * to them); a user only those assigned to them (ADR 0150). Always within the caller's account.
 */
export function visibleRequests(caller: Pick<MemberCaller, 'accountId' | 'userId' | 'role'>): SQL {
  const account = sql`r.account_id = ${caller.accountId}`;
  if (caller.role === 'owner' || caller.role === 'admin') return account;
  if (caller.role === 'instructor') return sql`${account} and (a.instructor_id = ${caller.userId} or r.assignee_id = ${caller.userId})`;
  return sql`${account} and r.assignee_id = ${caller.userId}`;
}

export type RequestRow = {
  id: string;
  account_id: string;
  agent_id: string;
  agent_name: string;
  conversation_id: string;
  status: HandoffStatus;
  assignee_id: string | null;
  name: string;
  email: string | null;
  phone: string | null;
  /** The visitor's language (issue 48): what an e-mail to them is written in. */
  language: string | null;
};

/** A request the caller sees, or 404 (missing, another account's, or not theirs to see: all alike, D2/D17). */
export async function requireVisibleRequest(db: DbOrTx, caller: MemberCaller, requestId: string): Promise<RequestRow> {
  const { rows } = await db.execute<RequestRow>(sql`
    select r.id, r.account_id, r.agent_id, a.name as agent_name, r.conversation_id, r.status, r.assignee_id, r.name, r.email, r.phone,
      (select c.language from conversations c where c.id = r.conversation_id) as language
    from handoff_requests r join agents a on a.id = r.agent_id
    where r.id = ${requestId} and ${visibleRequests(caller)}`);
  const row = rows[0];
  if (!row) throw notFound(HANDOFF_MESSAGES.requestNotFound, 'REQUEST_NOT_FOUND');
  return row;
}
