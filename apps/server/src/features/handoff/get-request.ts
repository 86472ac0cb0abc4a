import { sql } from 'drizzle-orm';
import type { InboxDetail } from '@app/shared/api/handoff';
import type { MemberCaller } from '@app/shared/roles';
import type { DbOrTx } from '../../db/client.js';
import { assignableMembers } from '../account/assignable-members.js';
import { conversationChatMessages } from '../chat-messages/conversation-messages.js';
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
