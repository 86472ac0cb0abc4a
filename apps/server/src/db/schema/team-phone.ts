import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { users } from './auth.js';
import { handoffRequests } from './handoff.js';

/**
 * A member's Web Push subscription on one device (issue 47): the push service's endpoint and the browser's keys
 * (p256dh, auth) that the payload is encrypted to. One row per endpoint; the account is the member's, so a member
 * moved to another account gets nothing of the old one. A 404/410 from the push service removes the row.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** What the device told us it is (user agent, shortened), to tell devices apart in the profile. */
    device: text('device').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint), index('push_subscriptions_user_idx').on(t.accountId, t.userId)],
);

/** A reply the team saves once and inserts in 'Richieste' with '/' (issue 47): per account. */
export const savedReplies = pgTable(
  'saved_replies',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    text: text('text').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_replies_title_idx').on(t.accountId, t.title)],
);

/**
 * An internal note on a hand-off request (issue 47): the team's only. Kept apart from the conversation's messages on
 * purpose, so no path that reads a conversation for the visitor (public chat, widget, /api/v1, transcript e-mail)
 * can ever carry one.
 */
export const handoffNotes = pgTable(
  'handoff_notes',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    requestId: text('request_id')
      .notNull()
      .references(() => handoffRequests.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('handoff_notes_request_idx').on(t.requestId, t.createdAt)],
);
