import Stripe from 'stripe';
import { PLAN_IDS, type PlanId } from '@app/shared/plans';
import { ITALIAN_VAT_RATE } from '@app/shared/vat';
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

const VAT_RATE_TAG = 'iva-22';
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));
const date = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** Stripe Checkout in subscription mode (D5); everything else is read back from Stripe's API. */
export function stripeProvider(settings: StripeSettings, stripe: Stripe = stripeClient(settings)): BillingProvider {
  const planOfPrice = (priceId: string | null | undefined): PlanId | null =>
    PLAN_IDS.find((plan) => settings.prices[plan] === priceId) ?? null;

  // D12's VAT as a Stripe tax rate (ADR 0044), found by its metadata or made once, then remembered.
  let vatRateId: Promise<string> | null = null;
  const italianVatRate = () =>
    (vatRateId ??= (async () => {
      const rates = await stripe.taxRates.list({ active: true, limit: 100 });
      const found = rates.data.find((r) => r.metadata?.agenti === VAT_RATE_TAG && r.percentage === ITALIAN_VAT_RATE && !r.inclusive);
      if (found) return found.id;
      const created = await stripe.taxRates.create(
        {
          display_name: 'IVA',
          description: `IVA ${ITALIAN_VAT_RATE}%`,
          percentage: ITALIAN_VAT_RATE,
          inclusive: false,
          country: 'IT',
          jurisdiction: 'IT',
          tax_type: 'vat',
          metadata: { agenti: VAT_RATE_TAG },
        },
        { idempotencyKey: VAT_RATE_TAG },
      );
      return created.id;
    })().catch((error: unknown) => {
      vatRateId = null;
      throw error;
    }));
  const taxRatesFor = async (vatRate: number) => (vatRate > 0 ? [await italianVatRate()] : []);

  return {
    kind: 'stripe',
    async createCheckout(db, { accountId, plan, email, customerId, vatRate }) {
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
        // Stripe charges D12's VAT itself, on this and every later invoice (prorations included): ADR 0044.
        subscription_data: { metadata: { accountId, plan }, default_tax_rates: await taxRatesFor(vatRate) },
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
      const s = await stripe.subscriptions.retrieve(id, { expand: ['default_payment_method', 'schedule'] });
      const item = s.items.data[0];
      const method = typeof s.default_payment_method === 'object' ? s.default_payment_method : null;
      const plan = planOfPrice(item?.price.id);
      return {
        id: s.id,
        customerId: idOf(s.customer)!,
        accountId: s.metadata?.accountId ?? null,
        plan,
        status: s.status,
        currentPeriodStart: date(item?.current_period_start),
        currentPeriodEnd: date(item?.current_period_end),
        cancelAtPeriodEnd: s.cancel_at_period_end,
        pendingPlan: scheduledPlan(s.schedule, item?.current_period_end, plan, planOfPrice),
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
        // Our prices are net (D12); Stripe adds the VAT of the tax rate we passed (ADR 0044).
        netCents: inv.total_excluding_tax ?? inv.subtotal,
        taxCents: inv.total - (inv.total_excluding_tax ?? inv.subtotal),
        totalCents: inv.total,
        proration: inv.lines.data.some((l) => l.parent?.subscription_item_details?.proration === true),
        periodStart: date(line?.period.start) ?? new Date(inv.created * 1000),
        periodEnd: date(line?.period.end) ?? new Date(inv.created * 1000),
        createdAt: new Date(inv.created * 1000),
        paidAt: date(inv.status_transitions.paid_at),
      };
    },
    async updateSubscriptionVat(_db, subscriptionId, vatRate) {
      const rates = await taxRatesFor(vatRate);
      await stripe.subscriptions.update(subscriptionId, { default_tax_rates: rates.length ? rates : '' });
    },
  };
}

/**
 * A downgrade the customer portal scheduled for the period's end lives in a subscription schedule (ADR 0046): the
 * plan of the phase that starts when the current period ends, if it differs from today's.
 */
function scheduledPlan(
  schedule: string | Stripe.SubscriptionSchedule | null,
  periodEnd: number | undefined,
  current: PlanId | null,
  planOf: (price: string | null) => PlanId | null,
): PlanId | null {
  if (!schedule || typeof schedule === 'string' || !periodEnd || !['active', 'not_started'].includes(schedule.status)) return null;
  const next = schedule.phases.find((phase) => phase.start_date >= periodEnd);
  const plan = planOf(idOf(next?.items[0]?.price));
  return plan && plan !== current ? plan : null;
}
