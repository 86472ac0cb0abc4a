import type Stripe from 'stripe';
import { WEBHOOK_BAD_SIGNATURE, WEBHOOK_NOT_CONFIGURED } from '@app/shared/api/billing';
import type { AppContext } from '../../app-context.js';
import { badRequest, notFound } from '../../http/errors.js';
import { processBillingEvent, type EventOutcome } from './process-billing-event.js';
import { stripeClient, stripeSettings } from './stripe-provider.js';

const clients = new WeakMap<AppContext, Stripe>();

/**
 * Stripe's webhook: the raw body's signature (and its timestamp, 5 minutes of tolerance) is verified before anything
 * is read from it; then the event joins the one event path. A forged or stale delivery answers 400 and changes
 * nothing; without Stripe configured the endpoint does not exist.
 */
export async function receiveStripeWebhook(
  ctx: AppContext,
  { rawBody, signature }: { rawBody: Buffer; signature: string | undefined },
): Promise<EventOutcome> {
  const settings = stripeSettings(ctx.config);
  if (!settings) throw notFound(WEBHOOK_NOT_CONFIGURED, 'STRIPE_NOT_CONFIGURED');
  let client = clients.get(ctx);
  if (!client) clients.set(ctx, (client = stripeClient(settings)));
  let event: Stripe.Event;
  try {
    event = client.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret);
  } catch {
    throw badRequest(WEBHOOK_BAD_SIGNATURE, 'BAD_SIGNATURE');
  }
  const object = event.data.object as { id?: string; customer?: string | { id: string } | null };
  if (!object.id) return 'ignored';
  const customer = typeof object.customer === 'string' ? object.customer : (object.customer?.id ?? null);
  return processBillingEvent(ctx, { id: event.id, type: event.type, data: { object: { id: object.id, customer } } });
}
