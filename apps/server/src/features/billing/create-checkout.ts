import {
  ALREADY_SUBSCRIBED,
  BILLING_OWNER_ONLY,
  BILLING_PROFILE_REQUIRED,
  PAYMENT_PROVIDER_ERROR,
  planLimitsExceeded,
} from '@app/shared/i18n/billing';
import { PLANS } from '@app/shared/plans';
import { planExcess } from '@app/shared/plan-excess';
import { type CheckoutRequest, type CheckoutResponse } from '@app/shared/api/billing';
import { vatTreatment } from '@app/shared/vat';
import { canManageBilling, type MemberCaller } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import { AppError, conflict, forbidden } from '../../base/errors.js';
import { readSubscriptionRow } from './billing-accounts.js';
import { providerFor } from './provider-for.js';
import { readBillingProfile } from './billing-profile-row.js';
import { isLiveStatus } from './subscription-status.js';
import { readAccountFootprint } from '../account/account-footprint.js';

/** Spec §7 create-stripe-checkout-session: only the owner buys; the provider answers the URL the browser goes to. */
export async function createCheckout(
  ctx: AppContext,
  { caller, input }: { caller: MemberCaller; input: CheckoutRequest },
): Promise<CheckoutResponse> {
  if (!canManageBilling(caller.role)) throw forbidden(BILLING_OWNER_ONLY, 'BILLING_OWNER_ONLY');
  // The invoice needs the customer's data: ragione sociale, tax ids, SDI code or PEC.
  const profile = await readBillingProfile(ctx.db, caller.accountId);
  if (!profile) throw conflict(BILLING_PROFILE_REQUIRED, 'BILLING_PROFILE_REQUIRED');
  const provider = providerFor(ctx);
  const current = await readSubscriptionRow(ctx.db, caller.accountId);
  // A subscription of the other provider (the operator switched to or from Stripe) does not count here.
  const same = current?.provider === provider.kind ? current : null;
  const live = same && isLiveStatus(same.status);
  // With Stripe a second subscription must not start beside the first: plan changes go through the portal.
  if (live && (same.plan === input.plan || provider.kind === 'stripe')) throw conflict(ALREADY_SUBSCRIBED, 'ALREADY_SUBSCRIBED');
  // Issue 44: an account over the plan's limits learns it before paying, not after; it buys only if the owner confirmed.
  if (!input.acceptOverLimits) {
    const excess = planExcess(PLANS[input.plan], await readAccountFootprint(ctx.db, caller.accountId));
    if (excess.length) throw conflict(planLimitsExceeded(PLANS[input.plan].name, excess), 'PLAN_LIMITS_EXCEEDED');
  }
  try {
    return await provider.createCheckout(ctx.db, {
      accountId: caller.accountId,
      plan: input.plan,
      email: caller.email,
      customerId: same?.customerId ?? null,
      vatRate: vatTreatment(profile).rate,
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    ctx.log.error({ err: error }, 'billing: the payment provider refused the checkout');
    throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', PAYMENT_PROVIDER_ERROR);
  }
}
