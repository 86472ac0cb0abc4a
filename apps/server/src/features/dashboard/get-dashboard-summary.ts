import type { DashboardSummary } from '@app/shared/api/dashboard';
import type { Role } from '@app/shared/roles';
import type { DbOrTx } from '../../db/client.js';
import { getAccountPlan } from '../account/plan-state.js';
import { providerFailingFor } from '../api-keys/provider-failures.js';
import { countAgents, countMonthlyReplies, countRecentInteractions, countSeats, storageUsedBytes } from '../account/account-usage.js';

/** The dashboard cards' figures (spec §2), all read from the caller's account only. */
export async function getDashboardSummary(
  db: DbOrTx,
  { accountId, role }: { userId: string; accountId: string; role: Role },
): Promise<DashboardSummary> {
  const [plan, members, agentCount, storage, monthly, recent, failing] = await Promise.all([
    getAccountPlan(db, accountId),
    countSeats(db, accountId),
    countAgents(db, accountId),
    storageUsedBytes(db, accountId),
    countMonthlyReplies(db, accountId),
    countRecentInteractions(db, accountId),
    providerFailingFor(db, accountId),
  ]);
  const renewal = plan.status === 'active' ? plan.planExpiresAt : plan.trialEndsAt;
  const seesTeam = role === 'owner' || role === 'admin';
  return {
    members: role === 'owner' ? members : null,
    agents: seesTeam ? agentCount : null,
    storage: { usedBytes: storage, limitBytes: plan.plan?.storageBytes ?? 0 },
    messages: { used: monthly, limit: plan.plan?.messagesPerMonth ?? 0 },
    interactions24h: seesTeam ? recent : null,
    plan: { id: plan.plan?.id ?? null, status: plan.status, renewsAt: renewal?.toISOString() ?? null },
    limits: { users: plan.plan?.maxUsers ?? 0, agents: plan.plan?.maxAgents ?? 0 },
    providerFailing: seesTeam ? failing : null,
  };
}
