import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@app/shared/messages';
import { canDuplicateOrDeleteAgent, canManageAgent, canSeeAgent, type Acting, type AgentRef, type MemberCaller } from '@app/shared/roles';
import type { DbOrTx } from '../../db/client.js';
import { agents } from '../../db/schema/agents.js';
import { forbidden, notFound } from '../../http/errors.js';
import type { AgentRow } from './agent-view.js';

export type { AgentRow };

/** What the caller wants to do with the agent; duplicating follows the delete rule (D3). */
export type AgentAction = 'see' | 'manage' | 'delete';

const RULES: Record<AgentAction, (caller: Acting, agent: AgentRef) => boolean> = {
  see: canSeeAgent,
  manage: canManageAgent,
  delete: canDuplicateOrDeleteAgent,
};

/**
 * The one access rule for an agent and everything under it (settings, documents, memories, chat, share link),
 * exported for every feature. Another account's agent, a missing one, or one the caller may not see answers
 * 404 'Agente non trovato.' (nothing tells a stranger it exists); one the caller sees but may not act on
 * answers 403 with one message. The rules themselves live in `@app/shared/roles` (the UI uses them too).
 */
export async function requireAgent(db: DbOrTx, caller: MemberCaller, agentId: string, action: AgentAction): Promise<AgentRow> {
  const [agent] = await db
    .select()
    .from(agents)
    .where(and(eq(agents.id, agentId), eq(agents.accountId, caller.accountId)));
  if (!agent || !canSeeAgent(caller, agent)) throw notFound(MESSAGES.agentNotFound, 'AGENT_NOT_FOUND');
  if (!RULES[action](caller, agent)) throw forbidden(MESSAGES.agentForbidden, 'AGENT_FORBIDDEN');
  return agent;
}
