import { sql } from 'drizzle-orm';
import {
  CONVERSATIONS_PAGE_SIZE,
  type ConversationList,
  type ConversationListInput,
  type ConversationSummaryRow,
  visitorLabel,
} from '@app/shared/api/conversations';
import type { MemberCaller } from '@app/shared/roles';
import type { DbOrTx } from '../../db/client.js';
import { requireAnalyticsScope, resolveRange } from '../analytics/analytics-scope.js';
import { gapAnswer } from './conversation-sql.js';
import { reviewedConversations, shownMessage } from './conversation-filters.js';

const QUESTION_PREVIEW = 160;

type Row = {
  id: string;
  agent_id: string;
  channel: ConversationSummaryRow['channel'];
  visitor_id: string | null;
  created_at: string | Date;
  last_at: string | Date | null;
  messages: number;
  question: string | null;
  up: number;
  down: number;
  gap: boolean | null;
};

/**
 * The review list ('Conversazioni'): the conversations started in the range with the agents the caller may
 * analyse (the same scope as the analytics page), newest first, a page at a time (keyset, no offset), filtered
 * by channel, rating, knowledge gap and an Italian full-text search of their messages.
 */
export async function listConversations(
  db: DbOrTx,
  { caller, input }: { caller: MemberCaller; input: ConversationListInput },
): Promise<ConversationList> {
  const scope = await requireAnalyticsScope(db, caller, input.agentId);
  if (scope.agentNames.size === 0) return { conversations: [], nextCursor: null };
  const { from, to } = resolveRange(input);
  const after = input.cursor ? parseCursor(input.cursor) : null;
  const { rows } = await db.execute<Row>(sql`
    select c.id, c.agent_id, c.channel, c.visitor_id, c.created_at, s.last_at, s.messages, s.question, s.up, s.down, s.gap
    from conversations c
    cross join lateral (
      select count(*)::int as messages, max(m.created_at) as last_at,
        (array_agg(left(m.text, ${QUESTION_PREVIEW}) order by m.created_at) filter (where m.sender = 'user'))[1] as question,
        (count(*) filter (where m.rating = 1))::int as up,
        (count(*) filter (where m.rating = -1))::int as down,
        bool_or(${gapAnswer('m')}) as gap
      from messages m where m.conversation_id = c.id and ${shownMessage('m')}
    ) s
    where ${reviewedConversations('c', scope, { ...input, from, to })}
      ${after ? sql`and (c.created_at, c.id) < (${after.at}::timestamptz, ${after.id})` : sql``}
    order by c.created_at desc, c.id desc
    limit ${CONVERSATIONS_PAGE_SIZE + 1}`);

  const page = rows.slice(0, CONVERSATIONS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    conversations: page.map((r) => ({
      id: r.id,
      agentId: r.agent_id,
      agentName: scope.agentNames.get(r.agent_id) ?? '',
      channel: r.channel,
      visitor: visitorLabel(r.channel, r.visitor_id),
      startedAt: new Date(r.created_at).toISOString(),
      lastMessageAt: new Date(r.last_at ?? r.created_at).toISOString(),
      messages: r.messages,
      question: r.question ?? '',
      thumbsUp: r.up,
      thumbsDown: r.down,
      gap: r.gap === true,
    })),
    nextCursor: rows.length > CONVERSATIONS_PAGE_SIZE && last ? `${new Date(last.created_at).toISOString()}_${last.id}` : null,
  };
}

function parseCursor(cursor: string): { at: string; id: string } {
  const split = cursor.indexOf('_');
  return { at: cursor.slice(0, split), id: cursor.slice(split + 1) };
}
