import type { BillingOverview } from '@app/shared/api/billing';
import { planById } from '@app/shared/plans';
import type { AppContext } from '../../app-context.js';
import { getAccountPlan } from '../account/plan-state.js';
import { countAgents, countMonthlyReplies, countSeats, storageUsedBytes } from '../account/account-usage.js';
import { readSubscriptionRow } from './billing-accounts.js';
import { providerFor } from './provider-for.js';
import { GRACE_DAYS } from './sync-subscription.js';
import { accountVat } from './billing-profile-row.js';

/** The billing page (spec §2): plan card, payment method and the usage meters of §9, for the caller's account. */
export async function getBillingOverview(ctx: AppContext, { accountId }: { accountId: string }): Promise<BillingOverview> {
  const now = new Date();
  const [plan, sub, agents, seats, storage, messages, vat] = await Promise.all([
    getAccountPlan(ctx.db, accountId, now),
    readSubscriptionRow(ctx.db, accountId),
    countAgents(ctx.db, accountId),
    countSeats(ctx.db, accountId, now),
    storageUsedBytes(ctx.db, accountId),
    countMonthlyReplies(ctx.db, accountId, now),
    accountVat(ctx.db, accountId),
  ]);
  const renewsAt =
    plan.status === 'active' ? (sub?.currentPeriodEnd ?? plan.planExpiresAt) : plan.status === 'trial' ? plan.trialEndsAt : null;
  const limits = plan.plan;
  return {
    provider: providerFor(ctx).kind,
    plan: {
      id: plan.plan?.id ?? null,
      subscribedId: plan.subscribedPlanId,
      status: plan.status,
      renewsAt: renewsAt?.toISOString() ?? null,
      cancelAtPeriodEnd: sub?.cancelAtPeriodEnd ?? false,
      pendingPlanId: planById(sub?.pendingPlan)?.id ?? null,
      graceEndsAt: sub?.pastDueSince ? new Date(sub.pastDueSince.getTime() + GRACE_DAYS * 86_400_000).toISOString() : null,
    },
    agentCount: agents,
    vat,
    paymentMethod: sub?.cardBrand && sub.cardLast4 ? { brand: sub.cardBrand, last4: sub.cardLast4 } : null,
    usage: {
      agents: { used: agents, limit: limits?.maxAgents ?? 0 },
      users: { used: seats, limit: limits?.maxUsers ?? 0 },
      storage: { used: storage, limit: limits?.storageBytes ?? 0 },
      messages: { used: messages, limit: limits?.messagesPerMonth ?? 0 },
    },
  };
}
