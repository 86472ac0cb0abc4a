import { CHAT_MESSAGES } from '@app/shared/i18n/chat';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { conversations, messages } from '../../db/schema/chat.js';
import { notFound } from '../../base/errors.js';
import { keepRolledRatingsUpToDate, lockAccountAnalytics } from '../analytics-rollups/roll-up-analytics.js';
import type { ChatParticipant } from './chat-types.js';
import { ownChannels } from '../agents/visitor-access.js';

/**
 * Thumbs up/down on an agent answer (D9 "user ratings"), by whoever owns the conversation; anyone else's
 * message, or a user message, is 404. `null` removes the rating; a reply of a day already rolled up moves its
 * day's ratings row too (ADR 0037).
 */
export async function rateMessage(
  db: DbOrTx,
  {
    accountId,
    messageId,
    who,
    agentId,
    rating,
  }: { accountId: string; messageId: string; who: ChatParticipant; agentId?: string; rating: 1 | -1 | null },
): Promise<void> {
  const [row] = await db
    .select({ id: messages.id, conversation: conversations })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(messages.id, messageId), eq(messages.accountId, accountId), eq(messages.sender, 'agent')));
  const c = row?.conversation;
  const owns =
    c &&
    c.accountId === accountId &&
    ownChannels(who.channel).includes(c.channel as ChatParticipant['channel']) &&
    (who.userId ? c.userId === who.userId : c.visitorId === who.visitorId) &&
    (!agentId || c.agentId === agentId);
  if (!row || !owns) throw notFound(CHAT_MESSAGES.messageNotFound);
  await db.transaction(async (tx) => {
    // The account's rollup waits, or this waits for it: the day's ratings row then follows (ADR 0037).
    await lockAccountAnalytics(tx, accountId);
    const [before] = await tx
      .select({ rating: messages.rating, agentId: messages.agentId, createdAt: messages.createdAt, latencyMs: messages.latencyMs })
      .from(messages)
      .where(and(eq(messages.id, messageId), eq(messages.accountId, accountId)))
      .for('update');
    await tx
      .update(messages)
      .set({ rating })
      .where(and(eq(messages.id, messageId), eq(messages.accountId, accountId)));
    if (before) {
      await keepRolledRatingsUpToDate(
        tx,
        { accountId, agentId: before.agentId, createdAt: before.createdAt, finished: before.latencyMs !== null },
        before.rating,
        rating,
      );
    }
  });
}
