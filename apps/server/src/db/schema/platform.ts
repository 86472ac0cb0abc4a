import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/** LLM provider credentials managed by the super admin (D8). Values are encrypted at rest. */
export const apiKeys = pgTable('api_keys', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  encryptedValue: text('encrypted_value').notNull(),
  /** First 4 and last 4 characters, the only part that ever leaves the server. */
  hint: text('hint').notNull(),
  baseUrl: text('base_url'),
  model: text('model'),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use links (agent deletion, e-mail change, invitations): only the token's hash is stored. */
export const actionTokens = pgTable(
  'action_tokens',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind').notNull(),
    userId: text('user_id'),
    accountId: text('account_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('action_tokens_kind_idx').on(t.kind, t.userId)],
);

/** The development mailbox (D6): every e-mail sent without SMTP is kept here and logged. */
export const devMailbox = pgTable('dev_mailbox', {
  id: text('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  /** Files sent with the message (a booking's .ics), kept as text like the rest. */
  attachments: jsonb('attachments').$type<{ filename: string; contentType: string; content: string }[]>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contactMessages = pgTable('contact_messages', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  company: text('company').notNull().default(''),
  message: text('message').notNull(),
  kind: text('kind').notNull().default('contact'),
  userId: text('user_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The running server instances, each seen every few seconds (ADR 0074). A reply reserved by an instance that
 * stopped being seen was cut off by a crash and is released by the others.
 */
export const serverInstances = pgTable('server_instances', {
  id: text('id').primaryKey(),
  /** Host name and process id, for an operator reading the table. */
  label: text('label').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The background jobs each instance is running (ADR 0162): a job of an instance that stopped being seen is handed
 * back to its queue at once, instead of waiting out the queue's expiry (six hours for a document).
 */
export const runningJobs = pgTable('running_jobs', {
  /** pg-boss's job id. */
  jobId: text('job_id').primaryKey(),
  queue: text('queue').notNull(),
  instanceId: text('instance_id').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Files (or whole prefixes) whose rows are gone: written in the transaction that deletes the rows, removed from the
 * file store after it commits. A crash in between leaves the entry, and the next start removes the files, so a
 * deleted account never keeps its files.
 */
export const pendingFileRemovals = pgTable('pending_file_removals', {
  key: text('key').primaryKey(),
  /** The key is a prefix: everything under it goes. */
  prefix: boolean('prefix').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A model provider failing for an account (issue 33): opened by the first failed answer (the owner is told once, by
 * e-mail and on the dashboard), counted while it lasts, closed by the next answer the provider gives. `keyRef` is the
 * API key's id, or 'env' for the LLM_* configuration; no foreign key, so a deleted key keeps its history.
 */
export const providerFailures = pgTable(
  'provider_failures',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    keyRef: text('key_ref').notNull(),
    firstFailedAt: timestamp('first_failed_at', { withTimezone: true }).notNull().defaultNow(),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull().defaultNow(),
    failures: integer('failures').notNull().default(1),
    lastError: text('last_error').notNull().default(''),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    // At most one open failure per account and key: the first failure inserts it, the others count on it.
    uniqueIndex('provider_failures_open_idx')
      .on(t.accountId, t.keyRef)
      .where(sql`${t.resolvedAt} is null`),
    index('provider_failures_key_idx').on(t.keyRef),
  ],
);
