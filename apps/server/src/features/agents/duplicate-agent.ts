import { DUPLICATE_SUFFIX, type Agent } from '@app/shared/api/agents';
import { AGENTS_CHANGED_EVENT } from '@app/shared/realtime-events';
import type { MemberCaller } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import { agents } from '../../db/schema/agents.js';
import { newId } from '../../db/ids.js';
import { toAgentView } from './agent-view.js';
import { reserveAgentSlot } from './agent-limit.js';
import { requireAgent } from './require-agent.js';

/** Spec duplicate: name + ' (Copia)', description, instructions and instructor; counted against the limit. */
export async function duplicateAgent(ctx: AppContext, { caller, agentId }: { caller: MemberCaller; agentId: string }): Promise<Agent> {
  const { accountId } = caller;
  const row = await ctx.db.transaction(async (tx) => {
    const source = await requireAgent(tx, caller, agentId, 'delete');
    await reserveAgentSlot(tx, { accountId, role: caller.role });
    const [inserted] = await tx
      .insert(agents)
      .values({
        id: newId(),
        accountId,
        userId: caller.userId,
        name: `${source.name}${DUPLICATE_SUFFIX}`,
        description: source.description,
        instructions: source.instructions,
        instructorId: source.instructorId,
        welcomeMessage: source.welcomeMessage,
        suggestedQuestions: source.suggestedQuestions,
        accentColor: source.accentColor,
        avatarUrl: source.avatarUrl,
      })
      .returning();
    return inserted!;
  });
  await ctx.realtime.publish({ type: AGENTS_CHANGED_EVENT, accountId, payload: { agentId: row.id, change: 'created' } });
  return toAgentView(row, caller);
}
