import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OpeningHours } from '@app/shared/api/handoff';
import { accounts } from './accounts.js';
import { agents } from './agents.js';
import { users } from './auth.js';
import { conversations } from './chat.js';
import { oneOf } from './one-of.js';
import { HANDOFF_STATUSES } from '@app/shared/states/handoff';

/**
 * A visitor's request to talk to a person (issue 30): one per conversation. 'new' until a member takes it or replies,
 * 'open' (in carico) while a person handles it, 'resolved' when done; the agent stays silent in the conversation
 * from the request until it is resolved (ADR 0149).
 */
export const handoffRequests = pgTable(
  'handoff_requests',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** new | open | resolved */
    status: text('status', { enum: HANDOFF_STATUSES }).notNull().default('new'),
    assigneeId: text('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** What the visitor left: plain text, shown as text everywhere. */
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    /** Made outside the agent's opening hours: the visitor was told when to expect an answer. */
    outsideHours: boolean('outside_hours').notNull().default(false),
    /** The visitor's chat is open until then (its stream renews it): a reply is live only, else e-mailed. */
    visitorOnlineUntil: timestamp('visitor_online_until', { withTimezone: true }),
    lastVisitorMessageAt: timestamp('last_visitor_message_at', { withTimezone: true }),
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('handoff_requests', t.status, HANDOFF_STATUSES),
    uniqueIndex('handoff_requests_conversation_idx').on(t.conversationId),
    index('handoff_requests_account_idx').on(t.accountId, t.status, t.createdAt),
    index('handoff_requests_assignee_idx').on(t.assigneeId),
  ],
);

/** An agent's hand-off settings: contact details before the chat, opening hours (Europe/Rome) and holidays. */
export const handoffSettings = pgTable('handoff_settings', {
  agentId: text('agent_id')
    .primaryKey()
    .references(() => agents.id, { onDelete: 'cascade' }),
  accountId: text('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  askContactFirst: boolean('ask_contact_first').notNull().default(false),
  /** Null: always open. */
  openingHours: jsonb('opening_hours').$type<OpeningHours | null>(),
  /** Closed days, 'YYYY-MM-DD' in Europe/Rome. */
  holidays: jsonb('holidays').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Members who turned off the hand-off e-mails in their profile (a row = off). */
export const handoffMailOptOuts = pgTable('handoff_mail_opt_outs', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  accountId: text('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
