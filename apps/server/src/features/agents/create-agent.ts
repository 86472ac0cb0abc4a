import { AGENT_API_KEY_INVALID } from '@app/shared/i18n/agents';
import type { Agent, CreateAgent } from '@app/shared/api/agents';
import { AGENTS_CHANGED_EVENT } from '@app/shared/realtime-events';
import type { MemberCaller } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import { agents } from '../../db/schema/agents.js';
import { newId } from '../../db/ids.js';
import { badRequest } from '../../base/errors.js';
import { apiKeyExists } from '../api-keys/list-agent-api-key-options.js';
import { toAgentView } from './agent-view.js';
import { reserveAgentSlot } from './agent-limit.js';
import { assertEligibleInstructor } from './assert-eligible-instructor.js';

/** Spec agent creation: the caller becomes the agent's owner; the plan's limit holds under concurrency. */
export async function createAgent(ctx: AppContext, { caller, input }: { caller: MemberCaller; input: CreateAgent }): Promise<Agent> {
  const { accountId } = caller;
  const row = await ctx.db.transaction(async (tx) => {
    await reserveAgentSlot(tx, { accountId, role: caller.role });
    if (input.instructorId) await assertEligibleInstructor(tx, { accountId, instructorId: input.instructorId });
    if (input.apiKeyId && !(await apiKeyExists(tx, input.apiKeyId))) {
      throw badRequest(AGENT_API_KEY_INVALID, 'INVALID_API_KEY', { apiKeyId: [AGENT_API_KEY_INVALID] });
    }
    const [inserted] = await tx
      .insert(agents)
      .values({
        id: newId(),
        accountId,
        userId: caller.userId,
        name: input.name,
        description: input.description,
        instructions: input.instructions,
        instructorId: input.instructorId,
        apiKeyId: input.apiKeyId,
      })
      .returning();
    return inserted!;
  });
  await ctx.realtime.publish({ type: AGENTS_CHANGED_EVENT, accountId, payload: { agentId: row.id, change: 'created' } });
  return toAgentView(row, caller);
}
