import { and, eq, sql } from 'drizzle-orm';
import { CHAT_MESSAGES } from '@app/shared/api/chat';
import type { Db } from '../../db/client.js';
import { conversations, messages } from '../../db/schema/chat.js';
import { newId } from '../../db/ids.js';
import { notFound, tooManyRequests } from '../../http/errors.js';
import { lockAccountForTurn } from '../account/plan-state.js';
import type { Plan } from '@app/shared/plans';
import type { Attachment } from './read-attachment.js';
import type { ChatParticipant } from './chat-types.js';
import { ownConversations } from './conversation-scope.js';

export interface ReservedTurn {
  plan: Plan;
  conversationId: string;
  userMessage: typeof messages.$inferSelect;
  /** The agent's reply row, empty until the answer is complete (it already counts toward the month). */
  replyId: string;
  /** Nothing was said before in this conversation (no need to read its history). */
  isNewConversation: boolean;
}

/**
 * One transaction that stores the user's message and reserves the agent's reply, then locks the account row
 * (D4: limits hold under concurrency, `lockAccount`'s lock) and checks the plan and the monthly replies. Two visitors cannot both
 * take the last message of the month, and a refused turn stores nothing.
 */
export async function reserveTurn(
  db: Db,
  args: {
    accountId: string;
    agentId: string;
    who: ChatParticipant;
    conversationId?: string;
    text: string;
    attachment: Attachment | null;
    retryOfMessageId?: string;
    /** The instance that will stream the reply (ADR 0074). */
    instanceId: string;
  },
): Promise<ReservedTurn> {
  return db.transaction(async (tx) => {
    let conversationId = args.conversationId;
    if (conversationId) {
      const [own] = await tx
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.id, conversationId), ownConversations(args.accountId, args.agentId, args.who)));
      if (!own) throw notFound('Conversazione non trovata.');
      await tx.update(conversations).set({ updatedAt: new Date() }).where(eq(conversations.id, conversationId));
    } else {
      conversationId = newId();
      await tx.insert(conversations).values({
        id: conversationId,
        accountId: args.accountId,
        agentId: args.agentId,
        channel: args.who.channel,
        userId: args.who.userId,
        visitorId: args.who.visitorId,
      });
    }

    const now = Date.now();
    const replyId = newId();
    // The reply row is reserved a millisecond after the question, so the two always sort in the right order.
    const reply = {
      id: replyId,
      conversationId,
      accountId: args.accountId,
      agentId: args.agentId,
      sender: 'agent',
      text: '',
      reservedBy: args.instanceId,
      createdAt: new Date(now + 1),
    };
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
    const { plan, monthReplies } = await lockAccountForTurn(tx, args.accountId);
    if (monthReplies > plan.messagesPerMonth) {
      throw tooManyRequests(CHAT_MESSAGES.monthlyLimit(plan.messagesPerMonth), 'MONTHLY_LIMIT');
    }
    return { plan, conversationId, userMessage, replyId, isNewConversation: !args.conversationId };
  });
}

/** Only the last message of the conversation, a user's message left without answer, may be retried. */
async function retryableMessage(tx: Parameters<Parameters<Db['transaction']>[0]>[0], conversationId: string, messageId: string) {
  const [last] = await tx
    .select()
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(sql`${messages.createdAt} desc`)
    .limit(1);
  if (!last || last.id !== messageId || last.sender !== 'user') throw notFound(CHAT_MESSAGES.retryInvalid, 'RETRY_INVALID');
  return last;
}
