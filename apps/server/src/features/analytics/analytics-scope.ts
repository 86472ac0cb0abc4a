import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@app/shared/messages';
import { canSeeAgent, type MemberCaller } from '@app/shared/roles';
import type { DbOrTx } from '../../db/client.js';
import { agents } from '../../db/schema/agents.js';
import { forbidden } from '../../http/errors.js';
import { requireAgent } from '../agents/require-agent.js';

export interface AnalyticsScope {
  accountId: string;
  /** The agents analysed, by id: never empty of meaning, but may be empty (an instructor with none assigned). */
  agentNames: Map<string, string>;
}

/**
 * The agents whose analytics the caller may read (issue 13): one agent for its owner (creator), its instructor or
 * the account owner (others 403, another account's agent 404, through the one agent access rule); all of them for
 * the general view, which owners and admins see whole, instructors for the agents assigned to them, and plain users
 * not at all ('Accesso Negato').
 */
export async function requireAnalyticsScope(db: DbOrTx, caller: MemberCaller, agentId?: string): Promise<AnalyticsScope> {
  if (agentId) {
    const agent = await requireAgent(db, caller, agentId, 'manage');
    return { accountId: caller.accountId, agentNames: new Map([[agent.id, agent.name]]) };
  }
  if (caller.role === 'user') throw forbidden(MESSAGES.accessDenied, 'ANALYTICS_FORBIDDEN');
  const rows = await db
    .select({ id: agents.id, name: agents.name, userId: agents.userId, instructorId: agents.instructorId })
    .from(agents)
    .where(and(eq(agents.accountId, caller.accountId)));
  return {
    accountId: caller.accountId,
    agentNames: new Map(rows.filter((agent) => canSeeAgent(caller, agent)).map((agent) => [agent.id, agent.name])),
  };
}
