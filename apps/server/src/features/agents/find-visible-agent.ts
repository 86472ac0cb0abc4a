import { and, eq } from 'drizzle-orm';
import { canSeeAgent, type Actor } from '@app/shared/roles';
import type { DbOrTx } from '../../db/client.js';
import { agents } from '../../db/schema/agents.js';
import { notFound } from '../../http/errors.js';
import type { AgentRow } from './agent-view.js';

export const AGENT_NOT_FOUND = 'Agente non trovato.';

/**
 * The agent, if it belongs to the caller's account and the caller may see it (D3). Another account's
 * agent, a missing one and one an instructor is not assigned to all answer the same 404.
 * Other features (documents, chat, analytics) use this to scope their own agent routes.
 */
export async function findVisibleAgent(
  db: DbOrTx,
  { accountId, actor, agentId }: { accountId: string; actor: Actor; agentId: string },
): Promise<AgentRow> {
  const [row] = await db
    .select()
    .from(agents)
    .where(and(eq(agents.id, agentId), eq(agents.accountId, accountId)));
  if (!row || !canSeeAgent(actor, row)) throw notFound(AGENT_NOT_FOUND, 'AGENT_NOT_FOUND');
  return row;
}
