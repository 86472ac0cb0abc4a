import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { CHAT_MESSAGES } from '@app/shared/i18n/chat';
import type { Db } from '../../db/client.js';
import { conversations, messages } from '../../db/schema/chat.js';
import { newId } from '../../db/ids.js';
import { AppError, notFound } from '../../base/errors.js';
import { MonthlyLimitReached } from './turn-refusals.js';
import { isUniqueViolation } from '../../db/errors.js';
import { lockAccountForTurn } from '../account/plan-state.js';
import { requireOwnConversation } from '../agents/visitor-access.js';
import { findSentMessage } from '../chat-messages/sent-message.js';
import { newConversationRow, replyRow, type ReserveTurnArgs, type ReservedTurn } from './turn-reservation.js';
import { reserveNewTurnInOneStatement } from './reserve-turn-in-one-statement.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Stores the user's message and reserves the agent's reply, then locks the account row (D4: limits hold under
 * concurrency, `lockAccount`'s lock) and checks the plan and the monthly replies. Two visitors cannot both take the last
 * message of the month, and a refused turn stores nothing. A message is reserved in one statement when the account was
 * read before (ADR 0388); a resend found by that statement, a retry, a first turn or a plan changed since take one
 * transaction.
 */
export async function reserveTurn(db: Db, args: ReserveTurnArgs): Promise<ReservedTurn> {
  const mayBeResent = Boolean(args.clientMessageId && !args.newClientMessage);
  try {
    return (
      (!args.retryOfMessageId && (await reserveNewTurnInOneStatement(db, args))) ||
      (await db.transaction(async (tx) => (mayBeResent && (await resentTurn(tx, args, args.clientMessageId!))) || newTurn(tx, args)))
    );
  } catch (err) {
    // The same message sent twice at once: the second sending waits for the first to be stored, then finds it.
    if (isUniqueViolation(err)) throw new AppError(409, 'MESSAGE_IN_PROGRESS', CHAT_MESSAGES.messageInProgress);
    throw err;
  }
}

/**
 * The message `clientMessageId` sent again (ADR 0162): the client lost the stream of its answer, most likely because
 * the instance streaming it died. Answered already: the answer is given again. Its answer unfinished (the instance
 * died or the stream is still running for nobody): that reply row is taken over and answered anew. Null when the
 * message was never stored: it is a new message.
 */
async function resentTurn(tx: Tx, args: ReserveTurnArgs, clientMessageId: string): Promise<ReservedTurn | null> {
  const userMessage = await findSentMessage(tx, { ...args, clientMessageId });
  if (!userMessage) return null;
  const [answer] = await tx
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, userMessage.conversationId),
        eq(messages.sender, 'agent'),
        gt(messages.createdAt, userMessage.createdAt),
      ),
    )
    .orderBy(asc(messages.createdAt))
    .limit(1)
    .for('update');
  const [conversation] = await tx
    .select({ language: conversations.language })
    .from(conversations)
    .where(eq(conversations.id, userMessage.conversationId));
  const base = {
    conversationId: userMessage.conversationId,
    userMessage,
    isNewConversation: false,
    language: conversation?.language ?? null,
  };
  if (answer && answer.latencyMs !== null) {
    const { plan } = await lockAccountForTurn(tx, args.accountId, 0);
    args.requirePlan?.(plan);
    return { ...base, plan, replyId: answer.id, answered: answer };
  }
  // An unfinished reply is taken over: whoever was streaming it finds its row gone and stores nothing. It was counted
  // when reserved, so the new row adds nothing; a reply already released (refunded) is counted again.
  if (answer) await tx.delete(messages).where(eq(messages.id, answer.id));
  const reply = replyRow(args, userMessage.conversationId, Math.max(Date.now(), userMessage.createdAt.getTime()));
  await tx.insert(messages).values(reply);
  const { plan, monthReplies } = await lockAccountForTurn(tx, args.accountId, answer ? 0 : 1);
  args.requirePlan?.(plan);
  if (monthReplies > plan.messagesPerMonth) throw new MonthlyLimitReached(plan.messagesPerMonth);
  return { ...base, plan, replyId: reply.id };
}

async function newTurn(tx: Tx, args: ReserveTurnArgs): Promise<ReservedTurn> {
  let conversationId = args.conversationId;
  let language: string | null = null;
  if (conversationId) {
    // Found and touched in one statement: only a conversation of the participant's is.
    const touch = { language: args.language?.chosen };
    language = (
      await requireOwnConversation(tx, { accountId: args.accountId, agentId: args.agentId, who: args.who }, conversationId, { touch })
    ).language;
  } else {
    const row = newConversationRow(args, newId());
    conversationId = row.id;
    language = row.language;
    await tx.insert(conversations).values(row);
  }

  const now = Date.now();
  // The reply row is reserved a millisecond after the question, so the two always sort in the right order.
  const reply = replyRow(args, conversationId, now);
  const replyId = reply.id;
  let userMessage: typeof messages.$inferSelect;
  if (args.retryOfMessageId) {
    userMessage = await retryableMessage(tx, conversationId, args.retryOfMessageId);
    await tx.insert(messages).values(reply);
  } else {
    const rows = await tx
      .insert(messages)
      .values([
        {
          id: newId(),
          conversationId,
          accountId: args.accountId,
          agentId: args.agentId,
          sender: 'user',
          text: args.text,
          attachmentName: args.attachment?.name ?? null,
          attachmentText: args.attachment?.text ?? null,
          clientMessageId: args.clientMessageId ?? null,
          createdAt: new Date(now),
        },
        reply,
      ])
      .returning();
    userMessage = rows.find((r) => r.id !== replyId)!;
  }

  // The account is locked last: concurrent turns of an account wait for each other only for this one call and the
  // commit, not for the rows written above (bench/chat-public.mjs, 20 visitors; ADR 0126). The count includes the
  // reply just reserved; a refusal rolls everything back.
  const { plan, monthReplies } = await lockAccountForTurn(tx, args.accountId, 1);
  args.requirePlan?.(plan);
  if (monthReplies > plan.messagesPerMonth) {
    throw new MonthlyLimitReached(plan.messagesPerMonth);
  }
  return { plan, conversationId, userMessage, replyId, isNewConversation: !args.conversationId, language };
}

/** Only the last message of the conversation, a user's message left without answer, may be retried. */
async function retryableMessage(tx: Tx, conversationId: string, messageId: string) {
  const [last] = await tx
    .select()
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(sql`${messages.createdAt} desc`)
    .limit(1);
  if (!last || last.id !== messageId || last.sender !== 'user') throw notFound(CHAT_MESSAGES.retryInvalid, 'RETRY_INVALID');
  return last;
}
