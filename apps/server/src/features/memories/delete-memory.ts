import { and, eq } from 'drizzle-orm';
import type { Role } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import { collaborativeMemories } from '../../db/schema/agents.js';
import { notFound } from '../../http/errors.js';
import { loadManageableAgent } from './manageable-agent.js';
import { MEMORIES_CHANGED_EVENT } from '@app/shared/api/memories';

export async function deleteMemory(
  ctx: AppContext,
  { accountId, userId, role, memoryId }: { accountId: string; userId: string; role: Role; memoryId: string },
): Promise<void> {
  const { db } = ctx;
  const [memory] = await db
    .select()
    .from(collaborativeMemories)
    .where(and(eq(collaborativeMemories.id, memoryId), eq(collaborativeMemories.accountId, accountId)));
  if (!memory) throw notFound('Memoria non trovata.');
  await loadManageableAgent(db, { accountId, userId, role, agentId: memory.agentId });
  await db.delete(collaborativeMemories).where(and(eq(collaborativeMemories.id, memoryId), eq(collaborativeMemories.accountId, accountId)));
  await ctx.realtime.publish({ type: MEMORIES_CHANGED_EVENT, accountId, payload: { agentId: memory.agentId } });
}
