import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { agents } from './agents.js';

/**
 * An agent's messaging channel (issue 31, ADR 0180): WhatsApp Cloud API or Telegram Bot API, one of each per agent.
 * Every secret is sealed (auth/secret-box.ts, its own purpose) and never returned; `hint` is what the page shows of
 * the token (its last characters).
 */
export const channelConnections = pgTable(
  'channel_connections',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    /** whatsapp | telegram */
    kind: text('kind').notNull(),
    /** WhatsApp: the phone number id of the business number; Telegram: null. */
    phoneNumberId: text('phone_number_id'),
    /** Telegram: the bot's @username read by getMe; WhatsApp: null. */
    botUsername: text('bot_username'),
    /** WhatsApp: the access token; Telegram: the bot token. Sealed. */
    tokenSealed: text('token_sealed').notNull(),
    tokenHint: text('token_hint').notNull(),
    /** WhatsApp: the app secret that signs deliveries (X-Hub-Signature-256). Sealed. */
    appSecretSealed: text('app_secret_sealed'),
    /** WhatsApp: the verify token of the handshake; Telegram: the secret_token of setWebhook. Generated, sealed. */
    webhookSecretSealed: text('webhook_secret_sealed').notNull(),
    /** pending (WhatsApp until Meta's handshake) | connected */
    status: text('status').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('channel_connections_agent_kind_idx').on(t.agentId, t.kind),
    index('channel_connections_account_idx').on(t.accountId),
  ],
);

/**
 * Every message a channel delivered, once (ADR 0181): the unique index on (connection, message id) makes a delivery
 * sent twice (Meta and Telegram retry until they get a 200) a no-op. `answeredAt` is set once the reply was sent.
 */
export const channelDeliveries = pgTable(
  'channel_deliveries',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    connectionId: text('connection_id')
      .notNull()
      .references(() => channelConnections.id, { onDelete: 'cascade' }),
    /** WhatsApp: the message's wamid; Telegram: the update_id. */
    externalId: text('external_id').notNull(),
    /** The sender's id on the channel: WhatsApp number (wa_id), Telegram chat id. */
    senderId: text('sender_id').notNull(),
    /** text | voice | media */
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    /** A voice note's media: WhatsApp's media id, Telegram's file_id (transcribed when a model is configured). */
    mediaId: text('media_id'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /**
     * Until when a worker answers it (ADR 0185): the process that acknowledged it starts at once, and the queued job
     * (the fallback after a crash) answers only a delivery nobody holds, so one delivery is never answered twice.
     */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('channel_deliveries_message_idx').on(t.connectionId, t.externalId),
    index('channel_deliveries_account_idx').on(t.accountId),
  ],
);

/**
 * The monthly-limit message told to a sender (ADR 0183): once per sender, connection and month; afterwards the agent
 * stays silent on that channel until the next month.
 */
export const channelLimitNotices = pgTable(
  'channel_limit_notices',
  {
    connectionId: text('connection_id')
      .notNull()
      .references(() => channelConnections.id, { onDelete: 'cascade' }),
    senderId: text('sender_id').notNull(),
    /** YYYY-MM, Europe/Rome like the monthly count. */
    month: text('month').notNull(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('channel_limit_notices_key').on(t.connectionId, t.senderId, t.month)],
);
