import { DELIVERY_STATUSES, LEAD_SOURCES, LEAD_WEBHOOK_EVENTS } from '../states/leads.js';
import { LEAD_MESSAGES } from '../i18n/leads.js';
import { LEAD_SEARCH_MAX, LEAD_WEBHOOK_URL_MAX } from '../limits.js';
import { z } from 'zod';

/** 'Contatti' (issue 30): the contacts visitors left, and the account's webhook for new ones (ADR 0156, 0157). */
export const LEADS_PAGE_SIZE = 50;

/** How many times a webhook delivery is tried before it is marked failed (ADR 0157). */
export const LEAD_WEBHOOK_MAX_ATTEMPTS = 5;

const isoDay = z
  .string(LEAD_MESSAGES.invalidDate)
  .regex(/^\d{4}-\d{2}-\d{2}$/, LEAD_MESSAGES.invalidDate)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, LEAD_MESSAGES.invalidDate);

export { LEAD_SOURCES, type LeadSource } from '../states/leads.js';

/**
 * The filters of the list and of the export (one rule: the export holds exactly the listed leads). Days are
 * Europe/Rome calendar days, both included; `q` searches name, e-mail and phone.
 */
export const leadFiltersSchema = z
  .object({
    agentId: z.string(LEAD_MESSAGES.invalidAgent).min(1, LEAD_MESSAGES.invalidAgent).max(64, LEAD_MESSAGES.invalidAgent).optional(),
    from: isoDay.optional(),
    to: isoDay.optional(),
    q: z.string(LEAD_MESSAGES.searchTooLong).trim().max(LEAD_SEARCH_MAX, LEAD_MESSAGES.searchTooLong).optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: LEAD_MESSAGES.rangeOrder, path: ['from'] });
export type LeadFilters = z.output<typeof leadFiltersSchema>;

/** GET /api/leads: `cursor` is the `nextCursor` of the previous page. */
export const leadListQuerySchema = leadFiltersSchema.and(
  z.object({
    cursor: z
      .string(LEAD_MESSAGES.cursorInvalid)
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z_[A-Za-z0-9-]{1,64}$/, LEAD_MESSAGES.cursorInvalid)
      // A real instant (2026-99-99 is refused here, not by the database).
      .refine((value) => {
        const at = value.slice(0, 24);
        return !Number.isNaN(Date.parse(at)) && new Date(at).toISOString() === at;
      }, LEAD_MESSAGES.cursorInvalid)
      .optional(),
  }),
);
export type LeadListQuery = z.input<typeof leadListQuerySchema>;

export const leadSchema = z.object({
  id: z.string(),
  agentId: z.string(),
  agentName: z.string(),
  /** Null when the conversation was deleted (retention, erasure) or there was none. */
  conversationId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  consent: z.boolean(),
  consentAt: z.string().nullable(),
  source: z.enum(LEAD_SOURCES),
  createdAt: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadListSchema = z.object({
  leads: z.array(leadSchema),
  nextCursor: z.string().nullable(),
  /** The agents whose leads the caller sees, for the filter. */
  agents: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type LeadList = z.infer<typeof leadListSchema>;

// ── Webhook ───────────────────────────────────────────────────────────────────────────────────────────────────────

/** An http(s) URL; the server also refuses credentials in it and private or local addresses (ADR 0157). */
const webhookUrl = z
  .string(LEAD_MESSAGES.webhookUrlInvalid)
  .trim()
  .max(LEAD_WEBHOOK_URL_MAX, LEAD_MESSAGES.webhookUrlTooLong)
  .pipe(z.url({ protocol: /^https?$/, error: LEAD_MESSAGES.webhookUrlInvalid }));

export const createLeadWebhookSchema = z.object({ url: webhookUrl }, LEAD_MESSAGES.webhookUrlInvalid);
export type CreateLeadWebhookInput = z.infer<typeof createLeadWebhookSchema>;
export const updateLeadWebhookSchema = z.object(
  { url: webhookUrl.optional(), enabled: z.boolean(LEAD_MESSAGES.webhookEnabledInvalid).optional() },
  LEAD_MESSAGES.webhookUrlInvalid,
);
export type UpdateLeadWebhookInput = z.infer<typeof updateLeadWebhookSchema>;

/** The webhook as the API shows it: never the secret, only its first characters. */
export const leadWebhookSchema = z.object({
  url: z.string(),
  enabled: z.boolean(),
  secretPrefix: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LeadWebhook = z.infer<typeof leadWebhookSchema>;
export const leadWebhookStateSchema = z.object({ webhook: leadWebhookSchema.nullable() });
/** Creation and rotation: the only answers that carry the secret. */
export const leadWebhookWithSecretSchema = z.object({ webhook: leadWebhookSchema, secret: z.string(), message: z.string() });
export type LeadWebhookWithSecret = z.infer<typeof leadWebhookWithSecretSchema>;

export { LEAD_WEBHOOK_EVENTS, DELIVERY_STATUSES } from '../states/leads.js';

/** One try of a delivery, for the log. */
export const leadWebhookAttemptSchema = z.object({
  id: z.string(),
  deliveryId: z.string(),
  event: z.enum(LEAD_WEBHOOK_EVENTS),
  /** The delivery's state now (a failed try may have been followed by a successful one). */
  deliveryStatus: z.enum(DELIVERY_STATUSES),
  attempt: z.number().int(),
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
  createdAt: z.string(),
});
export type LeadWebhookAttempt = z.infer<typeof leadWebhookAttemptSchema>;
export const leadWebhookLogSchema = z.object({ attempts: z.array(leadWebhookAttemptSchema) });
export type LeadWebhookLog = z.infer<typeof leadWebhookLogSchema>;
/** 'Invia un test': tried once in the request; the answer says how it went. */
export const leadWebhookTestSchema = z.object({
  deliveryId: z.string(),
  delivered: z.boolean(),
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  message: z.string(),
});
export type LeadWebhookTestResult = z.infer<typeof leadWebhookTestSchema>;
