import { and, desc, eq, sql } from 'drizzle-orm';
import { displayName } from '@app/shared/display-name';
import type { Memory } from '@app/shared/api/memories';
import type { DbOrTx } from '../../db/client.js';
import { collaborativeMemories } from '../../db/schema/agents.js';
import { users } from '../../db/schema/auth.js';
import { profiles } from '../../db/schema/accounts.js';

/**
 * The agent's team memory with each author's name (spec §3: joined profile first and last name); the memories waiting
 * for approval first (ADR 0132), each group newest first.
 */
export async function listMemories(db: DbOrTx, { accountId, agentId }: { accountId: string; agentId: string }): Promise<Memory[]> {
  const rows = await db
    .select({ memory: collaborativeMemories, email: users.email, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(collaborativeMemories)
    .leftJoin(users, eq(users.id, collaborativeMemories.userId))
    .leftJoin(profiles, eq(profiles.userId, collaborativeMemories.userId))
    .where(and(eq(collaborativeMemories.accountId, accountId), eq(collaborativeMemories.agentId, agentId)))
    .orderBy(desc(sql`${collaborativeMemories.status} = 'pending'`), desc(collaborativeMemories.createdAt));
  return rows.map(({ memory, email, firstName, lastName }) => ({
    id: memory.id,
    agentId: memory.agentId,
    content: memory.content,
    type: memory.type,
    status: memory.status === 'pending' ? 'pending' : 'approved',
    authorName: email ? displayName({ firstName, lastName, email }) : 'Utente rimosso',
    createdAt: memory.createdAt.toISOString(),
  }));
}
