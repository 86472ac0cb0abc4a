import { and, eq } from 'drizzle-orm';
import { canManageAgent, canSeeAgent, type Role } from '@app/shared/roles';
import type { DbOrTx } from '../../db/client.js';
import { agents } from '../../db/schema/agents.js';
import { forbidden, notFound } from '../../http/errors.js';

export interface Caller {
  userId: string;
  accountId: string;
  role: Role;
}

export const AGENT_NOT_FOUND = 'Agente non trovato.';
export const KNOWLEDGE_FORBIDDEN = "Solo il proprietario dell'agente o l'istruttore assegnato possono gestire i documenti.";

/**
 * The agent whose documents the caller wants to manage (settings page permission, canManageAgent).
 * Another account's agent, or one the caller may not even see, is 404 like a missing one.
 */
export async function findManageableAgent(db: DbOrTx, caller: Caller, agentId: string) {
  const [agent] = await db
    .select()
    .from(agents)
    .where(and(eq(agents.id, agentId), eq(agents.accountId, caller.accountId)));
  const actor = { id: caller.userId, role: caller.role };
  if (!agent || !canSeeAgent(actor, agent)) throw notFound(AGENT_NOT_FOUND);
  if (!canManageAgent(actor, agent)) throw forbidden(KNOWLEDGE_FORBIDDEN);
  return agent;
}
