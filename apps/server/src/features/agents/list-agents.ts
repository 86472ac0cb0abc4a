import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { AgentList } from '@app/shared/api/agents';
import { canCreateAgents, type MemberCaller } from '@app/shared/roles';
import type { DbOrTx } from '../../db/client.js';
import { agents } from '../../db/schema/agents.js';
import { toAgentView } from './agent-view.js';
import { getAgentLimit } from './agent-limit.js';

/** The /agents grid (D3): everyone of the account sees every agent, an instructor only those assigned. */
export async function listAgents(db: DbOrTx, { caller }: { caller: MemberCaller }): Promise<AgentList> {
  const { accountId } = caller;
  const filters: SQL[] = [eq(agents.accountId, accountId)];
  const seesAll = caller.role !== 'instructor';
  if (!seesAll) filters.push(eq(agents.instructorId, caller.userId));
  const rows = await db
    .select()
    .from(agents)
    .where(and(...filters))
    .orderBy(asc(agents.createdAt), asc(agents.id));
  // Whoever sees every agent already holds the count the limit needs: one query fewer on the hottest page.
  const limit = await getAgentLimit(db, { accountId, role: caller.role, knownCount: seesAll ? rows.length : undefined });
  return { agents: rows.map((row) => toAgentView(row, caller)), limit, canCreate: canCreateAgents(caller.role) };
}
