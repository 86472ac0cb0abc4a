import { and, eq } from 'drizzle-orm';
import { MESSAGE_MAX_CHARS } from '@app/shared/limits';
import type { MessagingChannel } from '@app/shared/api/analytics';
import type { AppContext } from '../../app-context.js';
import { channelConnections, channelDeliveries } from '../../db/schema/channels.js';
import { newId } from '../../db/ids.js';
import { open } from '../../auth/secret-box.js';
import { AppError, forbidden, notFound, RateLimitedError } from '../../base/errors.js';
import { PURPOSE, type ConnectionRow } from './connections.js';
import { forgetConnection, keepConnection, keptConnection } from './connection-cache.js';
import { isForeignKeyViolation } from '../../db/errors.js';
import { CHANNEL_QUEUE, CLAIM_SECONDS } from './answer-delivery.js';
import { answerAtOnce, mayAnswerAtOnce } from './delivery-runner.js';
import { CHANNEL_MESSAGES } from '@app/shared/i18n/channels';

import type { ChannelAdapter, Incoming } from './channel-adapter.js';
import { channelAdapter } from './channel-registry.js';
import { sameSecret } from './hub-signature.js';

/**
 * The webhook's connection, whatever the account (a public route: the id in the address is all Meta and Telegram
 * send). Kept in memory for a minute (ADR 0200) unless `fresh`: a deleted one is found when its delivery is inserted.
 */
export async function unsafeFindConnection(
  ctx: AppContext,
  kind: MessagingChannel,
  connectionId: string,
  { fresh = false } = {},
): Promise<ConnectionRow> {
  const kept = fresh ? undefined : keptConnection(ctx, connectionId);
  if (kept) {
    if (kept.kind !== kind) throw notFound(CHANNEL_MESSAGES.webhookNotFound, 'CHANNEL_NOT_FOUND');
    return kept;
  }
  const [row] = await ctx.db
    .select()
    .from(channelConnections)
    .where(and(eq(channelConnections.id, connectionId), eq(channelConnections.kind, kind)));
  if (!row) throw notFound(CHANNEL_MESSAGES.webhookNotFound, 'CHANNEL_NOT_FOUND');
  keepConnection(ctx, row);
  return row;
}

/**
 * Meta's verification handshake (GET; WhatsApp, Messenger, Instagram): `hub.mode=subscribe` with the verify token the
 * page showed; the answer is the challenge, as plain text. It marks the connection verified. Anything else is refused
 * (403, as Meta expects).
 */
export async function metaHandshake(
  ctx: AppContext,
  kind: string,
  args: { connectionId: string; mode?: string; verifyToken?: string; challenge?: string },
): Promise<string> {
  const row = await unsafeFindConnection(ctx, adapterOf(kind, { handshake: true }).kind, args.connectionId, { fresh: true });
  const expected = open(ctx.config.AUTH_SECRET, PURPOSE.webhook, row.webhookSecretSealed);
  if (args.mode !== 'subscribe' || !args.verifyToken || !sameSecret(args.verifyToken, expected) || !args.challenge) {
    throw forbidden(CHANNEL_MESSAGES.webhookBadVerifyToken, 'VERIFY_TOKEN_INVALID');
  }
  await ctx.db
    .update(channelConnections)
    .set({ status: 'connected', verifiedAt: new Date() })
    .where(and(eq(channelConnections.id, row.id), eq(channelConnections.accountId, row.accountId)));
  forgetConnection(ctx, row.id);
  return args.challenge;
}

/**
 * A delivery of any messaging app (POST; issue 50): its adapter proves it (a signature over the exact bytes, or a
 * secret token), else 401 and nothing happens; then each message meant for the connection is recorded once.
 */
export async function receiveDelivery(
  ctx: AppContext,
  kind: string,
  args: { connectionId: string; rawBody: Buffer; headers: Record<string, string | undefined> },
) {
  const adapter = adapterOf(kind);
  const row = await unsafeFindConnection(ctx, adapter.kind, args.connectionId);
  if (!adapter.verify(ctx, row, args)) throw new AppError(401, 'BAD_SIGNATURE', CHANNEL_MESSAGES.webhookBadSignature);
  const incoming = adapter.parse(row, parseJson(args.rawBody));
  await markProved(ctx, row);
  return record(ctx, row, incoming);
}

/** The webhook's app, by the address's kind: 404 for a kind no adapter speaks (e-mail has no webhook). */
function adapterOf(kind: string, { handshake = false } = {}): ChannelAdapter {
  const adapter = channelAdapter(kind);
  if (!adapter || (handshake && !adapter.handshake)) throw notFound(CHANNEL_MESSAGES.webhookNotFound, 'CHANNEL_NOT_FOUND');
  return adapter;
}

/** A signed delivery proves the app secret: the connection works even if the handshake happened before it was saved. */
async function markProved(ctx: AppContext, row: ConnectionRow): Promise<void> {
  if (row.status === 'connected') return;
  await ctx.db.update(channelConnections).set({ status: 'connected' }).where(eq(channelConnections.id, row.id));
  forgetConnection(ctx, row.id);
}

/**
 * Records each message once (unique index on connection + message id: a delivery sent again costs this one insert and
 * nothing else) and starts its answer; the webhook then answers 200 at once. A sender past their rate limit is counted
 * once per message, not per delivery, and not answered: the delivery is marked answered, so nothing answers it later
 * (ADR 0183, ADR 0200).
 */
export async function record(ctx: AppContext, row: ConnectionRow, incoming: Incoming[]) {
  let received = 0;
  for (const message of incoming) {
    const [inserted] = await ctx.db
      .insert(channelDeliveries)
      .values({
        id: newId(),
        accountId: row.accountId,
        connectionId: row.id,
        externalId: message.externalId.slice(0, 256),
        senderId: message.senderId.slice(0, 64),
        kind: message.kind,
        text: message.text.slice(0, MESSAGE_MAX_CHARS),
        mediaId: message.mediaId?.slice(0, 512) ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: channelDeliveries.id })
      .catch((err: unknown) => {
        // The connection kept in memory was deleted meanwhile (its deliveries go with it): the address is gone.
        if (!isForeignKeyViolation(err)) throw err;
        forgetConnection(ctx, row.id);
        throw notFound(CHANNEL_MESSAGES.webhookNotFound, 'CHANNEL_NOT_FOUND');
      });
    if (!inserted) continue;
    if (!(await withinRateLimit(ctx, row, message.senderId))) {
      await ctx.db
        .update(channelDeliveries)
        .set({ answeredAt: new Date() })
        .where(and(eq(channelDeliveries.id, inserted.id), eq(channelDeliveries.accountId, row.accountId)));
      continue;
    }
    await startAnswer(ctx, inserted.id);
    received += 1;
  }
  return { received };
}

/**
 * Answered at once here (ADR 0185); the job, sent first so a crash loses nothing, would run once the answer's hold
 * could have lapsed: the answer done, it is deleted instead (ADR 0201). A busy process leaves it to the queue's workers.
 */
export async function startAnswer(ctx: AppContext, deliveryId: string): Promise<void> {
  const atOnce = mayAnswerAtOnce(ctx);
  const jobId = await ctx.jobs.send(CHANNEL_QUEUE, { deliveryId }, atOnce ? { startAfterSeconds: CLAIM_SECONDS } : undefined);
  if (atOnce) answerAtOnce(ctx, deliveryId, jobId);
}

/** Counts one message of the sender; false past the limit (`channelSender`, or the e-mail channel's `emailSender`). */
export async function withinRateLimit(
  ctx: AppContext,
  row: ConnectionRow,
  senderId: string,
  limit: 'channelSender' | 'emailSender' = 'channelSender',
): Promise<boolean> {
  try {
    await ctx.rateLimits.consume(limit, `channel:${row.id}:${senderId}`);
    return true;
  } catch (err) {
    if (!(err instanceof RateLimitedError)) throw err;
    ctx.log.info({ connectionId: row.id }, 'channel sender over its rate limit: message not answered');
    return false;
  }
}

/** The delivery's JSON, or null: each adapter reads what it finds field by field. */
function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
}
