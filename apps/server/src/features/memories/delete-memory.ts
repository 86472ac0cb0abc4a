import { and, eq } from 'drizzle-orm';
import type { MemberCaller } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import { collaborativeMemories } from '../../db/schema/agents.js';
import { notFound } from '../../base/errors.js';
import { requireAgent } from '../agents/require-agent.js';
import { MEMORIES_CHANGED_EVENT } from '@app/shared/realtime-events';
import { MEMORY_COPY } from '@app/shared/i18n/memories';

export async function deleteMemory(
  ctx: AppContext,
  { caller, agentId, memoryId }: { caller: MemberCaller; agentId: string; memoryId: string },
): Promise<void> {
  const { db } = ctx;
  const { accountId } = caller;
  const agent = await requireAgent(db, caller, agentId, 'manage');
  const [memory] = await db
    .select()
    .from(collaborativeMemories)
    .where(and(eq(collaborativeMemories.id, memoryId), eq(collaborativeMemories.accountId, accountId)));
  if (!memory || memory.agentId !== agent.id) throw notFound(MEMORY_COPY.notFound);
  await db.delete(collaborativeMemories).where(and(eq(collaborativeMemories.id, memoryId), eq(collaborativeMemories.accountId, accountId)));
  await ctx.realtime.publish({ type: MEMORIES_CHANGED_EVENT, accountId, payload: { agentId: memory.agentId } });
}
