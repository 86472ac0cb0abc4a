import type Stripe from 'stripe';
import { PLAN_IDS } from '@app/shared/plans';
import type { StripeSettings } from './stripe-provider.js';

/** Tags the configuration this product made, so every instance finds the same one instead of making another. */
const PORTAL_TAG = 'portale-v1';

/**
 * The customer portal's rules, set by the product rather than left to the operator's dashboard (ADR 0047): change
 * among our three prices, an upgrade at once with the prorated difference invoiced immediately, a downgrade
 * scheduled for the period's end, cancellation at the period's end, card changes and invoice history.
 */
async function findOrCreate(stripe: Stripe, settings: StripeSettings): Promise<string> {
  const existing = await stripe.billingPortal.configurations.list({ active: true, limit: 100 });
  const found = existing.data.find((c) => c.metadata?.agenti === PORTAL_TAG);
  if (found) return found.id;
  // The portal lists products with their prices: each configured price names its product.
  const byProduct = new Map<string, string[]>();
  for (const plan of PLAN_IDS) {
    const price = await stripe.prices.retrieve(settings.prices[plan]);
    const product = typeof price.product === 'string' ? price.product : price.product.id;
    byProduct.set(product, [...(byProduct.get(product) ?? []), price.id]);
  }
  const created = await stripe.billingPortal.configurations.create(
    {
      metadata: { agenti: PORTAL_TAG },
      default_return_url: `${settings.appUrl}/billing`,
      features: {
        payment_method_update: { enabled: true },
        invoice_history: { enabled: true },
        subscription_cancel: { enabled: true, mode: 'at_period_end' },
        subscription_update: {
          enabled: true,
          default_allowed_updates: ['price'],
          proration_behavior: 'always_invoice',
          products: [...byProduct].map(([product, prices]) => ({ product, prices })),
          schedule_at_period_end: { conditions: [{ type: 'decreasing_item_amount' }] },
        },
      },
    },
    { idempotencyKey: PORTAL_TAG },
  );
  return created.id;
}

const cache = new WeakMap<Stripe, Promise<string | null>>();

/**
 * The configuration's id, found or made once per client. If Stripe refuses (an account without the permission, a
 * price of another mode), the portal opens with the account's default configuration and the operator is told.
 */
export function portalConfiguration(stripe: Stripe, settings: StripeSettings, log: { warn: (o: object, m: string) => void }) {
  let id = cache.get(stripe);
  if (!id) {
    id = findOrCreate(stripe, settings).catch((err: unknown) => {
      log.warn({ err }, "billing: the customer portal's configuration could not be set; Stripe's default is used");
      cache.delete(stripe);
      return null;
    });
    cache.set(stripe, id);
  }
  return id;
}
