import { and, asc, desc, eq } from 'drizzle-orm';
import type { ActionCall, ActionForm, ActionList } from '@app/shared/api/actions';
import { planAllowsCustomActions } from '@app/shared/plans';
import type { MemberCaller } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import { agentActions, toolCalls } from '../../db/schema/actions.js';
import { getAccountPlan } from '../account/plan-state.js';
import { requireAgent } from '../agents/require-agent.js';
import { actionView, type ActionRow } from './action-row.js';

const LOG_SIZE = 50;

/** The agent's actions for its settings, and whether the plan allows them (the page explains when it does not). */
export async function listActions(ctx: AppContext, { caller, agentId }: { caller: MemberCaller; agentId: string }): Promise<ActionList> {
  await requireAgent(ctx.db, caller, agentId, 'manage');
  const [rows, plan] = await Promise.all([
    ctx.db
      .select()
      .from(agentActions)
      .where(and(eq(agentActions.accountId, caller.accountId), eq(agentActions.agentId, agentId)))
      .orderBy(asc(agentActions.createdAt)),
    getAccountPlan(ctx.db, caller.accountId),
  ]);
  return { actions: rows.map(actionView), allowed: planAllowsCustomActions(plan.plan) };
}

/**
 * The actions a turn may use: enabled ones of an agent whose account's plan allows them (none on Base or once the
 * plan ended). Not scoped by a caller: the chat has already checked who is talking to the agent.
 */
export async function unsafeUsableActions(ctx: AppContext, accountId: string, agentId: string): Promise<ActionRow[]> {
  // Most agents have none: the plan is read only when there is something to allow (one query per turn otherwise).
  // Read by every turn, changed by hand: kept by the row cache until a statement changes agent_actions (ADR 0371).
  const rows = await ctx.rowCache.read('agent_actions', `${accountId}:${agentId}`, () =>
    ctx.db
      .select()
      .from(agentActions)
      .where(and(eq(agentActions.accountId, accountId), eq(agentActions.agentId, agentId), eq(agentActions.enabled, true)))
      .orderBy(asc(agentActions.createdAt)),
  );
  if (rows.length === 0) return rows;
  const plan = await getAccountPlan(ctx.db, accountId);
  return planAllowsCustomActions(plan.plan) ? rows : [];
}

/** What a chat's form shows of an action: its name and parameters, never the address or the headers. */
export const actionForm = (row: ActionRow): ActionForm => ({ id: row.id, name: row.name, parameters: row.parameters });

const callView = (row: typeof toolCalls.$inferSelect): ActionCall => ({
  id: row.id,
  actionId: row.actionId,
  toolName: row.toolName,
  kind: row.kind as ActionCall['kind'],
  source: row.source as ActionCall['source'],
  outcome: row.outcome as ActionCall['outcome'],
  httpStatus: row.httpStatus,
  durationMs: row.durationMs,
  createdAt: row.createdAt.toISOString(),
});

/** The agent's latest calls, newest first, for 'Ultime chiamate' in its settings. */
export async function listAgentToolCalls(
  ctx: AppContext,
  { caller, agentId }: { caller: MemberCaller; agentId: string },
): Promise<{ calls: ActionCall[] }> {
  await requireAgent(ctx.db, caller, agentId, 'manage');
  const rows = await ctx.db
    .select()
    .from(toolCalls)
    .where(and(eq(toolCalls.accountId, caller.accountId), eq(toolCalls.agentId, agentId)))
    .orderBy(desc(toolCalls.createdAt))
    .limit(LOG_SIZE);
  return { calls: rows.map(callView) };
}

/** A conversation's calls, oldest first, for its review (the caller's access to the conversation is checked there). */
export async function unsafeConversationToolCalls(
  ctx: Pick<AppContext, 'db'>,
  accountId: string,
  conversationId: string,
): Promise<ActionCall[]> {
  const rows = await ctx.db
    .select()
    .from(toolCalls)
    .where(and(eq(toolCalls.accountId, accountId), eq(toolCalls.conversationId, conversationId)))
    .orderBy(asc(toolCalls.createdAt));
  return rows.map(callView);
}
