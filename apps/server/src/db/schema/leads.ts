import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { agents } from './agents.js';
import { conversations } from './chat.js';
import { oneOf } from './one-of.js';
import { DELIVERY_STATUSES, LEAD_SOURCES, LEAD_WEBHOOK_EVENTS } from '@app/shared/states/leads';

/**
 * 'Contatti' (issue 30, ADR 0156): the contact details a visitor left (hand-off request, pre-chat form, widget).
 * Written only by `features/leads/record-lead.ts`. `email` is stored trimmed and lower-cased, so one person is one
 * address (the dedupe below, the erasure by e-mail). A conversation's lead is one row per address: leaving the same
 * address again in the same conversation updates it. Deleting the agent deletes its leads; deleting the
 * conversation (retention, erasure of its messages) keeps the lead without the link.
 */
export const leads = pgTable(
  'leads',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** The visitor ticked the consent box (privacy notice); `consentAt` is when, null without consent. */
    consent: boolean('consent').notNull().default(false),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    /** handoff | prechat | widget */
    source: text('source', { enum: LEAD_SOURCES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('leads', t.source, LEAD_SOURCES),
    // The 'Contatti' list: an account's leads newest first (keyset pages), optionally of one agent.
    index('leads_account_time_idx').on(t.accountId, t.createdAt, t.id),
    index('leads_agent_time_idx').on(t.agentId, t.createdAt),
    // The erasure of one person's data finds their leads by address.
    index('leads_account_email_idx').on(t.accountId, t.email),
    // One row per address in a conversation (NULLs are distinct: leads without a conversation never collide).
    uniqueIndex('leads_conversation_email_uq').on(t.conversationId, t.email),
  ],
);

/**
 * The account's webhook for new leads (ADR 0157): one per account, owner only. `secret` is the HMAC-SHA256 signing
 * secret, encrypted (AES-GCM from AUTH_SECRET) because every delivery needs it; the API shows it once.
 */
export const leadWebhooks = pgTable('lead_webhooks', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  secret: text('secret').notNull(),
  /** The first characters of the secret (`whsec_ab12…`), so the page can tell which one is in use. */
  secretPrefix: text('secret_prefix').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One event to send to the account's webhook (a new lead, or the owner's test), written in the transaction that
 * records the lead (an outbox): a job sends it after commit and again, with exponential backoff, until it is answered
 * 2xx or `attempts` reaches the limit. The payload is fixed when the event happens.
 */
export const leadWebhookDeliveries = pgTable(
  'lead_webhook_deliveries',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** lead.created | webhook.test */
    event: text('event', { enum: LEAD_WEBHOOK_EVENTS }).notNull(),
    leadId: text('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** pending | delivered | failed */
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('lead_webhook_deliveries', t.event, LEAD_WEBHOOK_EVENTS),
    oneOf('lead_webhook_deliveries', t.status, DELIVERY_STATUSES),
    index('lead_webhook_deliveries_account_idx').on(t.accountId, t.createdAt),
    index('lead_webhook_deliveries_status_idx').on(t.status),
  ],
);

/** Each try of a delivery, for the log the owner reads: HTTP status (null when none came), error, duration. */
export const leadWebhookAttempts = pgTable(
  'lead_webhook_attempts',
  {
    id: text('id').primaryKey(),
    deliveryId: text('delivery_id')
      .notNull()
      .references(() => leadWebhookDeliveries.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    statusCode: integer('status_code'),
    /** Italian, for the log: 'Tempo scaduto (10 s)', 'Risposta HTTP 500', 'Connessione rifiutata'… Null on success. */
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lead_webhook_attempts_account_idx').on(t.accountId, t.createdAt),
    index('lead_webhook_attempts_delivery_idx').on(t.deliveryId),
  ],
);
