/** Where a lead came from. */
export const LEAD_SOURCES = ['handoff', 'prechat', 'widget'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** What the leads webhook sends. */
export const LEAD_WEBHOOK_EVENTS = ['lead.created', 'webhook.test'] as const;
export type LeadWebhookEvent = (typeof LEAD_WEBHOOK_EVENTS)[number];

/** A webhook delivery's state. */
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
