import { offeredVisitorLanguages } from '@app/shared/visitor-language';
import { and, eq } from 'drizzle-orm';
import type { Agent, UpdateAgent } from '@app/shared/api/agents';
import { AGENTS_CHANGED_EVENT } from '@app/shared/realtime-events';
import type { MemberCaller } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import { agents } from '../../db/schema/agents.js';
import { toAgentView } from './agent-view.js';
import { assertEligibleInstructor } from './assert-eligible-instructor.js';
import { requireAgent } from './require-agent.js';

/** 'Impostazioni Principali': only the agent's owner, its instructor or the account owner may save (spec §5, D3). */
export async function updateAgent(
  ctx: AppContext,
  { caller, agentId, input }: { caller: MemberCaller; agentId: string; input: UpdateAgent },
): Promise<Agent> {
  const { accountId } = caller;
  const row = await ctx.db.transaction(async (tx) => {
    const agent = await requireAgent(tx, caller, agentId, 'manage');
    await assertEligibleInstructor(tx, { accountId, instructorId: input.instructorId });
    const [updated] = await tx
      .update(agents)
      .set({
        name: input.name,
        description: input.description,
        instructions: input.instructions,
        instructorId: input.instructorId,
        status: input.status,
        memoryMode: input.memoryMode,
        memoryRetentionDays: input.memoryRetentionDays,
        enableExplicitMemory: input.enableExplicitMemory,
        ...(input.showSources === undefined ? {} : { showSources: input.showSources }),
        ...(input.memoryApproval === undefined ? {} : { memoryApproval: input.memoryApproval }),
        ...(input.hideSourceFileNames === undefined ? {} : { hideSourceFileNames: input.hideSourceFileNames }),
        ...(input.businessCard === undefined ? {} : { businessCard: input.businessCard }),
        // Kept in the selector's order whatever order the form sent (issue 48).
        ...(input.visitorLanguages === undefined ? {} : { visitorLanguages: offeredVisitorLanguages(input.visitorLanguages) }),
        updatedAt: new Date(),
      })
      .where(and(eq(agents.id, agent.id), eq(agents.accountId, accountId)))
      .returning();
    return updated!;
  });
  await ctx.realtime.publish({ type: AGENTS_CHANGED_EVENT, accountId, payload: { agentId: row.id, change: 'updated' } });
  return toAgentView(row, caller);
}
