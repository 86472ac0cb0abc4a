import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { leadWebhookDeliveries } from '../../db/schema/leads.js';
import { unsafeAttemptLeadDelivery } from './deliver-lead-webhook.js';
import { LEAD_WEBHOOK_QUEUE, sendLeadDelivery } from './lead-webhook-queue.js';

/**
 * The webhook deliveries' worker (ADR 0157). A job whose try is not due yet (sent again at start) waits the rest of
 * its backoff; at start every pending delivery without a waiting job gets one, so a delivery written just before a
 * crash, or whose retry job was lost, is still sent.
 */
export async function registerLeadWebhookJobs(ctx: AppContext): Promise<void> {
  await ctx.jobs.work<{ deliveryId: string }>(
    LEAD_WEBHOOK_QUEUE,
    async ({ deliveryId }) => {
      const [delivery] = await ctx.db
        .select({ status: leadWebhookDeliveries.status, nextAttemptAt: leadWebhookDeliveries.nextAttemptAt })
        .from(leadWebhookDeliveries)
        .where(eq(leadWebhookDeliveries.id, deliveryId));
      if (!delivery || delivery.status !== 'pending') return;
      const wait = delivery.nextAttemptAt ? Math.ceil((delivery.nextAttemptAt.getTime() - Date.now()) / 1000) : 0;
      if (wait > 1) return sendLeadDelivery(ctx, deliveryId, wait);
      await unsafeAttemptLeadDelivery(ctx, deliveryId);
    },
    { concurrency: 2, expireInSeconds: 120 },
  );
  const pending = await ctx.db
    .select({ deliveryId: leadWebhookDeliveries.id })
    .from(leadWebhookDeliveries)
    .where(eq(leadWebhookDeliveries.status, 'pending'));
  await ctx.jobs.sendMissing(LEAD_WEBHOOK_QUEUE, pending, 'deliveryId');
}
