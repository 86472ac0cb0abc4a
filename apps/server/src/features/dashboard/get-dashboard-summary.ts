import type { DashboardSummary } from '@app/shared/api/dashboard';
import type { Role } from '@app/shared/roles';
import type { DbOrTx } from '../../db/client.js';
import { getAccountPlan } from '../account/plan-state.js';
import { providerFailingFor } from '../api-keys/provider-failures.js';
import { countRecentInteractions, getAccountUsage } from '../account/account-usage.js';

/** The dashboard cards' figures (spec §2), all read from the caller's account only. */
export async function getDashboardSummary(
  db: DbOrTx,
  { accountId, role }: { userId: string; accountId: string; role: Role },
): Promise<DashboardSummary> {
  const plan = await getAccountPlan(db, accountId);
  const [usage, recent, failing] = await Promise.all([
    getAccountUsage(db, accountId, plan.plan),
    countRecentInteractions(db, accountId),
    providerFailingFor(db, accountId),
  ]);
  const renewal = plan.status === 'active' ? plan.planExpiresAt : plan.trialEndsAt;
  const seesTeam = role === 'owner' || role === 'admin';
  return {
    members: role === 'owner' ? usage.users.used : null,
    agents: seesTeam ? usage.agents.used : null,
    storage: usage.storage,
    messages: usage.messages,
    interactions24h: seesTeam ? recent : null,
    plan: { id: plan.plan?.id ?? null, status: plan.status, renewsAt: renewal?.toISOString() ?? null },
    limits: { users: plan.plan?.maxUsers ?? 0, agents: plan.plan?.maxAgents ?? 0 },
    providerFailing: seesTeam ? failing : null,
  };
}
