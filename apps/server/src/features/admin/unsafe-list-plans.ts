import { count, sql } from 'drizzle-orm';
import { PLAN_LIST, type Plan } from '@app/shared/plans';
import type { AdminPlans } from '@app/shared/api/admin';
import type { Config } from '../../config/config.js';
import type { DbOrTx } from '../../db/client.js';
import { accounts } from '../../db/schema/accounts.js';

const PRICE_VARIABLE: Record<Plan['priceKey'], string> = {
  BASE: 'STRIPE_PRICE_BASE',
  PRO: 'STRIPE_PRICE_PRO',
  ADVANCED: 'STRIPE_PRICE_ADVANCED',
};

/** Whether the plan's Stripe price id is configured; read by name, as billing adds these variables (D5). */
export function stripePriceConfigured(config: Config, plan: Plan): boolean {
  const value = (config as unknown as Record<string, unknown>)[PRICE_VARIABLE[plan.priceKey]];
  return typeof value === 'string' && value.trim() !== '';
}

/** The plan catalogue (spec §3, D4) with how many accounts are on each plan, across every account. */
export async function unsafeListPlans(db: DbOrTx, config: Config, now: Date = new Date()): Promise<AdminPlans> {
  const rows = await db
    .select({
      plan: accounts.plan,
      active: sql<number>`count(*) filter (where ${accounts.planExpiresAt} > ${now})`.mapWith(Number),
      total: count(),
    })
    .from(accounts)
    .groupBy(accounts.plan);
  const [trials] = await db
    .select({ n: count() })
    .from(accounts)
    .where(
      sql`not coalesce(${accounts.plan} is not null and ${accounts.planExpiresAt} > ${now}, false) and ${accounts.trialEndsAt} > ${now}`,
    );
  return {
    plans: PLAN_LIST.map((plan) => {
      const row = rows.find((r) => r.plan === plan.id);
      return {
        id: plan.id,
        name: plan.name,
        priceEuroMonthly: plan.priceEuroMonthly,
        maxUsers: plan.maxUsers,
        maxAgents: plan.maxAgents,
        storageLabel: plan.storageLabel,
        messagesPerMonth: plan.messagesPerMonth,
        features: plan.features,
        priceKey: plan.priceKey,
        stripePriceConfigured: stripePriceConfigured(config, plan),
        activeAccounts: row?.active ?? 0,
        totalAccounts: row?.total ?? 0,
      };
    }),
    trialAccounts: trials?.n ?? 0,
  };
}
