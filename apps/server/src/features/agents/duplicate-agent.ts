import { AGENTS_CHANGED_EVENT, DUPLICATE_SUFFIX, type Agent } from '@app/shared/api/agents';
import { canDuplicateOrDeleteAgent, type Actor } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import { agents } from '../../db/schema/agents.js';
import { newId } from '../../db/ids.js';
import { forbidden } from '../../http/errors.js';
import { toAgentView } from './agent-view.js';
import { reserveAgentSlot } from './agent-limit.js';
import { findVisibleAgent } from './find-visible-agent.js';

/** Spec duplicate: name + ' (Copia)', description, instructions and instructor; counted against the limit. */
export async function duplicateAgent(
  ctx: AppContext,
  { accountId, actor, agentId }: { accountId: string; actor: Actor; agentId: string },
): Promise<Agent> {
  const row = await ctx.db.transaction(async (tx) => {
    const source = await findVisibleAgent(tx, { accountId, actor, agentId });
    if (!canDuplicateOrDeleteAgent(actor, source)) throw forbidden();
    await reserveAgentSlot(tx, { accountId, role: actor.role });
    const [inserted] = await tx
      .insert(agents)
      .values({
        id: newId(),
        accountId,
        userId: actor.id,
        name: `${source.name}${DUPLICATE_SUFFIX}`,
        description: source.description,
        instructions: source.instructions,
        instructorId: source.instructorId,
      })
      .returning();
    return inserted!;
  });
  await ctx.realtime.publish({ type: AGENTS_CHANGED_EVENT, accountId, payload: { agentId: row.id, change: 'created' } });
  return toAgentView(row, actor);
}
