import { ANALYTICS_MESSAGES } from '../i18n/analytics.js';
import { ANALYTICS_MAX_DAYS } from '../limits.js';
import { z } from 'zod';
import type { AnswerOutcome } from '../answer-outcome.js';
import { handoffAnalyticsSchema } from './handoff.js';

export { ANALYTICS_PRESETS } from '../limits.js';

const isoDay = z
  .string(ANALYTICS_MESSAGES.invalidDate)
  .regex(/^\d{4}-\d{2}-\d{2}$/, ANALYTICS_MESSAGES.invalidDate)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, ANALYTICS_MESSAGES.invalidDate);

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** GET /api/analytics: days are Europe/Rome calendar days, both ends included; without them, the last 30 days. */
export const analyticsQuerySchema = z
  .object({
    from: isoDay.optional(),
    to: isoDay.optional(),
    agentId: z
      .string(ANALYTICS_MESSAGES.invalidAgent)
      .min(1, ANALYTICS_MESSAGES.invalidAgent)
      .max(64, ANALYTICS_MESSAGES.invalidAgent)
      .optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: ANALYTICS_MESSAGES.rangeOrder, path: ['from'] })
  .refine((q) => !q.from || !q.to || dayNumber(q.to) - dayNumber(q.from) < ANALYTICS_MAX_DAYS, {
    message: ANALYTICS_MESSAGES.rangeTooLong,
    path: ['to'],
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

// The channel lists live without zod: the analytics and conversation pages read them on their first load (issue 34).
export {
  CHANNELS,
  MESSAGING_CHANNELS,
  META_CHANNELS,
  VISITOR_CHANNELS,
  type Channel,
  type MessagingChannel,
  type MetaChannel,
} from '../channels.js';
const byChannel = z.object({
  test: z.number().int(),
  public: z.number().int(),
  widget: z.number().int(),
  api: z.number().int(),
  whatsapp: z.number().int(),
  telegram: z.number().int(),
  messenger: z.number().int(),
  instagram: z.number().int(),
  email: z.number().int(),
});

const groupedQuestion = z.object({
  /** The most recent wording of the group. */
  question: z.string(),
  count: z.number().int(),
  agentId: z.string(),
  agentName: z.string(),
});

/**
 * 'Prenotazioni' in figures (issue 46): bookings made in the range (by the day they were made, Europe/Rome, cancelled
 * ones included), by the channel they came from ('team': entered by a person), and the visitors' conversations started
 * in the range that ended in a booking.
 */
export const bookingAnalyticsSchema = z.object({
  total: z.number().int(),
  cancelled: z.number().int(),
  perDay: z.array(z.object({ day: z.string(), bookings: z.number().int() })),
  byChannel: z.array(z.object({ channel: z.string(), bookings: z.number().int() })),
  /** Conversations of visitors (every channel but the test chat) started in the range, and those with a booking. */
  conversations: z.number().int(),
  converted: z.number().int(),
  /** converted / conversations, 0–1; 0 without conversations. */
  conversionShare: z.number(),
});
export type BookingAnalytics = z.infer<typeof bookingAnalyticsSchema>;

export const analyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The agents analysed. */
  agents: z.array(z.object({ id: z.string(), name: z.string() })),
  totals: z.object({
    conversations: z.number().int(),
    /** Agent replies. */
    replies: z.number().int(),
    /**
     * Distinct visitors (public chat and widget: their browser's random id, no address is stored; WhatsApp and Telegram:
     * their id there), and those who came back another day.
     */
    visitors: z.number().int(),
    returningVisitors: z.number().int(),
    thumbsUp: z.number().int(),
    thumbsDown: z.number().int(),
    /** Share of rated replies rated up, 0–1; null without ratings. */
    satisfaction: z.number().nullable(),
  }),
  /** One row per day of the range, oldest first. */
  daily: z.array(z.object({ day: z.string(), conversations: byChannel, replies: byChannel })),
  responseTime: z.object({
    firstTokenP50: z.number().nullable(),
    firstTokenP95: z.number().nullable(),
    fullP50: z.number().nullable(),
    fullP95: z.number().nullable(),
  }),
  /**
   * How the range's replies ended (issue 45): answered from the knowledge, from a Q&A pair, from the 'Scheda attività',
   * small talk, a request for a person, not answered, an action's result. Replies stored before issue 45 have no outcome.
   */
  outcomes: z.object({
    knowledge: z.number().int(),
    qa_pair: z.number().int(),
    business_card: z.number().int(),
    small_talk: z.number().int(),
    person_request: z.number().int(),
    not_answered: z.number().int(),
    action: z.number().int(),
  } satisfies Record<AnswerOutcome, z.ZodNumber>),
  /** Null when no reply of the range came from a model (the offline responder uses none). */
  tokens: z.object({ prompt: z.number().int(), completion: z.number().int() }).nullable(),
  /** Questions by day of the week (0 = Monday) and hour, Europe/Rome: 7 rows of 24. */
  heatmap: z.array(z.array(z.number().int())),
  topQuestions: z.array(groupedQuestion),
  /** Questions answered without any document: what the documents miss. */
  knowledgeGaps: z.array(groupedQuestion),
  lowestRated: z.array(
    z.object({ messageId: z.string(), question: z.string(), answer: z.string(), agentName: z.string(), at: z.string() }),
  ),
  mostCitedDocuments: z.array(z.object({ documentId: z.string(), file: z.string(), agentName: z.string(), citations: z.number().int() })),
  neverCitedDocuments: z.array(z.object({ documentId: z.string(), file: z.string(), agentName: z.string() })),
  /** 'Parla con una persona' (issue 30): requests per day, share handed off, first response and resolution times. */
  handoff: handoffAnalyticsSchema,
  bookings: bookingAnalyticsSchema,
});
export type Analytics = z.infer<typeof analyticsSchema>;

/** The CSV's columns, in Italian (Excel in Italy: semicolons, UTF-8 with BOM). */
export const EXPORT_COLUMNS = ['Conversazione', 'Agente', 'Canale', 'Data', 'Mittente', 'Testo', 'Valutazione', 'Fonti'] as const;
