import { and, eq } from 'drizzle-orm';
import type { Agent, AgentAppearance } from '@app/shared/api/agents';
import { AGENTS_CHANGED_EVENT } from '@app/shared/realtime-events';
import type { MemberCaller } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import { agents } from '../../db/schema/agents.js';
import { toAgentView } from './agent-view.js';
import { requireAgent } from './require-agent.js';

/**
 * 'Aspetto' (issue 34, ADR 0135): welcome message, suggested questions, accent colour and avatar of every chat of the
 * agent (public link, widget, test chat). Whoever manages the agent may save it (D3); the schema refuses a colour
 * that cannot stand out from white.
 */
export async function updateAgentAppearance(
  ctx: AppContext,
  { caller, agentId, input }: { caller: MemberCaller; agentId: string; input: AgentAppearance },
): Promise<Agent> {
  const { accountId } = caller;
  const agent = await requireAgent(ctx.db, caller, agentId, 'manage');
  const [row] = await ctx.db
    .update(agents)
    .set({
      welcomeMessage: input.welcomeMessage,
      suggestedQuestions: [...new Set(input.suggestedQuestions)],
      accentColor: input.color,
      avatarUrl: input.avatarUrl || null,
      updatedAt: new Date(),
    })
    .where(and(eq(agents.id, agent.id), eq(agents.accountId, accountId)))
    .returning();
  await ctx.realtime.publish({ type: AGENTS_CHANGED_EVENT, accountId, payload: { agentId: row!.id, change: 'updated' } });
  return toAgentView(row!, caller);
}
