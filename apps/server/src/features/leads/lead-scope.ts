import { and, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { LEAD_MESSAGES } from '@app/shared/i18n/leads';
import { type LeadFilters } from '@app/shared/api/leads';
import { MESSAGES } from '@app/shared/i18n/common';
import { canSeeAgentLeads, canSeeLeads, type MemberCaller } from '@app/shared/roles';
import type { DbOrTx } from '../../db/client.js';
import { agents } from '../../db/schema/agents.js';
import { leads } from '../../db/schema/leads.js';
import { forbidden, notFound } from '../../base/errors.js';
import { requireAgent } from '../agents/require-agent.js';

export interface LeadScope {
  accountId: string;
  /** The agents whose leads the caller sees (for the filter), by name. */
  agents: { id: string; name: string }[];
  /** The agents listed: the one asked for, or all of `agents`. */
  agentIds: string[];
}

/**
 * Whose leads the caller reads (ADR 0158): owner and admin every agent of the account, an instructor the agents
 * assigned to them, a user none (403). An agent asked for that the caller may not see, or of another account: 404.
 */
export async function requireLeadScope(db: DbOrTx, caller: MemberCaller, agentId?: string): Promise<LeadScope> {
  if (!canSeeLeads(caller.role)) throw forbidden(LEAD_MESSAGES.forbidden, 'LEADS_FORBIDDEN');
  if (agentId) {
    const agent = await requireAgent(db, caller, agentId, 'see');
    if (!canSeeAgentLeads(caller, agent)) throw notFound(MESSAGES.agentNotFound, 'AGENT_NOT_FOUND');
  }
  const rows = await db
    .select({ id: agents.id, name: agents.name, userId: agents.userId, instructorId: agents.instructorId })
    .from(agents)
    .where(eq(agents.accountId, caller.accountId))
    .orderBy(agents.name);
  const visible = rows.filter((agent) => canSeeAgentLeads(caller, agent)).map(({ id, name }) => ({ id, name }));
  return { accountId: caller.accountId, agents: visible, agentIds: agentId ? [agentId] : visible.map((a) => a.id) };
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The leads the list and the export show: the scope's agents, the Europe/Rome days `from`..`to`, the search. */
export function leadFilter(scope: LeadScope, filters: LeadFilters): SQL {
  const parts: (SQL | undefined)[] = [eq(leads.accountId, scope.accountId), inArray(leads.agentId, scope.agentIds)];
  if (filters.from) parts.push(gte(leads.createdAt, sql`((${filters.from}::date)::timestamp at time zone 'Europe/Rome')`));
  if (filters.to) parts.push(lt(leads.createdAt, sql`((${filters.to}::date + 1)::timestamp at time zone 'Europe/Rome')`));
  if (filters.q) {
    const pattern = `%${literal(filters.q)}%`;
    parts.push(or(ilike(leads.name, pattern), ilike(leads.email, pattern), ilike(leads.phone, pattern)));
  }
  return and(...parts)!;
}
