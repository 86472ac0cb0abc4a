import { and, desc, eq, sql } from 'drizzle-orm';
import { LEADS_PAGE_SIZE, type LeadList } from '@app/shared/api/leads';
import type { MemberCaller } from '@app/shared/roles';
import type { DbOrTx } from '../../db/client.js';
import { agents } from '../../db/schema/agents.js';
import { leads } from '../../db/schema/leads.js';
import type { LeadFilters } from '@app/shared/api/leads';
import { leadFilter, requireLeadScope } from './lead-scope.js';

export type LeadRow = { lead: typeof leads.$inferSelect; agentName: string };

export const leadView = ({ lead, agentName }: LeadRow) => ({
  id: lead.id,
  agentId: lead.agentId,
  agentName,
  conversationId: lead.conversationId,
  name: lead.name,
  // A WhatsApp or Telegram sender's hand-off leaves no e-mail (ADR 0186): the channel id is in name and phone.
  email: lead.email ?? '',
  phone: lead.phone,
  consent: lead.consent,
  consentAt: lead.consentAt?.toISOString() ?? null,
  source: lead.source,
  createdAt: lead.createdAt.toISOString(),
});

/** 'Contatti': the leads the caller may see, newest first, a page at a time (keyset on created_at, id). */
export async function listLeads(
  db: DbOrTx,
  { caller, input }: { caller: MemberCaller; input: LeadFilters & { cursor?: string } },
): Promise<LeadList> {
  const scope = await requireLeadScope(db, caller, input.agentId);
  if (scope.agentIds.length === 0) return { leads: [], nextCursor: null, agents: scope.agents };
  const after = input.cursor ? parseCursor(input.cursor) : null;
  const rows = await db
    .select({ lead: leads, agentName: agents.name })
    .from(leads)
    .innerJoin(agents, and(eq(agents.id, leads.agentId), eq(agents.accountId, leads.accountId)))
    .where(
      and(leadFilter(scope, input), after ? sql`(${leads.createdAt}, ${leads.id}) < (${after.at}::timestamptz, ${after.id})` : undefined),
    )
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(LEADS_PAGE_SIZE + 1);
  const page = rows.slice(0, LEADS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    leads: page.map(leadView),
    nextCursor: rows.length > LEADS_PAGE_SIZE && last ? `${last.lead.createdAt.toISOString()}_${last.lead.id}` : null,
    agents: scope.agents,
  };
}

function parseCursor(cursor: string): { at: string; id: string } {
  const i = cursor.indexOf('_');
  return { at: cursor.slice(0, i), id: cursor.slice(i + 1) };
}
