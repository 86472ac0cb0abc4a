import { createHmac, timingSafeEqual } from 'node:crypto';
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

/** Equal secrets, compared in constant time (a signature or token is never compared with ===). */
function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The webhook's connection, whatever the account (a public route: the id in the address is all Meta and Telegram
 * send). Kept in memory for a minute (ADR 0200) unless `fresh`: a deleted one is found when its delivery is inserted.
 */
async function unsafeFindConnection(
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
 * Meta's verification handshake (GET): `hub.mode=subscribe` with the verify token the page showed; the answer is the
 * challenge, as plain text. It marks the WhatsApp connection verified. Anything else is refused (403, as Meta expects).
 */
export async function whatsappHandshake(
  ctx: AppContext,
  args: { connectionId: string; mode?: string; verifyToken?: string; challenge?: string },
): Promise<string> {
  const row = await unsafeFindConnection(ctx, 'whatsapp', args.connectionId, { fresh: true });
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

interface Incoming {
  externalId: string;
  senderId: string;
  kind: 'text' | 'voice' | 'media';
  text: string;
  mediaId?: string;
}

/**
 * A WhatsApp delivery (POST): `X-Hub-Signature-256` must be `sha256=` + hex HMAC-SHA256 of the exact bytes, keyed with
 * the app secret; otherwise 401 and nothing happens. Then every message of the business number is recorded once.
 */
export async function receiveWhatsapp(ctx: AppContext, args: { connectionId: string; rawBody: Buffer; signature: string | undefined }) {
  const row = await unsafeFindConnection(ctx, 'whatsapp', args.connectionId);
  const appSecret = open(ctx.config.AUTH_SECRET, PURPOSE.appSecret, row.appSecretSealed ?? '');
  const expected = `sha256=${createHmac('sha256', appSecret).update(args.rawBody).digest('hex')}`;
  if (!args.signature || !sameSecret(args.signature, expected))
    throw new AppError(401, 'BAD_SIGNATURE', CHANNEL_MESSAGES.webhookBadSignature);
  const payload = parseJson(args.rawBody);
  const incoming: Incoming[] = [];
  for (const entry of asArray(payload?.entry)) {
    for (const change of asArray(entry?.changes)) {
      const value = change?.value;
      if (change?.field !== 'messages' || String(value?.metadata?.phone_number_id ?? '') !== row.phoneNumberId) continue;
      for (const message of asArray(value?.messages)) {
        if (typeof message?.id !== 'string' || typeof message?.from !== 'string') continue;
        const type = String(message.type ?? '');
        incoming.push({
          externalId: message.id,
          senderId: message.from,
          kind: type === 'text' ? 'text' : type === 'audio' ? 'voice' : 'media',
          text: type === 'text' ? String(message.text?.body ?? '') : '',
          mediaId: type === 'audio' && typeof message.audio?.id === 'string' ? message.audio.id : undefined,
        });
      }
    }
  }
  // A signed delivery proves the app secret: the connection works even if the handshake happened before it was saved.
  if (row.status !== 'connected') {
    await ctx.db.update(channelConnections).set({ status: 'connected' }).where(eq(channelConnections.id, row.id));
    forgetConnection(ctx, row.id);
  }
  return record(ctx, row, incoming);
}

/** A Telegram update (POST): `X-Telegram-Bot-Api-Secret-Token` must be the secret_token given to setWebhook. */
export async function receiveTelegram(ctx: AppContext, args: { connectionId: string; body: unknown; secretToken: string | undefined }) {
  const row = await unsafeFindConnection(ctx, 'telegram', args.connectionId);
  const expected = open(ctx.config.AUTH_SECRET, PURPOSE.webhook, row.webhookSecretSealed);
  if (!args.secretToken || !sameSecret(args.secretToken, expected))
    throw new AppError(401, 'BAD_SIGNATURE', CHANNEL_MESSAGES.webhookBadSignature);
  const message = (args.body as Json)?.message;
  // Only private chats with the bot: in a group the bot would answer everyone's messages.
  if (!message || message.chat?.type !== 'private' || message.chat?.id === undefined || message.message_id === undefined) {
    return { received: 0 };
  }
  const chatId = String(message.chat.id);
  const text = typeof message.text === 'string' ? message.text : '';
  const kind = text ? 'text' : message.voice || message.audio ? 'voice' : 'media';
  const fileId = (message.voice ?? message.audio)?.file_id;
  return record(ctx, row, [
    {
      externalId: `${chatId}:${String(message.message_id)}`,
      senderId: chatId,
      kind,
      text,
      mediaId: typeof fileId === 'string' ? fileId : undefined,
    },
  ]);
}

/**
 * Records each message once (unique index on connection + message id: a delivery sent again costs this one insert and
 * nothing else) and starts its answer; the webhook then answers 200 at once. A sender past their rate limit is counted
 * once per message, not per delivery, and not answered: the delivery is marked answered, so nothing answers it later
 * (ADR 0183, ADR 0200).
 */
async function record(ctx: AppContext, row: ConnectionRow, incoming: Incoming[]) {
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
    // Answered at once here (ADR 0185); the job, sent first so a crash loses nothing, would run once the answer's hold
    // could have lapsed: the answer done, it is deleted instead (ADR 0201). A busy process leaves it to the queue's workers.
    const atOnce = mayAnswerAtOnce(ctx);
    const jobId = await ctx.jobs.send(
      CHANNEL_QUEUE,
      { deliveryId: inserted.id },
      atOnce ? { startAfterSeconds: CLAIM_SECONDS } : undefined,
    );
    if (atOnce) answerAtOnce(ctx, inserted.id, jobId);
    received += 1;
  }
  return { received };
}

async function withinRateLimit(ctx: AppContext, row: ConnectionRow, senderId: string): Promise<boolean> {
  try {
    await ctx.rateLimits.consume('channelSender', `channel:${row.id}:${senderId}`);
    return true;
  } catch (err) {
    if (!(err instanceof RateLimitedError)) throw err;
    ctx.log.info({ connectionId: row.id }, 'channel sender over its rate limit: message not answered');
    return false;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the apps' payloads are read field by field, each checked
type Json = any;
const asArray = (value: unknown): Json[] => (Array.isArray(value) ? value : []);
function parseJson(raw: Buffer): Json {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
}
