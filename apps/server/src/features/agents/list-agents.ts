import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { AgentList } from '@app/shared/api/agents';
import { canCreateAgents, type Actor } from '@app/shared/roles';
import type { DbOrTx } from '../../db/client.js';
import { agents } from '../../db/schema/agents.js';
import { toAgentView } from './agent-view.js';
import { getAgentLimit } from './agent-limit.js';

/** The /agents grid (D3): everyone of the account sees every agent, an instructor only those assigned. */
export async function listAgents(db: DbOrTx, { accountId, actor }: { accountId: string; actor: Actor }): Promise<AgentList> {
  const filters: SQL[] = [eq(agents.accountId, accountId)];
  if (actor.role === 'instructor') filters.push(eq(agents.instructorId, actor.id));
  const [rows, limit] = await Promise.all([
    db.select().from(agents).where(and(...filters)).orderBy(asc(agents.createdAt), asc(agents.id)),
    getAgentLimit(db, { accountId, role: actor.role }),
  ]);
  return { agents: rows.map((row) => toAgentView(row, actor)), limit, canCreate: canCreateAgents(actor.role) };
}
