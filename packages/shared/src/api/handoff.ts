import { HANDOFF_STATUSES, type HandoffStatus } from '../states/handoff.js';
import { HANDOFF_FIELD_MESSAGES } from '../i18n/handoff.js';
import { HANDOFF_MESSAGES } from '../i18n/handoff.js';
import { z } from 'zod';
import { emailSchema, idSchema } from './common.js';
import { chatMessageSchema, visitorLanguageSchema } from './chat.js';
import { CHAT_MESSAGES } from '../i18n/chat.js';
import { VISITOR_LANGUAGES } from '../visitor-language.js';

/**
 * A person takes over (issue 30): the visitor's request to talk to a person, the team's inbox ('Richieste'), the
 * agent's hand-off settings and a member's e-mail preference. Who sees which request: DECISIONS D17.
 */

export { HANDOFF_STATUSES, type HandoffStatus } from '../states/handoff.js';

const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, HANDOFF_MESSAGES.timeInvalid);
export const dayHoursSchema = z
  .object({ open: timeSchema, close: timeSchema })
  .refine((d) => d.open < d.close, { message: HANDOFF_MESSAGES.timeOrder, path: ['close'] });
/** Monday first, seven entries; null = closed that day. */
export const openingHoursSchema = z.array(dayHoursSchema.nullable()).length(7, HANDOFF_FIELD_MESSAGES.indicaGliOrariDiTutti);
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const handoffSettingsSchema = z.object({
  askContactFirst: z.boolean({ error: HANDOFF_FIELD_MESSAGES.valoreNonValido }),
  /** Null: a person may answer at any time. */
  openingHours: openingHoursSchema.nullable(),
  holidays: z
    .array(z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, HANDOFF_MESSAGES.holidayInvalid))
    .max(100, HANDOFF_MESSAGES.tooManyHolidays),
});
export type HandoffSettings = z.infer<typeof handoffSettingsSchema>;

/** What the visitor leaves (with the consent to be contacted, linked to /privacy). */
export const visitorContactSchema = z.object({
  name: z.string(HANDOFF_MESSAGES.nameRequired).trim().min(1, HANDOFF_MESSAGES.nameRequired).max(100, HANDOFF_MESSAGES.nameTooLong),
  email: emailSchema,
  phone: z
    .string(HANDOFF_MESSAGES.phoneInvalid)
    .trim()
    .regex(/^$|^\+?[0-9 ().-]{6,20}$/, HANDOFF_MESSAGES.phoneInvalid)
    .optional()
    .transform((v) => (v ? v : undefined)),
  consent: z.literal(true, { error: HANDOFF_MESSAGES.consentRequired }),
});
export type VisitorContact = z.input<typeof visitorContactSchema>;

export const handoffRequestBodySchema = visitorContactSchema.extend({
  visitorId: z.uuid(HANDOFF_MESSAGES.visitorInvalid),
  conversationId: z.uuid(CHAT_MESSAGES.conversationInvalid).optional(),
  /** Where a request made before any message comes from (the widget's frame or the public link). */
  channel: z.enum(['public', 'widget'], { error: HANDOFF_FIELD_MESSAGES.canaleNonValido }).optional(),
  /** The language the visitor reads the chat in (issue 48): the notice and the e-mails follow it. */
  language: visitorLanguageSchema.optional(),
});
export type HandoffRequestBody = z.input<typeof handoffRequestBodySchema>;

/** The contact left before the chat: the conversation it opened. */
export const contactLeftSchema = z.object({ conversationId: z.string() });

export const handoffRequestedSchema = z.object({
  conversationId: z.string(),
  status: z.enum(HANDOFF_STATUSES),
  outsideHours: z.boolean(),
  notice: z.string(),
});
export type HandoffRequested = z.infer<typeof handoffRequestedSchema>;

/** What the visitor's chat knows about hand-off: settings, whether people are in, and their conversation's request. */
export const visitorHandoffSchema = z.object({
  askContactFirst: z.boolean(),
  open: z.boolean(),
  /** When people are next in (ISO), if they are not now. */
  nextOpening: z.string().nullable(),
  request: z.object({ status: z.enum(HANDOFF_STATUSES) }).nullable(),
});
export type VisitorHandoff = z.infer<typeof visitorHandoffSchema>;
export const visitorHandoffQuerySchema = z.object({
  visitorId: z.uuid(HANDOFF_MESSAGES.visitorInvalid),
  conversationId: z.uuid(CHAT_MESSAGES.conversationInvalid).optional(),
});

/** The e-mailed link's token, exchanged for the conversation and the visitor id it belongs to. */
export const resumeBodySchema = z.object({
  token: z.string(HANDOFF_MESSAGES.linkInvalid).min(1, HANDOFF_MESSAGES.linkInvalid).max(400, HANDOFF_MESSAGES.linkInvalid),
});
export const resumeResponseSchema = z.object({ conversationId: z.string(), visitorId: z.string() });

/** What the visitor's live stream carries (SSE `event: <type>`). */
export type VisitorStreamEvent =
  { type: 'message'; message: z.infer<typeof chatMessageSchema> } | { type: 'status'; status: HandoffStatus };

// ---- Team side ('Richieste', /inbox) ----

export const inboxQuerySchema = z.object({
  status: z.enum(HANDOFF_STATUSES, { error: HANDOFF_MESSAGES.statusInvalid }).optional(),
  agentId: idSchema.optional(),
  /** 'me', 'none' or a member's id. */
  assignee: idSchema.optional(),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

export const inboxItemSchema = z.object({
  id: z.string(),
  status: z.enum(HANDOFF_STATUSES),
  agent: z.object({ id: z.string(), name: z.string() }),
  visitor: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
  outsideHours: z.boolean(),
  createdAt: z.string(),
  /** Since the visitor last wrote without a reply (or since the request), null when answered. */
  waitingSince: z.string().nullable(),
  lastMessage: z.string(),
  /** The visitor's language (issue 48); null for a conversation that never chose one (Italian). */
  language: z.enum(VISITOR_LANGUAGES).nullable(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;
export const inboxListSchema = z.object({ requests: z.array(inboxItemSchema) });
export const inboxCountSchema = z.object({ new: z.number().int() });

export const handoffNoteSchema = z.object({
  id: z.string(),
  text: z.string(),
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type HandoffNote = z.infer<typeof handoffNoteSchema>;
export const inboxParamsSchema = z.object({ requestId: idSchema });
export const inboxDetailSchema = z.object({
  request: inboxItemSchema.extend({
    conversationId: z.string(),
    channel: z.string(),
    consentAt: z.string(),
    firstResponseAt: z.string().nullable(),
    resolvedAt: z.string().nullable(),
  }),
  messages: z.array(chatMessageSchema),
  /** The team's internal notes (issue 47): never part of `messages`, never shown to the visitor. */
  notes: z.array(handoffNoteSchema),
  /** Whom the caller may assign it to (owner/admin: the account's active members; others: themselves). */
  assignable: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type InboxDetail = z.infer<typeof inboxDetailSchema>;

export const replyBodySchema = z.object({
  text: z.string(HANDOFF_MESSAGES.replyEmpty).trim().min(1, HANDOFF_MESSAGES.replyEmpty).max(8000, HANDOFF_MESSAGES.replyTooLong),
});
export const noteBodySchema = z.object({
  text: z.string(HANDOFF_MESSAGES.noteEmpty).trim().min(1, HANDOFF_MESSAGES.noteEmpty).max(4000, HANDOFF_MESSAGES.noteTooLong),
});
export const assignBodySchema = z.object({ assigneeId: idSchema.nullable() });

export const handoffPreferencesSchema = z.object({ notifyByEmail: z.boolean({ error: HANDOFF_FIELD_MESSAGES.valoreNonValido }) });
export type HandoffPreferences = z.infer<typeof handoffPreferencesSchema>;

/** Analytics (issue 30): hand-off figures of the period. */
export const handoffAnalyticsSchema = z.object({
  requestsPerDay: z.array(z.object({ day: z.string(), requests: z.number().int() })),
  requests: z.number().int(),
  /** Share of the period's visitor conversations with a hand-off request (0..1). */
  handedOffShare: z.number(),
  firstResponseMs: z.object({ p50: z.number().nullable(), p95: z.number().nullable() }),
  resolutionMs: z.object({ p50: z.number().nullable(), p95: z.number().nullable() }),
  /** Visitor conversations and hand-off requests of the period by the visitor's language (issue 48). */
  byLanguage: z.array(z.object({ language: z.enum(VISITOR_LANGUAGES), conversations: z.number().int(), requests: z.number().int() })),
});
export type HandoffAnalytics = z.infer<typeof handoffAnalyticsSchema>;
