import { and, eq, ne, sql } from 'drizzle-orm';
import { HANDOFF_MESSAGES } from '@app/shared/i18n/handoff';
import type { ChatEvent } from '@app/shared/api/chat';
import type { AppContext } from '../../app-context.js';
import { messages } from '../../db/schema/chat.js';
import { handoffRequests } from '../../db/schema/handoff.js';
import { newId } from '../../db/ids.js';
import { toChatMessage } from '../chat/chat-types.js';
import { notifyTeam } from './notify-team.js';

/**
 * For the public conversation core (features/chat/public-conversation.ts): the open hand-off request of a
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
 * A visitor's message in a conversation a person handles: stored (whatever the account's plan: requests are still
 * collected when it expired), the team told live and by e-mail; no agent reply is reserved or counted. The caller has
 * checked that the conversation is the visitor's own.
 */
export async function takeVisitorMessage(
  ctx: AppContext,
  args: {
    accountId: string;
    agent: { id: string; name: string };
    conversationId: string;
    requestId: string;
    text: string;
    attachment: { name: string; text: string } | null;
  },
): Promise<(signal: AbortSignal) => AsyncGenerator<ChatEvent>> {
  const now = new Date();
  const { row, request } = await ctx.db.transaction(async (tx) => {
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
        createdAt: now,
      })
      .returning();
    const [request] = await tx
      .update(handoffRequests)
      .set({ lastVisitorMessageAt: now, updatedAt: now })
      .where(and(eq(handoffRequests.id, args.requestId), eq(handoffRequests.accountId, args.accountId)))
      .returning();
    await tx.execute(sql`update conversations set updated_at = ${now} where id = ${args.conversationId}`);
    return { row: row!, request: request! };
  });
  await ctx.realtime.publish({
    type: 'handoff.changed',
    accountId: args.accountId,
    payload: { requestId: request.id, agentId: args.agent.id },
  });
  await notifyTeam(ctx, {
    accountId: args.accountId,
    requestId: request.id,
    assigneeId: request.assigneeId,
    agentName: args.agent.name,
    visitorName: request.name,
    kind: 'reply',
    text: args.text || (args.attachment ? `[${args.attachment.name}]` : ''),
  });
  const userMessage = toChatMessage(row);
  return async function* events() {
    yield { type: 'start', conversationId: args.conversationId, userMessage };
    yield { type: 'handoff', notice: HANDOFF_MESSAGES.agentSilent };
  };
}
