import { CONVERSATIONS_FIELD_MESSAGES } from '../i18n/conversations.js';
import { CONVERSATION_MESSAGES } from '../i18n/conversations.js';
import { CONVERSATION_SEARCH_MAX } from '../limits.js';
import { z } from 'zod';
import { actionCallSchema } from './actions.js';
import { ANSWER_OUTCOMES } from '../answer-outcome.js';
import { analyticsQuerySchema, CHANNELS, MESSAGING_CHANNELS, type MessagingChannel } from './analytics.js';
import { maskChannelVisitor } from './channels.js';
import { chatSourceSchema } from './chat.js';

/** Conversations listed per page of the review ('Conversazioni'). */
export const CONVERSATIONS_PAGE_SIZE = 25;

export const RATING_FILTERS = ['positive', 'negative', 'unrated'] as const;

/**
 * The review's filters, shared by the list and the export (one rule, so an export holds exactly the listed
 * conversations). `gap`: only the conversations with at least one answer given without any document. `q`: Italian
 * full-text search in the messages (stems, accents ignored).
 */
export const conversationFiltersSchema = z.object({
  channel: z.enum(CHANNELS, CONVERSATIONS_FIELD_MESSAGES.canaleNonValido).optional(),
  rating: z.enum(RATING_FILTERS, CONVERSATION_MESSAGES.ratingInvalid).optional(),
  gap: z
    .enum(['true', 'false'], CONVERSATION_MESSAGES.gapInvalid)
    .transform((value) => value === 'true')
    .optional(),
  q: z.string().trim().max(CONVERSATION_SEARCH_MAX, CONVERSATION_MESSAGES.searchTooLong).optional(),
});
export type ConversationFiltersInput = z.output<typeof conversationFiltersSchema>;

/**
 * GET /api/analytics/conversations: the analytics range and agent, plus the review's filters. `cursor`: the
 * `nextCursor` of the previous page.
 */
export const conversationListQuerySchema = analyticsQuerySchema.and(conversationFiltersSchema).and(
  z.object({
    cursor: z
      .string(CONVERSATION_MESSAGES.cursorInvalid)
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z_[A-Za-z0-9-]{1,64}$/, CONVERSATION_MESSAGES.cursorInvalid)
      .optional(),
  }),
);
export const EXPORT_FORMATS = ['csv', 'json'] as const;

/**
 * GET /api/analytics/export: every message of the conversations the review list shows for the same range, agent
 * and filters, streamed (same permissions as the page).
 */
export const analyticsExportQuerySchema = analyticsQuerySchema
  .and(conversationFiltersSchema)
  .and(z.object({ format: z.enum(EXPORT_FORMATS, CONVERSATIONS_FIELD_MESSAGES.formatoNonValidoScegliCsv).default('csv') }));
export type AnalyticsExportQuery = z.infer<typeof analyticsExportQuerySchema>;

export type ConversationListQuery = z.input<typeof conversationListQuerySchema>;
export type ConversationListInput = z.output<typeof conversationListQuerySchema>;

export const conversationSummaryRowSchema = z.object({
  id: z.string(),
  agentId: z.string(),
  agentName: z.string(),
  channel: z.enum(CHANNELS),
  /** WhatsApp and Telegram (issue 31): who wrote, masked ('+39 ••• ••• 4567'); null elsewhere. */
  visitor: z.string().nullable(),
  startedAt: z.string(),
  lastMessageAt: z.string(),
  messages: z.number().int(),
  /** The first question, shortened. */
  question: z.string(),
  thumbsUp: z.number().int(),
  thumbsDown: z.number().int(),
  /** Some answer of it was given without any document. */
  gap: z.boolean(),
});
export type ConversationSummaryRow = z.infer<typeof conversationSummaryRowSchema>;

export const conversationListSchema = z.object({
  conversations: z.array(conversationSummaryRowSchema),
  nextCursor: z.string().nullable(),
});
export type ConversationList = z.infer<typeof conversationListSchema>;

export const conversationParamsSchema = z.object({
  conversationId: z.string(CONVERSATION_MESSAGES.notFound).min(1, CONVERSATION_MESSAGES.notFound).max(64, CONVERSATION_MESSAGES.notFound),
});

export const conversationDetailSchema = z.object({
  id: z.string(),
  agentId: z.string(),
  agentName: z.string(),
  channel: z.enum(CHANNELS),
  visitor: z.string().nullable(),
  startedAt: z.string(),
  messages: z.array(
    z.object({
      id: z.string(),
      /** 'team': typed by a member in 'Richieste' (issue 30), not the agent's. */
      sender: z.enum(['user', 'agent', 'team']),
      /** A 'team' message's member (full name, else the address before @); null once that member was removed. */
      authorName: z.string().nullable().optional(),
      text: z.string(),
      attachmentName: z.string().nullable(),
      sources: z.array(chatSourceSchema),
      rating: z.union([z.literal(1), z.literal(-1)]).nullable(),
      /** An answer given without any document (a knowledge gap). */
      gap: z.boolean(),
      /** How an agent's answer ended (issue 45); null for other messages and answers from before. */
      outcome: z.enum(ANSWER_OUTCOMES).nullable(),
      createdAt: z.string(),
    }),
  ),
  /** The actions and booking steps called in it (issue 46): when, which, how it ended; never values or answers. */
  toolCalls: z.array(actionCallSchema),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

/** Days a conversation is kept after its last message; null: kept until deleted by hand (the default). */
export const RETENTION_CHOICES = [30, 90, 180, 365, 730] as const;
export const retentionSchema = z.object({
  days: z.union(
    [z.literal(30), z.literal(90), z.literal(180), z.literal(365), z.literal(730), z.null()],
    CONVERSATION_MESSAGES.retentionInvalid,
  ),
});
export type Retention = z.infer<typeof retentionSchema>;

/** The masked id of a messaging app's visitor, null for the other channels (their ids are random and mean nothing). */
export function visitorLabel(channel: string, visitorId: string | null): string | null {
  if (!visitorId || !(MESSAGING_CHANNELS as readonly string[]).includes(channel)) return null;
  return maskChannelVisitor(channel as MessagingChannel, visitorId);
}
