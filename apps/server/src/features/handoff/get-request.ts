import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { InboxDetail } from '@app/shared/api/handoff';
import type { MemberCaller } from '@app/shared/roles';
import { displayName } from '@app/shared/display-name';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { profiles } from '../../db/schema/accounts.js';
import { conversationChatMessages } from '../chat/get-chat-history.js';
import { inboxRowsQuery, toInboxItem, type InboxRow } from './list-inbox.js';
import { requireVisibleRequest } from './inbox-scope.js';
import { listRequestNotes } from './request-notes.js';

/** One request with the whole conversation (its sources included) and whom the caller may hand it to. */
export async function getRequest(db: DbOrTx, { caller, requestId }: { caller: MemberCaller; requestId: string }): Promise<InboxDetail> {
  const request = await requireVisibleRequest(db, caller, requestId);
  const { rows } = await db.execute<
    InboxRow & {
      conversation_id: string;
      channel: string;
      consent_at: string | Date;
      first_response_at: string | Date | null;
      resolved_at: string | Date | null;
    }
  >(sql`select x.*, r.conversation_id, c.channel, r.consent_at, r.first_response_at, r.resolved_at
    from (${inboxRowsQuery(sql`r.id = ${request.id}`, 1)}) x
    join handoff_requests r on r.id = x.id join conversations c on c.id = r.conversation_id`);
  const row = rows[0]!;
  const iso = (v: string | Date | null) => (v ? new Date(v).toISOString() : null);
  return {
    request: {
      ...toInboxItem(row),
      conversationId: row.conversation_id,
      channel: row.channel,
      consentAt: iso(row.consent_at)!,
      firstResponseAt: iso(row.first_response_at),
      resolvedAt: iso(row.resolved_at),
    },
    messages: await conversationChatMessages(db, request.account_id, request.conversation_id, { forMembers: true }),
    notes: await listRequestNotes(db, request.id),
    assignable: await assignableMembers(db, caller),
  };
}

/** Owner and admin may hand a request to any active member of the account; everyone else only take it themselves (ADR 0150). */
export async function assignableMembers(db: DbOrTx, caller: MemberCaller): Promise<{ id: string; name: string }[]> {
  const now = new Date();
  const rows = await db
    .select({ id: users.id, email: users.email, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        eq(users.accountId, caller.accountId),
        eq(profiles.isActive, true),
        or(isNull(users.bannedUntil), sql`${users.bannedUntil} <= ${now}`),
        caller.role === 'owner' || caller.role === 'admin' ? undefined : eq(users.id, caller.userId),
      ),
    )
    .orderBy(asc(users.email));
  return rows.map((r) => ({ id: r.id, name: displayName(r) }));
}
