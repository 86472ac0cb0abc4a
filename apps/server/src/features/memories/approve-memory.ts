import { and, eq } from 'drizzle-orm';
import { MEMORIES_CHANGED_EVENT } from '@app/shared/realtime-events';
import { MEMORY_COPY } from '@app/shared/i18n/memories';
import type { MemberCaller } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import { collaborativeMemories } from '../../db/schema/agents.js';
import { conflict, notFound } from '../../base/errors.js';
import { requireAgent } from '../agents/require-agent.js';

/**
 * 'Approva' in the agent's memory list (ADR 0132): whoever may manage the agent (owner, creator, instructor) turns a
 * memory waiting for approval into one the agent uses. The update is conditional, so two approvers at once get one
 * success and one 409; a memory of another agent or account answers 404 like a missing one.
 */
export async function approveMemory(
  ctx: AppContext,
  { caller, agentId, memoryId }: { caller: MemberCaller; agentId: string; memoryId: string },
): Promise<void> {
  const { accountId } = caller;
  const agent = await requireAgent(ctx.db, caller, agentId, 'manage');
  const where = and(
    eq(collaborativeMemories.id, memoryId),
    eq(collaborativeMemories.accountId, accountId),
    eq(collaborativeMemories.agentId, agent.id),
  );
  const updated = await ctx.db
    .update(collaborativeMemories)
    .set({ status: 'approved' })
    .where(and(where, eq(collaborativeMemories.status, 'pending')))
    .returning({ id: collaborativeMemories.id });
  if (updated.length === 0) {
    const [existing] = await ctx.db.select({ id: collaborativeMemories.id }).from(collaborativeMemories).where(where);
    if (!existing) throw notFound(MEMORY_COPY.notFound, 'MEMORY_NOT_FOUND');
    throw conflict(MEMORY_COPY.alreadyApproved, 'MEMORY_ALREADY_APPROVED');
  }
  await ctx.realtime.publish({ type: MEMORIES_CHANGED_EVENT, accountId, payload: { agentId: agent.id } });
}
