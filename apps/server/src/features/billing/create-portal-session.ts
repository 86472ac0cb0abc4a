import type Stripe from 'stripe';
import { NO_SUBSCRIPTION, PORTAL_UNAVAILABLE } from '@app/shared/i18n/billing';
import type { OwnerCaller } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import { conflict, notFound } from '../../base/errors.js';
import { readSubscriptionRow } from './billing-accounts.js';
import { stripeClient, stripeSettings, type StripeSettings } from './stripe-provider.js';
import { portalConfiguration } from './stripe-portal-configuration.js';

const clients = new WeakMap<AppContext, Stripe>();
const clientFor = (ctx: AppContext, settings: StripeSettings) => {
  let client = clients.get(ctx);
  if (!client) clients.set(ctx, (client = stripeClient(settings)));
  return client;
};

/**
 * Stripe's customer portal for the account's customer: plan changes (upgrade at once, downgrade at period end),
 * card changes, cancellation at period end and resumption, with the rules the product sets (ADR 0047); its events
 * come back through the webhook. Without Stripe, 'Cambia Piano' leads to /pricing instead.
 */
export async function createPortalSession(ctx: AppContext, { caller }: { caller: OwnerCaller }): Promise<{ url: string }> {
  const settings = stripeSettings(ctx.config);
  if (!settings) throw notFound(PORTAL_UNAVAILABLE, 'STRIPE_NOT_CONFIGURED');
  const row = await readSubscriptionRow(ctx.db, caller.accountId);
  if (!row || row.provider !== 'stripe') throw conflict(NO_SUBSCRIPTION, 'NO_SUBSCRIPTION');
  const stripe = clientFor(ctx, settings);
  const configuration = await portalConfiguration(stripe, settings, ctx.log);
  const session = await stripe.billingPortal.sessions.create({
    ...(configuration ? { configuration } : {}),
    customer: row.customerId,
    locale: 'it',
    return_url: `${settings.appUrl}/billing`,
  });
  return { url: session.url };
}
