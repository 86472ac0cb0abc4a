import type Stripe from 'stripe';
import { WEBHOOK_BAD_SIGNATURE, WEBHOOK_NOT_CONFIGURED } from '@app/shared/i18n/billing';
import type { AppContext } from '../../app-context.js';
import { badRequest, notFound } from '../../base/errors.js';
import { processBillingEvent, type EventOutcome } from './process-billing-event.js';
import { stripeClient, stripeSettings } from './stripe-provider.js';

const clients = new WeakMap<AppContext, Stripe>();
type IdOrObject = string | { id: string } | null | undefined;
const idOf = (value: IdOrObject) => (typeof value === 'string' ? value : (value?.id ?? null));

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
  const object = event.data.object as { id?: string; customer?: IdOrObject; subscription?: IdOrObject };
  if (!object.id) return 'ignored';
  // Only ids are taken from the payload (a schedule's subscription among them); everything else is read back from Stripe.
  return processBillingEvent(ctx, {
    id: event.id,
    type: event.type,
    data: { object: { id: object.id, customer: idOf(object.customer), subscription: idOf(object.subscription) } },
  });
}
