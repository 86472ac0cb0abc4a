import { INTEGRATIONS_MESSAGES } from '@app/shared/i18n/integrations';
import type { Plan } from '@app/shared/plans';
import type { DbOrTx } from '../../db/client.js';
import { forbidden } from '../../base/errors.js';
import { PlanExpired, requireActivePlan } from '../account/plan-state.js';

/**
 * API access is a Pro and Avanzato feature (spec §3): an ended trial or subscription answers 402 like every blocked
 * action (D4), the Base plan 403 with the way to /pricing.
 */
export async function requireApiPlan(db: DbOrTx, accountId: string): Promise<Plan> {
  const plan = await requireActivePlan(db, accountId);
  if (!plan.apiAccess) throw forbidden(INTEGRATIONS_MESSAGES.planRequired, 'API_PLAN_REQUIRED');
  return plan;
}

/** The same rule on a plan already read (the token lookup reads it with the token). */
export function requireApiAccess(plan: Plan | null): Plan {
  if (!plan) throw new PlanExpired();
  if (!plan.apiAccess) throw forbidden(INTEGRATIONS_MESSAGES.planRequired, 'API_PLAN_REQUIRED');
  return plan;
}
