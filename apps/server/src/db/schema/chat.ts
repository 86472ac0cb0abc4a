import type { ChatSource } from '@app/shared/api/chat';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { agents } from './agents.js';
import { users } from './auth.js';
import { oneOf } from './one-of.js';
import { CHANNELS } from '@app/shared/states/channels';
import { ANSWER_OUTCOMES } from '@app/shared/states/answer-outcome';

export const conversations = pgTable(
  'conversations',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** test | public | widget | api (ADR 0048) */
    channel: text('channel', { enum: CHANNELS }).notNull(),
    visitorId: text('visitor_id'),
    /** The visitor's language (issue 48): it | en | de | fr | es; null for members' and API conversations (Italian). */
    language: text('language'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('conversations', t.channel, CHANNELS),
    index('conversations_agent_idx').on(t.agentId, t.channel),
    // The review list and the analytics read an account's conversations by start (newest first, keyset pages);
    // the retention job finds them by last activity.
    index('conversations_account_time_idx').on(t.accountId, t.createdAt, t.id),
    index('conversations_account_updated_idx').on(t.accountId, t.updatedAt),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: text('id').primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    /** user | agent | team (a member's reply in a hand-off, issue 30: never counted as an agent message) */
    sender: text('sender').notNull(),
    /** The member who wrote a 'team' message. */
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    /** A PDF/TXT attached to a user message: its name, and its text, which is used for that answer (and a retry). */
    attachmentName: text('attachment_name'),
    attachmentText: text('attachment_text'),
    sources: jsonb('sources').$type<ChatSource[]>(),
    /** 1 thumbs up, -1 thumbs down. */
    rating: smallint('rating'),
    latencyMs: integer('latency_ms'),
    /**
     * What an answer was based on, whatever the visitor is shown: the documents quoted or given to the model, and
     * whether a team memory was. Null for memory commands and rows from before. Analytics: knowledge gaps, citations.
     */
    answerBasis: jsonb('answer_basis').$type<AnswerBasis>(),
    /** How an agent's answer ended (issue 45, @app/shared/answer-outcome): 'not_answered' is a knowledge gap. */
    outcome: text('outcome', { enum: ANSWER_OUTCOMES }),
    /** Milliseconds from the question to the answer's first words (analytics: response time). */
    firstTokenMs: integer('first_token_ms'),
    /** The instance streaming this reply while it is unfinished (latency_ms null), see server_instances. */
    reservedBy: text('reserved_by'),
    promptTokens: integer('prompt_tokens'),
    completionTokens: integer('completion_tokens'),
    /**
     * The id the sending client gave a user's message (ADR 0162): the same question sent again after a cut-off stream
     * (an instance died) finds its message instead of storing a second one.
     */
    clientMessageId: text('client_message_id'),
    /**
     * A question's grouping key for the analytics (ADR 0030/0031): its sorted Italian stems, stopwords dropped,
     * accents removed; stored when the row is written, so no request computes it again. Null for answers.
     */
    questionKey: text('question_key').generatedAlwaysAs(sql`case when "sender" = 'user' then f_question_key("text") end`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('messages', t.outcome, ANSWER_OUTCOMES),
    index('messages_conversation_idx').on(t.conversationId),
    index('messages_account_time_idx').on(t.accountId, t.createdAt),
    // One agent's messages of a time range: the analytics' live days and the per-agent pages (ADR 0031).
    index('messages_agent_time_idx').on(t.agentId, t.createdAt),
    // Ratings are always read live (a reply may be rated days later, after its day is rolled up): few rows.
    index('messages_rated_idx')
      .on(t.accountId, t.agentId, t.createdAt)
      .where(sql`${t.rating} is not null`),
    // The review's Italian text search: the very expression of conversations/conversation-sql.ts `italianText`.
    index('messages_text_search_idx').using('gin', sql`to_tsvector('italian'::regconfig, f_unaccent(${t.text}))`),
    uniqueIndex('messages_client_message_idx')
      .on(t.agentId, t.clientMessageId)
      .where(sql`${t.clientMessageId} is not null`),
    // Unfinished replies are few: the sweep for orphaned ones reads only them.
    index('messages_unfinished_idx')
      .on(t.createdAt)
      .where(sql`${t.latencyMs} is null and ${t.sender} = 'agent'`),
  ],
);

/**
 * What an answer drew on (analytics) and, for an answer quoted from the documents without a model, why (issue 44):
 * 'offline' no model is configured, 'fallback' the configured one failed. Visitors read one label for both; the
 * members reviewing the conversation read the reason.
 */
export interface AnswerBasis {
  documents: string[];
  memory: boolean;
  automatic?: 'offline' | 'fallback';
}
