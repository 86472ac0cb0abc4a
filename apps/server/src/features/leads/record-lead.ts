import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { agents } from '../../db/schema/agents.js';
import { conversations } from '../../db/schema/chat.js';
import { leads, leadWebhookDeliveries, leadWebhooks } from '../../db/schema/leads.js';
import { leadPayload } from './lead-payload.js';
import { sendLeadDelivery } from './lead-webhook-queue.js';
import type { LeadSource } from '@app/shared/states/leads';

export interface RecordLeadInput {
  accountId: string;
  agentId: string;
  /** The conversation the visitor was in; null when the contact came without one. */
  conversationId: string | null;
  name: string;
  /** Null for a WhatsApp or Telegram sender (ADR 0186): the public chat's forms always require one. */
  email: string | null;
  phone?: string | null;
  /** The visitor ticked the consent box (privacy notice). */
  consent: boolean;
  source: LeadSource;
}

export interface RecordedLead {
  leadId: string;
  accountId: string;
  agentId: string;
  /** False when the same address was already left in the same conversation: that row was updated instead. */
  created: boolean;
  /**
   * The webhook delivery written with the lead (the account has an enabled webhook and the lead is new), or null.
   * The caller hands the whole result to `afterLeadRecorded(ctx, result)` once its transaction has committed.
   */
  deliveryId: string | null;
}

/**
 * Records the contact a visitor left (issue 30, ADR 0156). Call it inside your transaction, with values the caller has
 * already validated (the agent and the conversation are the visitor's own, of `accountId`).
 *
 * - The e-mail is stored trimmed and lower-cased; name and phone trimmed (an empty phone is null).
 * - Dedupe: the same address in the same conversation updates that lead (name, phone when given, consent) instead of
 *   adding a row, and sends no webhook; without a conversation every call adds a lead.
 * - Consent: `consent_at` is the moment consent was first given; withdrawn (false) clears it.
 * - Webhook (ADR 0157): when the account has an enabled webhook and the lead is new, a delivery row (the outbox) is
 *   written in the same transaction. Nothing is sent from inside the transaction: **after commit, call
 *   `await afterLeadRecorded(ctx, result)`**, which queues the delivery job. If the process dies in between, the
 *   delivery is still sent: at start the leads job picks up every pending delivery (`registerLeadWebhookJobs`).
 *
 * ```ts
 * const lead = await ctx.db.transaction((tx) => recordLead(tx, { accountId, agentId, conversationId, name, email,
 *   phone, consent, source: 'handoff' }));
 * await afterLeadRecorded(ctx, lead);
 * ```
 */
export async function recordLead(tx: DbOrTx, input: RecordLeadInput): Promise<RecordedLead> {
  const email = input.email?.trim().toLowerCase() || null;
  const name = input.name.trim();
  const phone = input.phone?.trim() || null;
  if (input.conversationId) {
    const [conversation] = await tx
      .select({ agentId: conversations.agentId })
      .from(conversations)
      .where(and(eq(conversations.id, input.conversationId), eq(conversations.accountId, input.accountId)));
    if (!conversation || conversation.agentId !== input.agentId) throw new Error('recordLead: the conversation is not the agent’s');
  }
  const now = new Date();
  const [row] = await tx
    .insert(leads)
    .values({
      id: newId(),
      accountId: input.accountId,
      agentId: input.agentId,
      conversationId: input.conversationId,
      name,
      email,
      phone,
      consent: input.consent,
      consentAt: input.consent ? now : null,
      source: input.source,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [leads.conversationId, leads.email],
      set: {
        name: sql`excluded.name`,
        phone: sql`coalesce(excluded.phone, ${leads.phone})`,
        consent: sql`excluded.consent`,
        consentAt: sql`case when excluded.consent then coalesce(${leads.consentAt}, excluded.consent_at) end`,
        updatedAt: now,
      },
    })
    // xmax is 0 on a row this statement inserted, and set on a row it updated.
    .returning({ id: leads.id, created: sql<boolean>`(xmax = 0)` });
  const leadId = row!.id;
  const created = Boolean(row!.created);
  const recorded = { leadId, accountId: input.accountId, agentId: input.agentId, created };
  if (!created) return { ...recorded, deliveryId: null };

  const [hook] = await tx.select({ enabled: leadWebhooks.enabled }).from(leadWebhooks).where(eq(leadWebhooks.accountId, input.accountId));
  if (!hook?.enabled) return { ...recorded, deliveryId: null };
  const [lead] = await tx
    .select({ lead: leads, agentName: agents.name })
    .from(leads)
    .innerJoin(agents, eq(agents.id, leads.agentId))
    .where(eq(leads.id, leadId));
  const deliveryId = newId();
  await tx.insert(leadWebhookDeliveries).values({
    id: deliveryId,
    accountId: input.accountId,
    event: 'lead.created',
    leadId,
    payload: leadPayload(lead!.lead, lead!.agentName),
  });
  return { ...recorded, deliveryId };
}

/**
 * After the transaction of `recordLead` committed: tells the members with 'Contatti' open (`leads.changed`), then
 * queues the webhook delivery it wrote, if any. Never throws.
 */
export async function afterLeadRecorded(ctx: AppContext, result: RecordedLead): Promise<void> {
  await ctx.realtime.publish({
    type: 'leads.changed',
    accountId: result.accountId,
    payload: { leadId: result.leadId, agentId: result.agentId },
  });
  if (!result.deliveryId) return;
  await sendLeadDelivery(ctx, result.deliveryId).catch((err: unknown) =>
    // The delivery stays pending: the next start of the leads job sends it.
    ctx.log.warn({ err, deliveryId: result.deliveryId }, 'queueing the lead webhook failed'),
  );
}
