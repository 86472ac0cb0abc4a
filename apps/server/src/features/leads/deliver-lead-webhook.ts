import http from 'node:http';
import https from 'node:https';
import { and, eq } from 'drizzle-orm';
import { LEAD_WEBHOOK_MAX_ATTEMPTS } from '@app/shared/api/leads';
import type { AppContext } from '../../app-context.js';
import { newId } from '../../db/ids.js';
import { leadWebhookAttempts, leadWebhookDeliveries, leadWebhooks } from '../../db/schema/leads.js';
import { guardedLookup, PrivateAddressError } from '../../net/public-address.js';
import { sendLeadDelivery } from './lead-webhook-queue.js';
import { openWebhookSecret, signWebhookBody } from './webhook-secret.js';
import { LEAD_DELIVERY_ERRORS } from '@app/shared/i18n/leads';
import type { DeliveryStatus } from '@app/shared/states/leads';

/** How long the receiver has to answer one try. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** The wait after the n-th failed try (n = 1…4): 30 s, 2 min, 8 min, 32 min (ADR 0157). */
export const retryDelaySeconds = (attempt: number) => 30 * 4 ** (attempt - 1);

export type DeliveryOutcome = { status: DeliveryStatus | 'skipped'; statusCode: number | null; error: string | null };

/** The Italian reason a try failed, for the log. */
function describeError(err: unknown, timeoutMs: number): string {
  const code = (err as { code?: string }).code;
  if (code === 'ETIMEDOUT_WEBHOOK') return LEAD_DELIVERY_ERRORS.timeout(timeoutMs);
  if (err instanceof PrivateAddressError || code === 'EPRIVATE') return LEAD_DELIVERY_ERRORS.privateAddress;
  if (code === 'ECONNREFUSED') return LEAD_DELIVERY_ERRORS.refused;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return LEAD_DELIVERY_ERRORS.unknownHost;
  if (code === 'ECONNRESET' || code === 'EPIPE') return LEAD_DELIVERY_ERRORS.reset;
  if (code?.startsWith('ERR_TLS') || code?.includes('CERT')) return LEAD_DELIVERY_ERRORS.badCertificate;
  return LEAD_DELIVERY_ERRORS.network;
}

/** One POST, without following redirects; resolves with the status code, rejects on a network error or the timeout. */
function post(
  url: URL,
  body: string,
  headers: Record<string, string>,
  { timeoutMs, allowPrivate }: { timeoutMs: number; allowPrivate: boolean },
) {
  return new Promise<number>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body).toString() },
        ...(allowPrivate ? {} : { lookup: guardedLookup() }),
        agent: false,
      },
      (response) => {
        // The answer's body is not used: read and drop it so the socket closes cleanly.
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    const timer = setTimeout(() => request.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT_WEBHOOK' })), timeoutMs);
    request.on('error', reject);
    request.on('close', () => clearTimeout(timer));
    request.end(body);
  });
}

/**
 * One try of a delivery (the job's work; tests call it directly). Claims the try (a concurrent worker of the same
 * delivery finds it taken), POSTs the signed body, logs the try, then marks the delivery delivered (2xx), failed
 * (the 5th failed try, or the webhook gone or disabled), or pending with the next try queued after the backoff.
 */
export async function unsafeAttemptLeadDelivery(
  ctx: AppContext,
  deliveryId: string,
  { timeoutMs = WEBHOOK_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<DeliveryOutcome> {
  const [delivery] = await ctx.db.select().from(leadWebhookDeliveries).where(eq(leadWebhookDeliveries.id, deliveryId));
  if (!delivery || delivery.status !== 'pending') return { status: 'skipped', statusCode: null, error: null };
  const [hook] = await ctx.db.select().from(leadWebhooks).where(eq(leadWebhooks.accountId, delivery.accountId));
  if (!hook?.enabled) {
    const error = hook ? 'Webhook disattivato' : 'Webhook eliminato';
    await ctx.db
      .update(leadWebhookDeliveries)
      .set({ status: 'failed', nextAttemptAt: null, updatedAt: new Date() })
      .where(and(eq(leadWebhookDeliveries.id, deliveryId), eq(leadWebhookDeliveries.status, 'pending')));
    return { status: 'failed', statusCode: null, error };
  }
  const attempt = delivery.attempts + 1;
  const claimed = await ctx.db
    .update(leadWebhookDeliveries)
    .set({ attempts: attempt, updatedAt: new Date() })
    .where(
      and(
        eq(leadWebhookDeliveries.id, deliveryId),
        eq(leadWebhookDeliveries.status, 'pending'),
        eq(leadWebhookDeliveries.attempts, delivery.attempts),
      ),
    )
    .returning({ id: leadWebhookDeliveries.id });
  if (claimed.length === 0) return { status: 'skipped', statusCode: null, error: null };

  const body = JSON.stringify({ id: delivery.id, event: delivery.event, createdAt: delivery.createdAt.toISOString(), ...delivery.payload });
  const timestamp = Math.floor(Date.now() / 1000);
  const secret = openWebhookSecret(ctx.config.AUTH_SECRET, hook.secret);
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'user-agent': 'AgentiAI-Webhook/1.0',
    'x-agenti-event': delivery.event,
    'x-agenti-delivery': delivery.id,
    'x-agenti-attempt': String(attempt),
    'x-agenti-timestamp': String(timestamp),
    'x-agenti-signature': signWebhookBody(secret, timestamp, body),
  };
  const started = performance.now();
  let statusCode: number | null = null;
  let error: string | null = null;
  try {
    statusCode = await post(new URL(hook.url), body, headers, { timeoutMs, allowPrivate: ctx.config.WEBHOOK_ALLOW_PRIVATE_URL });
    if (statusCode < 200 || statusCode > 299) error = `Risposta HTTP ${statusCode}`;
  } catch (err) {
    error = describeError(err, timeoutMs);
  }
  const durationMs = Math.round(performance.now() - started);
  const now = new Date();
  // The owner's test is tried once; a lead's event up to LEAD_WEBHOOK_MAX_ATTEMPTS times.
  const maxAttempts = delivery.event === 'webhook.test' ? 1 : LEAD_WEBHOOK_MAX_ATTEMPTS;
  const status = error === null ? 'delivered' : attempt >= maxAttempts ? 'failed' : 'pending';
  const delay = status === 'pending' ? retryDelaySeconds(attempt) : 0;
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(leadWebhookAttempts)
      .values({ id: newId(), deliveryId, accountId: delivery.accountId, attempt, statusCode, error, durationMs });
    await tx
      .update(leadWebhookDeliveries)
      .set({ status, nextAttemptAt: status === 'pending' ? new Date(now.getTime() + delay * 1000) : null, updatedAt: now })
      .where(eq(leadWebhookDeliveries.id, deliveryId));
  });
  if (status === 'pending') await sendLeadDelivery(ctx, deliveryId, delay);
  return { status, statusCode, error };
}
