import Stripe from 'stripe';
import { PLAN_IDS, type PlanId } from '@app/shared/plans';
import type { Config } from '../../config/config.js';
import { bindCustomer } from './billing-accounts.js';
import type { BillingProvider, ProviderInvoice, ProviderSubscription } from './billing-provider.js';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  prices: Record<PlanId, string>;
  apiUrl?: string;
  appUrl: string;
}

export function stripeSettings(config: Config): StripeSettings | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  return {
    secretKey: config.STRIPE_SECRET_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
    prices: { base: config.STRIPE_PRICE_BASE!, pro: config.STRIPE_PRICE_PRO!, avanzato: config.STRIPE_PRICE_ADVANCED! },
    apiUrl: config.STRIPE_API_URL,
    appUrl: config.APP_URL,
  };
}

export function stripeClient(settings: StripeSettings): Stripe {
  const url = settings.apiUrl ? new URL(settings.apiUrl) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(url ? { host: url.hostname, port: url.port, protocol: url.protocol.replace(':', '') as 'http' | 'https' } : {}),
  });
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));
const date = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** Stripe Checkout in subscription mode (D5); everything else is read back from Stripe's API. */
export function stripeProvider(settings: StripeSettings, stripe: Stripe = stripeClient(settings)): BillingProvider {
  const planOfPrice = (priceId: string | null | undefined): PlanId | null =>
    PLAN_IDS.find((plan) => settings.prices[plan] === priceId) ?? null;

  return {
    kind: 'stripe',
    async createCheckout(db, { accountId, plan, email, customerId }) {
      // One customer per account: created once, bound before the browser leaves, reused afterwards.
      let customer = customerId;
      if (!customer) {
        const created = await stripe.customers.create({ email, metadata: { accountId } }, { idempotencyKey: `customer-${accountId}` });
        customer = created.id;
        await bindCustomer(db, 'stripe', accountId, customer);
      }
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer,
        client_reference_id: accountId,
        line_items: [{ price: settings.prices[plan], quantity: 1 }],
        subscription_data: { metadata: { accountId, plan } },
        metadata: { accountId, plan },
        locale: 'it',
        success_url: `${settings.appUrl}/billing?checkout=ok`,
        cancel_url: `${settings.appUrl}/pricing`,
      });
      return { url: session.url };
    },
    async retrieveCheckoutSession(_db, id) {
      const s = await stripe.checkout.sessions.retrieve(id);
      if (s.status !== 'complete') return null;
      return { id: s.id, accountId: s.client_reference_id, customerId: idOf(s.customer), subscriptionId: idOf(s.subscription) };
    },
    async retrieveSubscription(_db, id): Promise<ProviderSubscription> {
      const s = await stripe.subscriptions.retrieve(id, { expand: ['default_payment_method'] });
      const item = s.items.data[0];
      const method = typeof s.default_payment_method === 'object' ? s.default_payment_method : null;
      return {
        id: s.id,
        customerId: idOf(s.customer)!,
        accountId: s.metadata?.accountId ?? null,
        plan: planOfPrice(item?.price.id),
        status: s.status,
        currentPeriodEnd: date(item?.current_period_end),
        cancelAtPeriodEnd: s.cancel_at_period_end,
        pendingPlan: null,
        card: method?.card ? { brand: method.card.brand, last4: method.card.last4 } : null,
      };
    },
    async retrieveInvoice(_db, id): Promise<ProviderInvoice> {
      const inv = await stripe.invoices.retrieve(id);
      // An upgrade's invoice has proration lines first: the plan is the last line's that names one of our prices.
      const lines = inv.lines.data.filter((l) => planOfPrice(idOf(l.pricing?.price_details?.price)));
      const line = lines.at(-1) ?? inv.lines.data[0];
      const plan = planOfPrice(idOf(line?.pricing?.price_details?.price));
      return {
        id: inv.id!,
        customerId: idOf(inv.customer)!,
        subscriptionId: idOf(inv.parent?.subscription_details?.subscription),
        status: inv.status ?? 'draft',
        plan,
        // Our prices are net (D12): the amount before tax; the VAT is ours to compute.
        netCents: inv.subtotal,
        periodStart: date(line?.period.start) ?? new Date(inv.created * 1000),
        periodEnd: date(line?.period.end) ?? new Date(inv.created * 1000),
        createdAt: new Date(inv.created * 1000),
        paidAt: date(inv.status_transitions.paid_at),
      };
    },
  };
}
