import { and, eq } from 'drizzle-orm';
import { canSeeAgent, type Role } from '@app/shared/roles';
import { CHAT_MESSAGES } from '@app/shared/api/chat';
import type { DbOrTx } from '../../db/client.js';
import { agents } from '../../db/schema/agents.js';
import { forbidden, notFound } from '../../http/errors.js';

export type ChatAgent = typeof agents.$inferSelect;

/** The agent a member wants to chat with: another account's id is 404 like a missing one; D3 decides the rest. */
export async function loadChatAgent(
  db: DbOrTx,
  { accountId, userId, role, agentId }: { accountId: string; userId: string; role: Role; agentId: string },
): Promise<ChatAgent> {
  const [agent] = await db
    .select()
    .from(agents)
    .where(and(eq(agents.id, agentId), eq(agents.accountId, accountId)));
  if (!agent) throw notFound('Agente non trovato.');
  if (!canSeeAgent({ id: userId, role }, agent)) throw forbidden(CHAT_MESSAGES.agentNotVisible);
  return agent;
}

/** The public chat knows only the agent id from the link: the account is whatever the agent belongs to. */
export async function unsafeLoadPublicAgent(db: DbOrTx, agentId: string): Promise<ChatAgent> {
  const [agent] = await db.select().from(agents).where(eq(agents.id, agentId));
  if (!agent) throw notFound('Agente non trovato.');
  return agent;
}

export const isAgentActive = (agent: Pick<ChatAgent, 'status'>) => agent.status === 'Attivo';
