import { and, desc, eq, sql } from 'drizzle-orm';
import { LEAD_EXPORT_COLUMNS, LEAD_SOURCE_LABELS } from '@app/shared/i18n/leads';
import { type LeadFilters } from '@app/shared/api/leads';
import type { MemberCaller } from '@app/shared/roles';
import type { DbOrTx } from '../../db/client.js';
import { agents } from '../../db/schema/agents.js';
import { leads } from '../../db/schema/leads.js';
import { CSV_BOM, csvRomeTime, csvRow } from '../../base/csv.js';
import { leadFilter, requireLeadScope, type LeadScope } from './lead-scope.js';
import type { LeadRow } from './list-leads.js';
import { romeToday } from '../../base/rome-time.js';

const PAGE = 1000;

/**
 * The listed leads as CSV for Italian Excel (UTF-8 with BOM, semicolons, CRLF, formulas neutralised: the conversation
 * export's writer), read page by page. The caller's scope is checked before the first byte.
 */
export async function exportLeads(
  db: DbOrTx,
  { caller, input }: { caller: MemberCaller; input: LeadFilters },
  { appUrl }: { appUrl: string },
): Promise<{ filename: string; body: AsyncGenerator<string> }> {
  const scope = await requireLeadScope(db, caller, input.agentId);
  const day = romeToday();
  return { filename: `contatti-${day}.csv`, body: asCsv(readLeads(db, scope, input), appUrl) };
}

async function* readLeads(db: DbOrTx, scope: LeadScope, filters: LeadFilters): AsyncGenerator<LeadRow> {
  if (scope.agentIds.length === 0) return;
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const page: LeadRow[] = await db
      .select({ lead: leads, agentName: agents.name })
      .from(leads)
      .innerJoin(agents, and(eq(agents.id, leads.agentId), eq(agents.accountId, leads.accountId)))
      .where(
        and(
          leadFilter(scope, filters),
          after ? sql`(${leads.createdAt}, ${leads.id}) < (${after.at}::timestamptz, ${after.id})` : undefined,
        ),
      )
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(PAGE);
    for (const row of page) yield row;
    if (page.length < PAGE) return;
    const last = page.at(-1)!;
    after = { at: last.lead.createdAt.toISOString(), id: last.lead.id };
  }
}

async function* asCsv(rows: AsyncGenerator<LeadRow>, appUrl: string) {
  yield `${CSV_BOM}${LEAD_EXPORT_COLUMNS.join(';')}\r\n`;
  for await (const { lead, agentName } of rows) {
    yield csvRow([
      csvRomeTime(lead.createdAt),
      agentName,
      lead.name,
      lead.email ?? '',
      lead.phone ?? '',
      lead.consent ? 'sì' : 'no',
      lead.consentAt ? csvRomeTime(lead.consentAt) : '',
      LEAD_SOURCE_LABELS[lead.source] ?? lead.source,
      lead.conversationId ? `${appUrl}/analytics/conversations/${lead.conversationId}` : '',
    ]);
  }
}
