import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { agents } from './agents.js';
import { oneOf } from './one-of.js';
import { CONNECTION_STATUSES, DELIVERY_KINDS, MESSAGING_CHANNELS } from '@app/shared/states/channels';

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
    /** whatsapp | telegram | messenger | instagram | email */
    kind: text('kind', { enum: MESSAGING_CHANNELS }).notNull(),
    /** WhatsApp: the phone number id of the business number; Telegram: null. */
    phoneNumberId: text('phone_number_id'),
    /** Telegram: the bot's @username read by getMe; WhatsApp: null. */
    botUsername: text('bot_username'),
    /** Messenger: the Facebook page's id; Instagram: the professional account's id (issue 47); null otherwise. */
    pageId: text('page_id'),
    /** Messenger: the page's name; Instagram: the account's username, as Meta's /me answered them. */
    pageName: text('page_name'),
    /** WhatsApp, Messenger, Instagram: the access token; Telegram: the bot token; e-mail: the mailbox's (app) password. Sealed. */
    tokenSealed: text('token_sealed').notNull(),
    tokenHint: text('token_hint').notNull(),
    /** WhatsApp, Messenger, Instagram: the app secret that signs deliveries (X-Hub-Signature-256). Sealed. */
    appSecretSealed: text('app_secret_sealed'),
    /**
     * Meta's channels: the verify token of the handshake; Telegram: the secret_token of setWebhook; e-mail: the key of
     * the header that marks the mailbox's own answers (never answered again). Generated, sealed.
     */
    webhookSecretSealed: text('webhook_secret_sealed').notNull(),
    /** pending (WhatsApp until Meta's handshake) | connected */
    status: text('status', { enum: CONNECTION_STATUSES }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('channel_connections', t.kind, MESSAGING_CHANNELS),
    oneOf('channel_connections', t.status, CONNECTION_STATUSES),
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
    /** WhatsApp: the message's wamid; Telegram: chat and message id; Messenger, Instagram: the message's mid. */
    externalId: text('external_id').notNull(),
    /** The sender's id on the channel: WhatsApp number (wa_id), Telegram chat id. */
    senderId: text('sender_id').notNull(),
    /** text | voice | media */
    kind: text('kind', { enum: DELIVERY_KINDS }).notNull(),
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
    oneOf('channel_deliveries', t.kind, DELIVERY_KINDS),
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

/**
 * An e-mail connection's mailbox (issue 47, ADR 0270): where it is read (IMAP) and written (SMTP); the password is the
 * connection's sealed token. One instance reads it at a time: the one holding the lease (`readerId` until
 * `readerUntil`), renewed while it reads. `lastUid` under `uidValidity`: messages up to it were seen, so a reader
 * starting again reads only what came after (and connecting never answers the mail already in the box).
 */
export const channelEmailMailboxes = pgTable('channel_email_mailboxes', {
  connectionId: text('connection_id')
    .primaryKey()
    .references(() => channelConnections.id, { onDelete: 'cascade' }),
  accountId: text('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  address: text('address').notNull(),
  imapHost: text('imap_host').notNull(),
  imapPort: integer('imap_port').notNull(),
  imapTls: boolean('imap_tls').notNull(),
  smtpHost: text('smtp_host').notNull(),
  smtpPort: integer('smtp_port').notNull(),
  smtpTls: boolean('smtp_tls').notNull(),
  username: text('username').notNull(),
  moveToFolder: text('move_to_folder'),
  uidValidity: bigint('uid_validity', { mode: 'number' }),
  lastUid: bigint('last_uid', { mode: 'number' }).notNull().default(0),
  readerId: text('reader_id'),
  readerUntil: timestamp('reader_until', { withTimezone: true }),
  /** Since when the reader cannot read the mailbox (server down, password changed): shown on the card; null when it reads. */
  unreachableSince: timestamp('unreachable_since', { withTimezone: true }),
});

/**
 * The headers of a delivered e-mail (issue 47): what the answer needs to thread in the sender's client
 * (`In-Reply-To`/`References`, the subject) and the thread it belongs to (`threadRoot`: the first message id of its
 * references, so every message of a thread shares it). `skipped`: why it was not answered (a loop or spam guard).
 */
export const channelEmailMessages = pgTable(
  'channel_email_messages',
  {
    deliveryId: text('delivery_id')
      .primaryKey()
      .references(() => channelDeliveries.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    connectionId: text('connection_id')
      .notNull()
      .references(() => channelConnections.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    references: text('references').notNull(),
    threadRoot: text('thread_root').notNull(),
    subject: text('subject').notNull(),
    attachments: integer('attachments').notNull().default(0),
    /** auto-submitted | list | bounce | noreply | own | sender-limit */
    skipped: text('skipped'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('channel_email_messages_thread_idx').on(t.connectionId, t.threadRoot)],
);
