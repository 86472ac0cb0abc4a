import { agentLimitMessage } from '@app/shared/i18n/agents';
import { type AgentLimit } from '@app/shared/api/agents';
import { canCreateAgents, type Role } from '@app/shared/roles';
import type { DbOrTx } from '../../db/client.js';
import { AppError, forbidden } from '../../base/errors.js';
import { countAgents } from '../account/account-usage.js';
import { getAccountPlan, requireActivePlan } from '../account/plan-state.js';
import { lockAccount } from '../account/lock-account.js';

/** The limit shown on the agent list: the plan's agents, 0 for an instructor (spec §9) or an ended plan. */
export async function getAgentLimit(
  db: DbOrTx,
  { accountId, role, knownCount }: { accountId: string; role: Role; knownCount?: number },
): Promise<AgentLimit> {
  const [{ plan, status }, used] = await Promise.all([getAccountPlan(db, accountId), knownCount ?? countAgents(db, accountId)]);
  const max = canCreateAgents(role) ? (plan?.maxAgents ?? 0) : 0;
  return { max, used, reached: used >= max, planId: plan?.id ?? null, planStatus: status };
}

/**
 * Call inside the transaction that inserts the agent. Locking the account row makes concurrent creations
 * of the same account wait for each other, so two requests cannot both see "one slot left".
 */
export async function reserveAgentSlot(tx: DbOrTx, { accountId, role }: { accountId: string; role: Role }): Promise<void> {
  if (!canCreateAgents(role)) throw forbidden(agentLimitMessage(0), 'AGENT_LIMIT_REACHED');
  await lockAccount(tx, accountId);
  const plan = await requireActivePlan(tx, accountId);
  const used = await countAgents(tx, accountId);
  if (used >= plan.maxAgents) throw new AppError(403, 'AGENT_LIMIT_REACHED', agentLimitMessage(plan.maxAgents));
}
