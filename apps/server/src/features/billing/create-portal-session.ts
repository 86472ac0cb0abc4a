import { NO_SUBSCRIPTION, PORTAL_UNAVAILABLE } from '@app/shared/api/billing';
import type { OwnerCaller } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import { conflict, notFound } from '../../http/errors.js';
import { readSubscriptionRow } from './billing-accounts.js';
import { stripeClient, stripeSettings } from './stripe-provider.js';

/**
 * Stripe's customer portal for the account's customer: plan changes (upgrade at once, downgrade at period end),
 * card changes, cancellation at period end and resumption, all configured in Stripe; its events come back through
 * the webhook. Without Stripe, 'Cambia Piano' leads to /pricing instead.
 */
export async function createPortalSession(ctx: AppContext, { caller }: { caller: OwnerCaller }): Promise<{ url: string }> {
  const settings = stripeSettings(ctx.config);
  if (!settings) throw notFound(PORTAL_UNAVAILABLE, 'STRIPE_NOT_CONFIGURED');
  const row = await readSubscriptionRow(ctx.db, caller.accountId);
  if (!row || row.provider !== 'stripe') throw conflict(NO_SUBSCRIPTION, 'NO_SUBSCRIPTION');
  const session = await stripeClient(settings).billingPortal.sessions.create({
    customer: row.customerId,
    locale: 'it',
    return_url: `${settings.appUrl}/billing`,
  });
  return { url: session.url };
}
