import { and, eq } from 'drizzle-orm';
import { canManageAgent, type Role } from '@app/shared/roles';
import type { DbOrTx } from '../../db/client.js';
import { agents } from '../../db/schema/agents.js';
import { forbidden, notFound } from '../../http/errors.js';

/** Memories are managed by the agent's owner or instructor, or the account owner (spec §2 settings, D3). */
export async function loadManageableAgent(
  db: DbOrTx,
  { accountId, userId, role, agentId }: { accountId: string; userId: string; role: Role; agentId: string },
) {
  const [agent] = await db
    .select()
    .from(agents)
    .where(and(eq(agents.id, agentId), eq(agents.accountId, accountId)));
  if (!agent) throw notFound('Agente non trovato.');
  if (!canManageAgent({ id: userId, role }, agent)) throw forbidden('Accesso Negato');
  return agent;
}
