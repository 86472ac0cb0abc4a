import { and, eq } from 'drizzle-orm';
import { collaborativeMemories } from '../../db/schema/agents.js';

/**
 * The team memories an agent knows: its approved ones. A memory waiting for approval is never used in an answer nor
 * compared with a new one (ADR 0132).
 */
export const approvedMemoriesOf = (accountId: string, agentId: string) =>
  and(
    eq(collaborativeMemories.accountId, accountId),
    eq(collaborativeMemories.agentId, agentId),
    eq(collaborativeMemories.status, 'approved'),
  );
