import type { AppContext } from '../../app-context.js';

/** The queue of webhook deliveries: one job per try, data `{ deliveryId }` (ADR 0157). */
export const LEAD_WEBHOOK_QUEUE = 'lead-webhook';

/** Queues a try of the delivery, now or after `delaySeconds` (the backoff). */
export async function sendLeadDelivery(ctx: AppContext, deliveryId: string, delaySeconds = 0): Promise<void> {
  await ctx.jobs.send(LEAD_WEBHOOK_QUEUE, { deliveryId }, delaySeconds > 0 ? { startAfterSeconds: delaySeconds } : undefined);
}
