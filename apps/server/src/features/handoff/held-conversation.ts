import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import { HANDOFF_MESSAGES } from '@app/shared/i18n/handoff';
import type { ChatEvent } from '@app/shared/api/chat';
import type { AppContext } from '../../app-context.js';
import { messages } from '../../db/schema/chat.js';
import { handoffRequests } from '../../db/schema/handoff.js';
import { newId } from '../../db/ids.js';
import { AppError } from '../../base/errors.js';
import { CHAT_MESSAGES } from '@app/shared/i18n/chat';
import type { ConversationParticipant } from '../agents/visitor-access.js';
import { toChatMessage } from '../chat-messages/chat-message.js';
import { findSentMessage } from '../chat-messages/sent-message.js';
import { notifyTeam } from './notify-team.js';

/**
 * For the chat turn's admit stage (features/chat/run-turn.ts): the open hand-off request of a
 * conversation, if a person has it (new or in carico). The agent does not answer there until it is resolved.
 */
export async function heldRequest(ctx: AppContext, accountId: string, conversationId: string) {
  const [row] = await ctx.db
    .select({ id: handoffRequests.id, status: handoffRequests.status })
    .from(handoffRequests)
    .where(
      and(
        eq(handoffRequests.accountId, accountId),
        eq(handoffRequests.conversationId, conversationId),
        ne(handoffRequests.status, 'resolved'),
      ),
    );
  return row ?? null;
}

/**
 * A visitor's message in a conversation a person handles: stored with its client message id (whatever the account's
 * plan: requests are still collected when it expired), the team told live and by e-mail; no agent reply is reserved
 * or counted. The caller has checked that the conversation is the visitor's own. Sent before (the same id: a resend,
 * or two sendings at once, the second waiting for the first to commit), nothing is stored and the message is found
 * instead (`resentToTeam`): a first sending costs no lookup (ADR 0213). The id taken by another visitor: 409, as in
 * the agent's turn.
 */
export async function takeVisitorMessage(
  ctx: AppContext,
  args: {
    accountId: string;
    agent: { id: string; name: string };
    who: ConversationParticipant;
    conversationId: string;
    requestId: string;
    text: string;
    attachment: { name: string; text: string } | null;
    clientMessageId?: string;
    /** What the visitor reads while a person holds the conversation, in their language (issue 48). */
    notice?: string;
  },
): Promise<((signal: AbortSignal) => AsyncGenerator<ChatEvent>) | null> {
  const now = new Date();
  const taken = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(messages)
      .values({
        id: newId(),
        conversationId: args.conversationId,
        accountId: args.accountId,
        agentId: args.agent.id,
        sender: 'user',
        text: args.text,
        attachmentName: args.attachment?.name ?? null,
        attachmentText: args.attachment?.text ?? null,
        clientMessageId: args.clientMessageId ?? null,
        createdAt: now,
      })
      // The only unique key a new row can meet is (agent, client message id): the message was stored before.
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    const [request] = await tx
      .update(handoffRequests)
      .set({ lastVisitorMessageAt: now, updatedAt: now })
      .where(and(eq(handoffRequests.id, args.requestId), eq(handoffRequests.accountId, args.accountId)))
      .returning();
    await tx.execute(sql`update conversations set updated_at = ${now} where id = ${args.conversationId}`);
    return { row, request: request! };
  });
  if (!taken) {
    const sent = await findSentMessage(ctx.db, {
      accountId: args.accountId,
      agentId: args.agent.id,
      who: args.who,
      clientMessageId: args.clientMessageId!,
    });
    if (!sent) throw new AppError(409, 'MESSAGE_IN_PROGRESS', CHAT_MESSAGES.messageInProgress);
    return resentToTeam(ctx, sent, args.notice);
  }
  const { row, request } = taken;
  await ctx.realtime.publish({
    type: 'handoff.changed',
    accountId: args.accountId,
    payload: { requestId: request.id, agentId: args.agent.id },
  });
  await notifyTeam(ctx, {
    accountId: args.accountId,
    requestId: request.id,
    assigneeId: request.assigneeId,
    agentId: args.agent.id,
    agentName: args.agent.name,
    visitorName: request.name,
    kind: 'reply',
    text: args.text || (args.attachment ? `[${args.attachment.name}]` : ''),
  });
  return heldEvents(args.conversationId, row, args.notice);
}

/**
 * A resent message (same client message id) found stored in a held conversation. Taken by the team (no agent reply
 * after it): its events again, nothing stored, published or e-mailed. Answered, or being answered, by the agent before a
 * person took over: null, the agent's turn gives that answer again (ADR 0162).
 */
async function resentToTeam(
  ctx: AppContext,
  sent: typeof messages.$inferSelect,
  notice?: string,
): Promise<((signal: AbortSignal) => AsyncGenerator<ChatEvent>) | null> {
  // An agent turn reserves its reply row right after the question, in the same transaction: the next message says.
  const [next] = await ctx.db
    .select({ sender: messages.sender })
    .from(messages)
    .where(
      and(eq(messages.conversationId, sent.conversationId), eq(messages.accountId, sent.accountId), gt(messages.createdAt, sent.createdAt)),
    )
    .orderBy(asc(messages.createdAt))
    .limit(1);
  return next?.sender === 'agent' ? null : heldEvents(sent.conversationId, sent, notice);
}

/** The visitor's message stored, then the notice that a person will answer: `handoff` ends the stream (ADR 0213). */
function heldEvents(conversationId: string, row: typeof messages.$inferSelect, notice: string = HANDOFF_MESSAGES.agentSilent) {
  const userMessage = toChatMessage(row);
  return async function* events() {
    yield { type: 'start', conversationId, userMessage } satisfies ChatEvent;
    yield { type: 'handoff', notice } satisfies ChatEvent;
  };
}
