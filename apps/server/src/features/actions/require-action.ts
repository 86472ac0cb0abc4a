import { and, eq } from 'drizzle-orm';
import { ACTION_MESSAGES } from '@app/shared/i18n/actions';
import { planAllowsCustomActions } from '@app/shared/plans';
import type { MemberCaller } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import { agentActions } from '../../db/schema/actions.js';
import { forbidden, notFound } from '../../base/errors.js';
import { requireActivePlan } from '../account/plan-state.js';
import { requireAgent } from '../agents/require-agent.js';
import type { ActionRow } from './action-row.js';

/** D19: custom actions on Pro and Avanzato; otherwise 403 with the reason (the UI shows the same rule). */
export async function requireActionsPlan(ctx: AppContext, accountId: string): Promise<void> {
  const plan = await requireActivePlan(ctx.db, accountId);
  if (!planAllowsCustomActions(plan)) throw forbidden(ACTION_MESSAGES.planRequired, 'ACTIONS_PLAN');
}

/**
 * The one access rule for an agent's actions: whoever may manage the agent (its owner, creator or instructor,
 * `canManageAgent`); another account's or another agent's action answers 404 like a missing one.
 */
export async function requireAction(ctx: AppContext, caller: MemberCaller, agentId: string, actionId: string): Promise<ActionRow> {
  await requireAgent(ctx.db, caller, agentId, 'manage');
  const [row] = await ctx.db
    .select()
    .from(agentActions)
    .where(and(eq(agentActions.id, actionId), eq(agentActions.agentId, agentId), eq(agentActions.accountId, caller.accountId)));
  if (!row) throw notFound(ACTION_MESSAGES.notFound, 'ACTION_NOT_FOUND');
  return row;
}
