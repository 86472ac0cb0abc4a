import { eq } from 'drizzle-orm';
import { MESSAGES } from '@app/shared/i18n/common';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/client.js';
import { agents } from '../../db/schema/agents.js';
import { notFound } from '../../base/errors.js';
import type { AgentRow } from '../agents/require-agent.js';

/** Members reach an agent through `requireAgent` (features/agents); this is the row the chat works on. */
export type ChatAgent = AgentRow;

/** The public chat knows only the agent id from the link: the account is whatever the agent belongs to. */
export async function unsafeLoadPublicAgent(db: DbOrTx, agentId: string): Promise<ChatAgent> {
  const [agent] = await db.select().from(agents).where(eq(agents.id, agentId));
  if (!agent) throw notFound(MESSAGES.agentNotFound, 'AGENT_NOT_FOUND');
  return agent;
}

/**
 * The same lookup through the row cache (ADR 0034): a public chat turn on the embedded database reads its agent from
 * memory until a statement changes the agents table.
 */
export function unsafeLoadPublicAgentCached(ctx: Pick<AppContext, 'db' | 'rowCache'>, agentId: string): Promise<ChatAgent> {
  return ctx.rowCache.read('agents', agentId, () => unsafeLoadPublicAgent(ctx.db, agentId));
}

export const isAgentActive = (agent: Pick<ChatAgent, 'status'>) => agent.status === 'Attivo';
