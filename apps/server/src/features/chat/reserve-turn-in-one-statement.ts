import { and, eq, sql, type SQL } from 'drizzle-orm';
import { CHAT_MESSAGES } from '@app/shared/i18n/chat';
import type { Plan } from '@app/shared/plans';
import type { Db } from '../../db/client.js';
import { conversations, messages } from '../../db/schema/chat.js';
import { newId } from '../../db/ids.js';
import { rowFromJson } from '../../db/json-row.js';
import { notFound } from '../../base/errors.js';
import { isMonthUsedUp, isPlanReadStale, planFieldsLastRead, planStateOf, takeTurnReplySql } from '../account/plan-state.js';
import { hasPostgresCode } from '../../db/errors.js';
import { sentMessageQuery } from '../chat-messages/sent-message.js';
import { ownConversations } from '../agents/visitor-access.js';
import { MonthlyLimitReached } from './turn-refusals.js';
import { newConversationRow, replyRow, type RecentMessage, type ReserveTurnArgs, type ReservedTurn } from './turn-reservation.js';
import { completedMessages } from '../chat-messages/completed-messages.js';
import { RECENT_TURNS } from './gather-context.js';

/**
 * A new message reserved in one statement (ADR 0388): the conversation touched (or created), the message and the reply
 * row inserted, the account locked and the month's reply taken, where the long way takes five or six round trips
 * (begin, the lookup of a resent message, three statements, commit). The turn is decided before the statement from the account's plan fields as this process last
 * read them, and the statement checks them under the lock. Null when that cannot be done (no read of the account yet,
 * a refusal to confirm, the plan changed since, a resend): the turn is then reserved the long way, which decides under
 * the lock.
 */
export async function reserveNewTurnInOneStatement(db: Db, args: ReserveTurnArgs): Promise<ReservedTurn | null> {
  const expected = planFieldsLastRead(args.accountId);
  const plan = expected ? planStateOf(expected).plan : null;
  if (!expected || !plan || refuses(args.requirePlan, plan)) return null;
  const now = Date.now();
  const conversationId = args.conversationId ?? newId();
  const chosen = args.language?.chosen;
  const conversation = args.conversationId
    ? db
        .update(conversations)
        .set({ updatedAt: new Date(now), ...(chosen ? { language: chosen } : {}) })
        .where(and(eq(conversations.id, conversationId), ownConversations(args.accountId, args.agentId, args.who)))
        .returning({ language: conversations.language })
    : db.insert(conversations).values(newConversationRow(args, conversationId)).returning({ language: conversations.language });
  const reply = replyRow(args, conversationId, now);
  const row = (m: { id: string; sender: string; text: string; createdAt: Date; reservedBy: string | null }, user: boolean) =>
    sql`(${m.id}, ${conversationId}, ${args.accountId}, ${args.agentId}, ${m.sender}, ${m.text}, ${user ? (args.attachment?.name ?? null) : null}, ${user ? (args.attachment?.text ?? null) : null}, ${user ? (args.clientMessageId ?? null) : null}, ${m.reservedBy}, ${m.createdAt.toISOString()}::timestamptz)`;
  const user = { id: newId(), sender: 'user', text: args.text, createdAt: new Date(now), reservedBy: null };
  // A client id stored before is a resend (ADR 0162): looked for in the same statement, which then keeps nothing
  // (AT003) and the resend is answered the long way. A send at the same moment that this snapshot cannot see yet meets
  // the unique index instead, as on the long way.
  const sent =
    args.clientMessageId && !args.newClientMessage
      ? sentMessageQuery(db, { ...args, clientMessageId: args.clientMessageId }).getSQL()
      : sql`select 1 where false`;
  // The messages are inserted only into a conversation the statement found (or made). The account is locked last, once
  // both rows are in (counted by the aggregate before the row that calls the function is formed): the month's count,
  // when it is made anew, includes the reply reserved here, and concurrent turns of an account wait for each other the
  // least.
  const statement = sql`with sent as (${sent}),
    conversation as (${conversation.getSQL()}),
    stored as (
      insert into messages (id, conversation_id, account_id, agent_id, sender, text, attachment_name, attachment_text, client_message_id, reserved_by, created_at)
      select * from (values ${row(user, true)}, ${row(reply, false)}) as m
      where exists (select 1 from conversation) and not exists (select 1 from sent)
      returning *
    )
    select conversation.language,
      (select row_to_json(stored) from stored where stored.sender = 'user') as user_message,
      ${recentMessagesSql(args)} as recent,
      case
        when exists (select 1 from sent) then turn_sent_before()
        when inserted.rows = 2 then ${takeTurnReplySql(args.accountId, expected, plan.messagesPerMonth, new Date(now))}
      end as replies
    from (select count(*) as rows from stored) as inserted left join conversation on true`;
  try {
    const [reserved] = (await db.execute(statement)).rows as {
      language: string | null;
      user_message: Record<string, unknown> | null;
      recent: RecentMessage[] | null;
    }[];
    if (!reserved?.user_message) throw notFound(CHAT_MESSAGES.conversationNotFound);
    return {
      plan,
      conversationId,
      userMessage: rowFromJson(messages, reserved.user_message),
      replyId: reply.id,
      isNewConversation: !args.conversationId,
      language: reserved.language,
      ...(args.conversationId ? { recent: reserved.recent ?? [] } : {}),
    };
  } catch (err) {
    if (isPlanReadStale(err) || isSentBefore(err)) return null;
    if (isMonthUsedUp(err)) throw new MonthlyLimitReached(plan.messagesPerMonth);
    throw err;
  }
}

/**
 * A continued conversation's latest completed messages before this one, newest first (ADR 0389): read by the
 * reservation's statement, whose snapshot does not hold the two rows it inserts, so the answer's context needs no
 * statement of its own. Null for a new conversation.
 */
function recentMessagesSql(args: ReserveTurnArgs): SQL {
  if (!args.conversationId) return sql`null`;
  return sql`(select json_agg(json_build_object('id', m.id, 'sender', m.sender, 'text', m.text) order by m.created_at desc)
    from (select ${messages.id}, ${messages.sender}, ${messages.text}, ${messages.createdAt} from ${messages}
      where ${messages.conversationId} = ${args.conversationId} and ${messages.accountId} = ${args.accountId} and ${completedMessages}
      order by ${messages.createdAt} desc limit ${RECENT_TURNS}) as m)`;
}

/** The statement found the message stored before (`turn_sent_before`, AT003): nothing was kept. */
const isSentBefore = (err: unknown): boolean => hasPostgresCode(err, 'AT003');

/** Whether the channel's plan check refuses `plan` (the refusal itself is then given by the long way, under the lock). */
function refuses(requirePlan: ((plan: Plan) => void) | undefined, plan: Plan): boolean {
  try {
    requirePlan?.(plan);
    return false;
  } catch {
    return true;
  }
}
