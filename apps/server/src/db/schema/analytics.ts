import { date, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { agents } from './agents.js';

/**
 * Daily rollups of the analytics (ADR 0031): one row per account, agent and Europe/Rome day (and what the table
 * counts), built for complete days by the daily job; the page reads them for those days and the messages for the
 * rest. Ratings, visitors and the lowest-rated answers are always read from the messages (a rating may come later).
 */
const owner = {
  accountId: text('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  agentId: text('agent_id')
    .notNull()
    .references(() => agents.id, { onDelete: 'cascade' }),
  day: date('day', { mode: 'string' }).notNull(),
};

/** Conversations started and agent replies finished, per channel. */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    ...owner,
    channel: text('channel').notNull(),
    conversations: integer('conversations').notNull(),
    replies: integer('replies').notNull(),
    promptTokens: integer('prompt_tokens').notNull(),
    completionTokens: integer('completion_tokens').notNull(),
    /** Replies that reported tokens (a model's; the offline responder reports none). */
    withTokens: integer('with_tokens').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.agentId, t.day, t.channel] })],
);

/** Questions per hour of the day (Rome), for the busiest-hours heatmap. */
export const analyticsDailyHours = pgTable(
  'analytics_daily_hours',
  { ...owner, hour: smallint('hour').notNull(), questions: integer('questions').notNull() },
  (t) => [primaryKey({ columns: [t.accountId, t.agentId, t.day, t.hour] })],
);

/** Similar questions (same Italian stems) of the day: their latest wording, how many, how many no document answered. */
export const analyticsDailyQuestions = pgTable(
  'analytics_daily_questions',
  {
    ...owner,
    key: text('key').notNull(),
    question: text('question').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    asked: integer('asked').notNull(),
    gaps: integer('gaps').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.agentId, t.day, t.key] }),
    // The latest wording of one group, for the few groups a page shows.
    index('analytics_daily_questions_wording_idx').on(t.accountId, t.agentId, t.key, t.lastAt),
  ],
);

/** Replies based on each document. */
export const analyticsDailyCitations = pgTable(
  'analytics_daily_citations',
  { ...owner, documentId: text('document_id').notNull(), citations: integer('citations').notNull() },
  (t) => [primaryKey({ columns: [t.accountId, t.agentId, t.day, t.documentId] })],
);

/** How many replies took each number of milliseconds (kind: first token or full answer): exact percentiles. */
export const analyticsDailyLatency = pgTable(
  'analytics_daily_latency',
  { ...owner, kind: text('kind').notNull(), ms: integer('ms').notNull(), replies: integer('replies').notNull() },
  (t) => [primaryKey({ columns: [t.accountId, t.agentId, t.kind, t.day, t.ms] })],
);

/**
 * The public-chat visitors of the day (their browser's random id, never an address), one row per visitor (ADR 0035):
 * distinct visitors are not additive across days or agents, so the page counts the distinct ids of these rows instead
 * of scanning the conversations; a visitor returns when they have rows on two days.
 */
export const analyticsDailyVisitors = pgTable('analytics_daily_visitors', { ...owner, visitorId: text('visitor_id').notNull() }, (t) => [
  primaryKey({ columns: [t.accountId, t.agentId, t.day, t.visitorId] }),
  // Whether a visitor of the range came on an earlier day.
  index('analytics_daily_visitors_visitor_idx').on(t.accountId, t.visitorId, t.day),
]);

/**
 * Thumbs up and down given to the day's replies (ADR 0037): written by the daily rollup, then kept up to date when a
 * reply of a rolled-up day is rated later (`rateMessage`), so the page never counts ratings message by message.
 */
export const analyticsDailyRatings = pgTable(
  'analytics_daily_ratings',
  { ...owner, up: integer('up').notNull(), down: integer('down').notNull() },
  (t) => [primaryKey({ columns: [t.accountId, t.agentId, t.day] })],
);

/**
 * How the day's finished replies ended (issue 45, @app/shared/answer-outcome): answered from the knowledge, from a Q&A
 * pair, not answered… Replies stored before issue 45 have no outcome and are not counted here.
 */
export const analyticsDailyOutcomes = pgTable(
  'analytics_daily_outcomes',
  { ...owner, outcome: text('outcome').notNull(), replies: integer('replies').notNull() },
  (t) => [primaryKey({ columns: [t.accountId, t.agentId, t.day, t.outcome] })],
);

/**
 * The coarser levels (ADR 0038): each row is the sum of its days' rows, for an ISO week (span 'week', `start` its
 * Monday) or a calendar month (span 'month', `start` its first day), so a long range reads one row per agent and
 * period. Rebuilt from the daily rows by the rollup and the retention job, never written otherwise.
 */
const period = {
  span: text('span').notNull(),
  start: date('start', { mode: 'string' }).notNull(),
};

/** Question groups per week and month: how many asked, how many no document answered, the latest (for ties). */
export const analyticsPeriodQuestions = pgTable(
  'analytics_period_questions',
  {
    accountId: owner.accountId,
    agentId: owner.agentId,
    ...period,
    key: text('key').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    asked: integer('asked').notNull(),
    gaps: integer('gaps').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.agentId, t.span, t.start, t.key] })],
);

/**
 * Replies per millisecond value over every agent of the account (ADR 0039), per day, week and month: the general
 * view of an owner or admin reads these instead of one row per agent. Rebuilt whole when an agent is deleted.
 */
export const analyticsAccountLatency = pgTable(
  'analytics_account_latency',
  {
    accountId: owner.accountId,
    kind: text('kind').notNull(),
    ...period,
    ms: integer('ms').notNull(),
    replies: integer('replies').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.kind, t.span, t.start, t.ms] })],
);
