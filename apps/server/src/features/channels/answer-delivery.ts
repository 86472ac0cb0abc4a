import { and, eq, getTableColumns, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { CHANNEL_MESSAGES } from '@app/shared/i18n/channels';
import type { ChatSource } from '@app/shared/api/chat';
import type { AppContext } from '../../app-context.js';
import { channelConnections, channelDeliveries, channelLimitNotices } from '../../db/schema/channels.js';
import { AppError } from '../../base/errors.js';
import { getAccountPlan } from '../account/plan-state.js';
import { requirePublicAgent } from '../agents/visitor-access.js';
import { runTurn, type TurnEvent } from '../chat/run-turn.js';
import { ChannelNotInPlan, VisitorRefusal } from '../chat/turn-refusals.js';
import { planAllowsChannel, turnPolicy } from '../chat/turn-policy.js';
import { channelBookingReply } from '../chat/channel-booking.js';
import { conversationLanguage, firstMessageLanguage } from '../agents/visitor-language.js';
import { visitorCopy, type VisitorCopy } from '@app/shared/i18n/visitor/index';
import { conversations } from '../../db/schema/chat.js';
import { channelSender } from './channel-sender.js';
import { channelAdapter } from './channel-registry.js';
import { transcribeVoiceNote } from './voice-note.js';
import type { ConnectionRow } from './connections.js';
import { startDeliveryRunner } from './delivery-runner.js';
import { keepConnection, keptConnection } from './connection-cache.js';
import { emailThreadConversation } from './email/email-thread.js';
import { emailWithoutQuestion } from './email/send-email-reply.js';
import { romeMonth } from '../../base/rome-time.js';

/** The queue of deliveries to answer: the durable fallback of the answer started at once (ADR 0185). */
export const CHANNEL_QUEUE = 'channel-delivery';
/**
 * A worker holds a delivery this long and renews it while it answers: a crashed process's delivery is free again
 * within this, and its job (sent this long after the delivery) answers it.
 */
export const CLAIM_SECONDS = 30;
const CLAIM_RENEW_MS = 10_000;

/** A conversation on a messaging app goes on while the sender writes; after a day of silence the next message starts a new one. */
const CONVERSATION_GAP_MS = 24 * 60 * 60_000;
/** Sources shown under an answer: their titles, at most this many. */
const MAX_SOURCES = 3;

/**
 * Registered at start (bootstrap): deliveries are answered by whichever instance takes the job. A delivery recorded
 * just before a crash, before its job was sent, gets one now (a day back at most: older questions are stale).
 */
export async function registerChannelJobs(ctx: AppContext) {
  await ctx.jobs.work<{ deliveryId: string }>(
    CHANNEL_QUEUE,
    async (data, signal) => {
      // Held by a live worker (the answer started at once, still running): looked at again once that hold ends.
      if ((await answerDelivery(ctx, data.deliveryId, signal)) === 'held') {
        await ctx.jobs.send(CHANNEL_QUEUE, data, { startAfterSeconds: CLAIM_SECONDS });
      }
    },
    { concurrency: 4, expireInSeconds: 5 * 60 },
  );
  startDeliveryRunner(ctx, async (deliveryId, signal, jobId) => {
    // Answered (or nothing left to answer): its fallback job would only find that out in 30 s, at the cost of a
    // fetch, a claim, a read and its completion; deleted with others instead (ADR 0201). Not when stopping: then the
    // answer may have written nothing, and the job is what answers it after the restart.
    if ((await answerDelivery(ctx, deliveryId, signal)) === 'done' && !signal.aborted) ctx.jobs.forget(CHANNEL_QUEUE, jobId);
  });
  const waiting = await ctx.db
    .select({ deliveryId: channelDeliveries.id })
    .from(channelDeliveries)
    .where(and(isNull(channelDeliveries.answeredAt), gt(channelDeliveries.createdAt, new Date(Date.now() - CONVERSATION_GAP_MS))));
  await ctx.jobs.sendMissing(CHANNEL_QUEUE, waiting, 'deliveryId');
}

/**
 * One message from a messaging app or a mailbox, answered through the public conversation core (the same turn as the public
 * chat: knowledge, memory, sources, the month's messages). Its delivery id is the turn's client message id, so a job
 * tried again after a failed send gives the stored answer again instead of a second turn (ADR 0162, ADR 0181).
 */
export async function answerDelivery(ctx: AppContext, deliveryId: string, signal: AbortSignal): Promise<'done' | 'held'> {
  const [taken] = await take(ctx, deliveryId);
  if (!taken) {
    const [row] = await ctx.db
      .select({ answeredAt: channelDeliveries.answeredAt })
      .from(channelDeliveries)
      .where(eq(channelDeliveries.id, deliveryId));
    return row && !row.answeredAt ? 'held' : 'done';
  }
  const { firstHold, ongoingConversationId: ongoingByDay, ...claimed } = taken;
  const connection = await connectionOf(ctx, claimed);
  if (!connection) return 'done';
  // E-mail: each thread is one conversation, not each sender's day (issue 47).
  const ongoingConversationId =
    connection.kind === 'email' ? await emailThreadConversation(ctx, { deliveryId, accountId: claimed.accountId }) : ongoingByDay;
  const renew = setInterval(() => void renewHold(ctx, deliveryId).catch(() => undefined), CLAIM_RENEW_MS);
  try {
    await answerClaimed(ctx, claimed, connection, signal, { firstHold, ongoingConversationId: ongoingConversationId ?? undefined });
    return 'done';
  } catch (err) {
    // Free at once for the job's retry (its hold would otherwise make the retry wait it out): a hold in the past, not
    // none, which would say that no turn was ever started for it (`take`).
    if (!signal.aborted) {
      await ctx.db
        .update(channelDeliveries)
        .set({ claimedUntil: new Date(0) })
        .where(eq(channelDeliveries.id, deliveryId))
        .catch(() => undefined);
    }
    throw err;
  } finally {
    clearInterval(renew);
  }
}

/**
 * The delivery's connection: the claim just found the delivery, so its connection exists (deleting one deletes its
 * deliveries); the row the webhook read is used when this process still keeps it (ADR 0200).
 */
async function connectionOf(ctx: AppContext, delivery: { connectionId: string; accountId: string }): Promise<ConnectionRow | undefined> {
  const kept = keptConnection(ctx, delivery.connectionId);
  if (kept) return kept.accountId === delivery.accountId ? kept : undefined;
  const [row] = await ctx.db
    .select()
    .from(channelConnections)
    .where(and(eq(channelConnections.id, delivery.connectionId), eq(channelConnections.accountId, delivery.accountId)));
  if (row) keepConnection(ctx, row);
  return row;
}

/**
 * Takes the hold on an unanswered, unheld delivery, in one statement with what the answer needs besides (ADR 0200):
 * whether this is the delivery's first hold (none before: no turn was ever started for it, so its client message id
 * needs no lookup) and the conversation the sender is having on the channel (they wrote within a day), if any. Two
 * takers at once: the second finds it held and gets nothing.
 */
function take(ctx: AppContext, deliveryId: string) {
  const before = ctx.db.$with('before').as(
    ctx.db
      .select({ firstHold: sql<boolean>`${channelDeliveries.claimedUntil} is null`.as('first_hold') })
      .from(channelDeliveries)
      .where(eq(channelDeliveries.id, deliveryId)),
  );
  const d = channelDeliveries;
  // RETURNING names the updated row's columns unqualified: the subquery names every column with its table.
  return ctx.db
    .with(before)
    .update(d)
    .set({ claimedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})` })
    .where(and(eq(d.id, deliveryId), isNull(d.answeredAt), or(isNull(d.claimedUntil), lt(d.claimedUntil, sql`now()`))))
    .returning({
      ...getTableColumns(d),
      firstHold: sql<boolean>`coalesce((select first_hold from ${before}), false)`,
      ongoingConversationId: sql<string | null>`(
        select conv.id from conversations conv
        join channel_connections k on k.id = channel_deliveries.connection_id and k.account_id = channel_deliveries.account_id
        where conv.account_id = channel_deliveries.account_id and conv.agent_id = k.agent_id and conv.channel = k.kind
          and conv.visitor_id = channel_deliveries.sender_id and conv.user_id is null
          and conv.updated_at > now() - make_interval(secs => ${CONVERSATION_GAP_MS / 1000})
        order by conv.updated_at desc limit 1
      )`,
    });
}

/** Extends this worker's hold on the delivery while it answers (`take` took it); nothing once it is answered. */
function renewHold(ctx: AppContext, deliveryId: string) {
  return ctx.db
    .update(channelDeliveries)
    .set({ claimedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})` })
    .where(and(eq(channelDeliveries.id, deliveryId), isNull(channelDeliveries.answeredAt)));
}

async function answerClaimed(
  ctx: AppContext,
  delivery: typeof channelDeliveries.$inferSelect,
  connection: ConnectionRow,
  signal: AbortSignal,
  { firstHold, ongoingConversationId }: { firstHold: boolean; ongoingConversationId: string | undefined },
): Promise<void> {
  const deliveryId = delivery.id;
  const channel = connection.kind;
  const adapter = channelAdapter(channel);
  const sender = channelSender(ctx, connection, delivery.senderId, { deliveryId: delivery.id, externalId: delivery.externalId });
  const done = () =>
    ctx.db
      .update(channelDeliveries)
      .set({ answeredAt: new Date() })
      .where(and(eq(channelDeliveries.id, delivery.id), eq(channelDeliveries.accountId, delivery.accountId)));

  // Downgraded to Base since the connection was made: the channel is silent (D18). A text is checked by the turn itself
  // (`requirePlan`, in the transaction that locks the account: one statement less, ADR 0200); a voice note or a file
  // before anything is transcribed or told.
  const question = delivery.kind === 'text' ? delivery.text.trim() : '';
  if (!question) {
    const { plan } = await getAccountPlan(ctx.db, connection.accountId);
    if (plan && !planAllowsChannel(turnPolicy(channel), plan)) return void (await done());
  }

  const typing = () => sender.typing().catch((err: unknown) => ctx.log.warn({ err, deliveryId }, 'channel typing action failed'));
  let typed: Promise<void> | undefined;
  let stillTyping: NodeJS.Timeout | undefined;
  // Not awaited (one round trip less per delivery, ADR 0185); awaited before the answer is sent, so 'sta scrivendo…'
  // never arrives after it. An app whose typing fades on its own (Telegram's, after 5 seconds) is told again while a
  // long answer (a model, a transcription) is prepared.
  const startTyping = () => {
    typed ??= typing();
    if (adapter?.typingRepeatMs) stillTyping ??= setInterval(() => void typing(), adapter.typingRepeatMs);
  };
  try {
    await answer();
  } finally {
    clearInterval(stillTyping);
  }

  async function answer() {
    // A voice note is a question in words once transcribed (when a transcription service is configured).
    if (delivery.kind === 'voice') startTyping();
    const asked = delivery.kind === 'voice' ? await transcribeVoiceNote(ctx, sender, delivery.mediaId, signal) : question;
    if (signal.aborted) return;
    if (!asked) {
      // No words to tell the language by: the conversation's, if the sender wrote before (issue 48).
      const language = await ongoingLanguage(ctx, connection.agentId, ongoingConversationId);
      const said = visitorCopy(language).channels;
      const note =
        channel === 'email'
          ? emailWithoutQuestion(delivery.kind, language)
          : delivery.kind === 'voice'
            ? said.voiceWithoutTranscription
            : said.mediaNotSupported;
      await typed;
      await sender.send(note);
      return void (await done());
    }

    const agent = await requirePublicAgent(ctx, connection.agentId);
    const conversationId = ongoingConversationId;
    // Booking without a model (issue 46, ADR 0320): asked to book, or in the middle of it, the numbered choices answer.
    const bookingStep = await channelBookingReply(ctx, {
      agent,
      channel,
      senderId: delivery.senderId,
      conversationId,
      text: asked,
      deliveryId: delivery.id,
    });
    if (bookingStep !== null) {
      if (signal.aborted) return;
      await typed;
      if (bookingStep.text) await sender.send(bookingStep.text, { choices: bookingStep.choices });
      return void (await done());
    }
    let reply: string | null;
    try {
      const run = await runTurn(ctx, {
        agent,
        channel,
        visitorId: delivery.senderId,
        input: { text: asked, conversationId, clientMessageId: delivery.id },
        newClientMessage: firstHold,
        attachment: null,
        // Asking for a person makes the request at once (ADR 0186): the sender is reached on the channel they wrote from.
        contact: {
          name: CHANNEL_MESSAGES.senderName(channel, delivery.senderId),
          email: null,
          phone: adapter?.contactPhone?.(delivery.senderId),
        },
      });
      // The turn is reserved (the plan allows the channel): the sender sees it being written.
      startTyping();
      reply = await collectReply(run(signal));
    } catch (error) {
      const said = visitorCopy(firstMessageLanguage(agent, asked, {})).channels;
      reply = await refusalReply(ctx, connection, delivery.senderId, error, said);
    }
    if (signal.aborted) return;
    await typed;
    if (reply) await sender.send(reply);
    await done();
  }
}

/** The language of the sender's ongoing conversation, Italian when there is none (issue 48). */
async function ongoingLanguage(ctx: AppContext, agentId: string, conversationId: string | undefined) {
  if (!conversationId) return 'it' as const;
  const [row] = await ctx.db.select({ language: conversations.language }).from(conversations).where(eq(conversations.id, conversationId));
  return conversationLanguage(await requirePublicAgent(ctx, agentId), row?.language);
}

/**
 * The finished answer as one text, its sources as a short list of titles; the request's notice when the sender asked
 * for a person (it replaces the answer); null when a person handles the conversation.
 */
async function collectReply(events: AsyncGenerator<TurnEvent>): Promise<string | null> {
  let reply: string | null = null;
  let said = visitorCopy('it').channels;
  for await (const event of events) {
    // The conversation's language (issue 48): the fixed sentences follow it.
    if (event.type === 'start' && event.language) said = visitorCopy(event.language).channels;
    if (event.type === 'done') reply = withSources(event.message.text, event.message.sources, said.sourcesTitle);
    if (event.type === 'error') reply = said.unanswered;
    if (event.type === 'handoff') reply = null;
    if (event.type === 'person-requested') reply = event.notice;
  }
  return reply;
}

function withSources(text: string, sources: ChatSource[], sourcesTitle: string): string {
  const titles = [...new Set(sources.filter((s) => s.kind !== 'memory' && s.kind !== 'business_card').map((s) => s.file))].slice(
    0,
    MAX_SOURCES,
  );
  if (titles.length === 0) return text;
  return `${text}\n\n${sourcesTitle}\n${titles.map((t) => `• ${t}`).join('\n')}`;
}

/**
 * A refused turn: a deactivated agent says so; over the month's messages (or an ended plan) the sender is told once
 * per month, then the channel stays silent for them until the next month (ADR 0183). Anything else is retried by the queue.
 */
async function refusalReply(
  ctx: AppContext,
  connection: ConnectionRow,
  senderId: string,
  error: unknown,
  said: VisitorCopy['channels'],
): Promise<string | null> {
  if (!(error instanceof AppError)) throw error;
  // The turn's refusal, by its kind (ADR 0364): never by another feature's error code.
  const refused = error instanceof VisitorRefusal ? error.kind : null;
  if (refused === 'agent-inactive') return said.agentInactive;
  // Downgraded to Base: silent, the delivery marked answered (ADR 0183).
  if (error instanceof ChannelNotInPlan) return null;
  if (refused === 'unavailable') {
    const [first] = await ctx.db
      .insert(channelLimitNotices)
      .values({ connectionId: connection.id, senderId, month: romeMonth(), accountId: connection.accountId })
      .onConflictDoNothing()
      .returning({ senderId: channelLimitNotices.senderId });
    return first ? said.monthlyLimit : null;
  }
  if (error.statusCode === 429) return null;
  throw error;
}
