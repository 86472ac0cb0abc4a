import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { agents } from '../../db/schema/agents.js';
import { leads, leadWebhookDeliveries } from '../../db/schema/leads.js';

/**
 * One person's leads in an account, by e-mail (issue 33's erasure, ADR 0159), exported for `features/privacy`.
 * Addresses are stored lower-cased (ADR 0156), so the match is exact on the lower-cased address.
 */
const byEmail = (accountId: string, email: string) => and(eq(leads.accountId, accountId), eq(leads.email, email.trim().toLowerCase()))!;

export async function findVisitorLeads(db: DbOrTx, accountId: string, email: string) {
  const rows = await db
    .select({ id: leads.id, agentName: agents.name, name: leads.name, email: leads.email, createdAt: leads.createdAt })
    .from(leads)
    .innerJoin(agents, eq(agents.id, leads.agentId))
    .where(byEmail(accountId, email))
    .orderBy(asc(leads.createdAt))
    .limit(500);
  return rows.map((row) => ({ ...row, email: row.email ?? '', createdAt: row.createdAt.toISOString() }));
}

/** The conversations the person left their address in: theirs, as a subquery of conversation ids. */
export const visitorLeadConversationIds = (db: DbOrTx, accountId: string, email: string) =>
  db
    .select({ id: leads.conversationId })
    .from(leads)
    .where(and(byEmail(accountId, email), isNotNull(leads.conversationId)));

/** Deletes the person's leads and their webhook deliveries (whose payload holds the same details) with their log. */
export async function deleteVisitorLeads(tx: DbOrTx, accountId: string, email: string): Promise<number> {
  const rows = await tx.select({ id: leads.id }).from(leads).where(byEmail(accountId, email));
  if (rows.length === 0) return 0;
  const ids = rows.map((r) => r.id);
  await tx
    .delete(leadWebhookDeliveries)
    .where(and(eq(leadWebhookDeliveries.accountId, accountId), inArray(leadWebhookDeliveries.leadId, ids)));
  await tx.delete(leads).where(and(eq(leads.accountId, accountId), inArray(leads.id, ids)));
  return rows.length;
}
