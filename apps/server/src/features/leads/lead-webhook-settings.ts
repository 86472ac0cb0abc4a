import { desc, eq } from 'drizzle-orm';
import { LEAD_MESSAGES } from '@app/shared/i18n/leads';
import {
  type CreateLeadWebhookInput,
  type LeadWebhook,
  type LeadWebhookLog,
  type LeadWebhookWithSecret,
  type UpdateLeadWebhookInput,
} from '@app/shared/api/leads';
import type { OwnerCaller } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import { newId } from '../../db/ids.js';
import { leadWebhookAttempts, leadWebhookDeliveries, leadWebhooks } from '../../db/schema/leads.js';
import { badRequest, conflict, notFound } from '../../base/errors.js';
import { assertPublicHost, hostOf, PrivateAddressError } from '../../net/public-address.js';
import { unsafeAttemptLeadDelivery, type DeliveryOutcome } from './deliver-lead-webhook.js';
import { newWebhookSecret, sealWebhookSecret, secretPrefix } from './webhook-secret.js';

const LOG_SIZE = 50;

const view = (row: typeof leadWebhooks.$inferSelect): LeadWebhook => ({
  url: row.url,
  enabled: row.enabled,
  secretPrefix: row.secretPrefix,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The URL the server will call: no credentials in it, and no private or local address (SSRF, ADR 0157). */
async function assertDeliverableUrl(ctx: AppContext, value: string): Promise<void> {
  const url = new URL(value);
  const refuse = (message: string, code: string) => badRequest(message, code, { url: [message] });
  if (url.username || url.password) throw refuse(LEAD_MESSAGES.webhookUrlInvalid, 'WEBHOOK_URL_INVALID');
  // The one SSRF guard of the server (net/public-address.ts, ADR 0167), as for provider URLs and the crawler.
  const isPrivate = await assertPublicHost(hostOf(url), { allowPrivate: ctx.config.WEBHOOK_ALLOW_PRIVATE_URL }).then(
    () => false,
    (err: unknown) => {
      if (err instanceof PrivateAddressError) return true;
      throw err;
    },
  );
  if (isPrivate) throw refuse(LEAD_MESSAGES.webhookUrlPrivate, 'WEBHOOK_URL_PRIVATE');
}

async function findWebhook(ctx: AppContext, accountId: string) {
  const [row] = await ctx.db.select().from(leadWebhooks).where(eq(leadWebhooks.accountId, accountId));
  return row ?? null;
}

export async function getLeadWebhook(ctx: AppContext, caller: OwnerCaller): Promise<{ webhook: LeadWebhook | null }> {
  const row = await findWebhook(ctx, caller.accountId);
  return { webhook: row ? view(row) : null };
}

/** Creates the account's webhook with a new signing secret, returned this once. */
export async function createLeadWebhook(
  ctx: AppContext,
  caller: OwnerCaller,
  input: CreateLeadWebhookInput,
): Promise<LeadWebhookWithSecret> {
  await assertDeliverableUrl(ctx, input.url);
  const secret = newWebhookSecret();
  const [row] = await ctx.db
    .insert(leadWebhooks)
    .values({
      accountId: caller.accountId,
      url: input.url,
      secret: sealWebhookSecret(ctx.config.AUTH_SECRET, secret),
      secretPrefix: secretPrefix(secret),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(LEAD_MESSAGES.webhookExists, 'WEBHOOK_EXISTS');
  return { webhook: view(row), secret, message: LEAD_MESSAGES.webhookCreated };
}

export async function updateLeadWebhook(
  ctx: AppContext,
  caller: OwnerCaller,
  input: UpdateLeadWebhookInput,
): Promise<{ webhook: LeadWebhook; message: string }> {
  if (input.url !== undefined) await assertDeliverableUrl(ctx, input.url);
  const [row] = await ctx.db
    .update(leadWebhooks)
    .set({
      ...(input.url !== undefined ? { url: input.url } : {}),
      ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
      updatedAt: new Date(),
    })
    .where(eq(leadWebhooks.accountId, caller.accountId))
    .returning();
  if (!row) throw notFound(LEAD_MESSAGES.webhookNotFound, 'WEBHOOK_NOT_FOUND');
  return { webhook: view(row), message: LEAD_MESSAGES.webhookSaved };
}

/** A new signing secret, returned this once; the previous one stops signing at once. */
export async function rotateLeadWebhookSecret(ctx: AppContext, caller: OwnerCaller): Promise<LeadWebhookWithSecret> {
  const secret = newWebhookSecret();
  const [row] = await ctx.db
    .update(leadWebhooks)
    .set({ secret: sealWebhookSecret(ctx.config.AUTH_SECRET, secret), secretPrefix: secretPrefix(secret), updatedAt: new Date() })
    .where(eq(leadWebhooks.accountId, caller.accountId))
    .returning();
  if (!row) throw notFound(LEAD_MESSAGES.webhookNotFound, 'WEBHOOK_NOT_FOUND');
  return { webhook: view(row), secret, message: LEAD_MESSAGES.webhookRotated };
}

/** Deletes the webhook; deliveries still waiting are marked failed when their turn comes. The log stays. */
export async function deleteLeadWebhook(ctx: AppContext, caller: OwnerCaller): Promise<void> {
  const deleted = await ctx.db
    .delete(leadWebhooks)
    .where(eq(leadWebhooks.accountId, caller.accountId))
    .returning({ id: leadWebhooks.accountId });
  if (deleted.length === 0) throw notFound(LEAD_MESSAGES.webhookNotFound, 'WEBHOOK_NOT_FOUND');
}

/** A sample lead, so the receiver sees the real shape of `lead.created`. */
const sampleLead = () => ({
  id: 'esempio',
  agentId: 'esempio',
  agentName: 'Assistente di prova',
  conversationId: null,
  name: 'Mario Rossi',
  email: 'mario.rossi@example.com',
  phone: '+39 333 1234567',
  consent: true,
  consentAt: new Date().toISOString(),
  source: 'handoff',
  createdAt: new Date().toISOString(),
});

/**
 * 'Invia un test': a `webhook.test` event, signed like every delivery and tried once, in the request, so the owner
 * reads the result at once (it is also in the log). Not retried.
 */
export async function sendLeadWebhookTest(ctx: AppContext, caller: OwnerCaller): Promise<{ deliveryId: string; outcome: DeliveryOutcome }> {
  const hook = await findWebhook(ctx, caller.accountId);
  if (!hook) throw notFound(LEAD_MESSAGES.webhookNotFound, 'WEBHOOK_NOT_FOUND');
  if (!hook.enabled) throw conflict(LEAD_MESSAGES.webhookDisabled, 'WEBHOOK_DISABLED');
  const deliveryId = newId();
  await ctx.db
    .insert(leadWebhookDeliveries)
    .values({ id: deliveryId, accountId: caller.accountId, event: 'webhook.test', payload: { test: true, lead: sampleLead() } });
  const outcome = await unsafeAttemptLeadDelivery(ctx, deliveryId);
  return { deliveryId, outcome };
}

/** The delivery log: the account's latest tries, newest first. */
export async function listLeadWebhookAttempts(ctx: AppContext, caller: OwnerCaller): Promise<LeadWebhookLog> {
  const rows = await ctx.db
    .select({ attempt: leadWebhookAttempts, event: leadWebhookDeliveries.event, deliveryStatus: leadWebhookDeliveries.status })
    .from(leadWebhookAttempts)
    .innerJoin(leadWebhookDeliveries, eq(leadWebhookDeliveries.id, leadWebhookAttempts.deliveryId))
    .where(eq(leadWebhookAttempts.accountId, caller.accountId))
    .orderBy(desc(leadWebhookAttempts.createdAt), desc(leadWebhookAttempts.attempt))
    .limit(LOG_SIZE);
  return {
    attempts: rows.map(({ attempt, event, deliveryStatus }) => ({
      id: attempt.id,
      deliveryId: attempt.deliveryId,
      event: event as LeadWebhookLog['attempts'][number]['event'],
      deliveryStatus: deliveryStatus as LeadWebhookLog['attempts'][number]['deliveryStatus'],
      attempt: attempt.attempt,
      statusCode: attempt.statusCode,
      error: attempt.error,
      durationMs: attempt.durationMs,
      createdAt: attempt.createdAt.toISOString(),
    })),
  };
}
