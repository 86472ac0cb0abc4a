import type { BillingOverview } from '@app/shared/api/billing';
import { planById } from '@app/shared/plans';
import type { AppContext } from '../../app-context.js';
import { getAccountPlan } from '../account/plan-state.js';
import { getAccountUsage } from '../account/account-usage.js';
import { readAccountFootprint } from '../account/account-footprint.js';
import { readSubscriptionRow } from './billing-accounts.js';
import { providerFor } from './provider-for.js';
import { GRACE_DAYS } from './sync-subscription.js';
import { accountVat } from './billing-profile-row.js';

/** The billing page (spec §2): plan card, payment method and the usage meters of §9, for the caller's account. */
export async function getBillingOverview(ctx: AppContext, { accountId }: { accountId: string }): Promise<BillingOverview> {
  const now = new Date();
  const [plan, sub, vat] = await Promise.all([
    getAccountPlan(ctx.db, accountId, now),
    readSubscriptionRow(ctx.db, accountId),
    accountVat(ctx.db, accountId),
  ]);
  const renewsAt =
    plan.status === 'active' ? (sub?.currentPeriodEnd ?? plan.planExpiresAt) : plan.status === 'trial' ? plan.trialEndsAt : null;
  const usage = await getAccountUsage(ctx.db, accountId, plan.plan, now);
  const footprint = await readAccountFootprint(ctx.db, accountId, usage);
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
    agentCount: usage.agents.used,
    vat,
    paymentMethod: sub?.cardBrand && sub.cardLast4 ? { brand: sub.cardBrand, last4: sub.cardLast4 } : null,
    usage,
    footprint,
  };
}
