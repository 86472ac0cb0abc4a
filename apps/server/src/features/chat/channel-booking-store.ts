/** The booking flow's rows: its step read and ended, and each message, reply and new step stored together. */
import { and, asc, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { newId } from '../../db/ids.js';
import { bookingFlows } from '../../db/schema/bookings.js';
import { conversations, messages } from '../../db/schema/chat.js';
import type { ChatAgent } from './chat-agent.js';

export type FlowRow = typeof bookingFlows.$inferSelect;
export type FlowChange = Partial<Omit<FlowRow, 'conversationId' | 'accountId'>>;

export async function flowOf(ctx: AppContext, accountId: string, conversationId: string): Promise<FlowRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(bookingFlows)
    .where(and(eq(bookingFlows.conversationId, conversationId), eq(bookingFlows.accountId, accountId)));
  return row;
}

export async function endFlow(ctx: AppContext, flow: FlowRow) {
  await ctx.db
    .delete(bookingFlows)
    .where(and(eq(bookingFlows.conversationId, flow.conversationId), eq(bookingFlows.accountId, flow.accountId)));
}

/** The reply stored after the delivery's message, when it was handled before; null when it is new. */
export async function storedReply(ctx: AppContext, agent: ChatAgent, conversationId: string, deliveryId: string): Promise<string | null> {
  const [question] = await ctx.db
    .select({ createdAt: messages.createdAt })
    .from(messages)
    .where(
      and(
        eq(messages.accountId, agent.accountId),
        eq(messages.agentId, agent.id),
        eq(messages.conversationId, conversationId),
        eq(messages.clientMessageId, deliveryId),
      ),
    );
  if (!question) return null;
  const [answer] = await ctx.db
    .select({ text: messages.text })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.sender, 'agent'), gt(messages.createdAt, question.createdAt)))
    .orderBy(asc(messages.createdAt))
    .limit(1);
  return answer?.text ?? '';
}

/** The visitor's message, the reply and the flow's new step, in one transaction. */
export async function store(
  ctx: AppContext,
  args: { agent: ChatAgent; conversationId: string; text: string; deliveryId: string; reply: string; flow: FlowChange | null },
) {
  const { agent, conversationId } = args;
  const now = Date.now();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(messages).values([
      {
        id: newId(),
        conversationId,
        accountId: agent.accountId,
        agentId: agent.id,
        sender: 'user',
        text: args.text,
        clientMessageId: args.deliveryId,
        createdAt: new Date(now),
      },
      {
        id: newId(),
        conversationId,
        accountId: agent.accountId,
        agentId: agent.id,
        sender: 'agent',
        text: args.reply,
        latencyMs: 0,
        createdAt: new Date(now + 1),
      },
    ]);
    await tx
      .update(conversations)
      .set({ updatedAt: new Date(now) })
      .where(eq(conversations.id, conversationId));
    if (args.flow === null) {
      await tx
        .delete(bookingFlows)
        .where(and(eq(bookingFlows.conversationId, conversationId), eq(bookingFlows.accountId, agent.accountId)));
      return;
    }
    const change = { ...args.flow, updatedAt: new Date(now) };
    await tx
      .insert(bookingFlows)
      .values({ conversationId, accountId: agent.accountId, step: 'service', ...change })
      .onConflictDoUpdate({ target: bookingFlows.conversationId, set: change });
  });
}
