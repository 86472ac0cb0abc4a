import { and, eq } from 'drizzle-orm';
import type { Role } from '@app/shared/roles';
import type { DbOrTx } from '../../db/client.js';
import { collaborativeMemories } from '../../db/schema/agents.js';
import { notFound } from '../../http/errors.js';
import { loadManageableAgent } from './manageable-agent.js';

export async function deleteMemory(db: DbOrTx, { accountId, userId, role, memoryId }: { accountId: string; userId: string; role: Role; memoryId: string }): Promise<void> {
  const [memory] = await db.select().from(collaborativeMemories)
    .where(and(eq(collaborativeMemories.id, memoryId), eq(collaborativeMemories.accountId, accountId)));
  if (!memory) throw notFound('Memoria non trovata.');
  await loadManageableAgent(db, { accountId, userId, role, agentId: memory.agentId });
  await db.delete(collaborativeMemories).where(and(eq(collaborativeMemories.id, memoryId), eq(collaborativeMemories.accountId, accountId)));
}
