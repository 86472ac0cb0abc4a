import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { OpeningHours } from '@app/shared/api/handoff';
import { accounts } from './accounts.js';
import { agents } from './agents.js';
import { users } from './auth.js';
import { conversations } from './chat.js';
import { oneOf } from './one-of.js';
import { BOOKING_CHANNELS, BOOKING_STATUSES } from '@app/shared/states/bookings';

/**
 * An agent's appointments settings ('Prenotazioni', issue 46): the shared weekly hours (Europe/Rome), holidays, how
 * many bookings a slot takes, the grid slots start on, notice and horizon, and whether a person confirms each booking.
 */
export const bookingSettings = pgTable('booking_settings', {
  agentId: text('agent_id')
    .primaryKey()
    .references(() => agents.id, { onDelete: 'cascade' }),
  accountId: text('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  /** Monday first; null entries are closed days. */
  weeklyHours: jsonb('weekly_hours').$type<OpeningHours>().notNull(),
  /** Closed days, 'YYYY-MM-DD' in Europe/Rome. */
  holidays: jsonb('holidays').$type<string[]>().notNull().default([]),
  capacity: integer('capacity').notNull().default(1),
  slotMinutes: integer('slot_minutes').notNull().default(30),
  minNoticeMinutes: integer('min_notice_minutes').notNull().default(120),
  horizonDays: integer('horizon_days').notNull().default(60),
  requireConfirmation: boolean('require_confirmation').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What can be booked: a haircut, a table, a visit. Its own weekly hours, or the agent's shared ones (null). */
export const bookingServices = pgTable(
  'booking_services',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    priceCents: integer('price_cents'),
    description: text('description'),
    weeklyHours: jsonb('weekly_hours').$type<OpeningHours | null>(),
    /** A removed service stays for the bookings that name it. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_services_agent_idx').on(t.agentId)],
);

/**
 * An appointment. 'pending' until a person confirms (when the agent asks for it), 'confirmed', or 'cancelled'
 * (by the visitor's link or the team). Who sees it: DECISIONS D17/D19, as 'Richieste'.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    serviceId: text('service_id')
      .notNull()
      .references(() => bookingServices.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    /** test | public | widget | whatsapp | telegram | team (entered by a person) */
    channel: text('channel', { enum: BOOKING_CHANNELS }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** pending | confirmed | cancelled */
    status: text('status', { enum: BOOKING_STATUSES }).notNull(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    note: text('note'),
    /** The visitor's language when they booked (issue 48): it | en | de | fr | es; null for the team's (Italian). */
    language: text('language'),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    createdById: text('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    assigneeId: text('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('bookings', t.channel, BOOKING_CHANNELS),
    oneOf('bookings', t.status, BOOKING_STATUSES),
    index('bookings_account_starts_idx').on(t.accountId, t.startsAt),
    index('bookings_agent_starts_idx').on(t.agentId, t.startsAt),
    index('bookings_account_created_idx').on(t.accountId, t.createdAt),
  ],
);

/**
 * The occupancy of one grid cell of an agent's calendar (slotMinutes long, starting at `startsAt`): a booking takes
 * every cell it covers. The CHECK is what keeps a slot within its capacity when many visitors book at once: the
 * increment is one `insert … on conflict do update`, which PostgreSQL runs under the row's lock, so the second of two
 * racing bookings for the last place fails the constraint and its transaction rolls back (ADR 0250).
 */
export const bookingCells = pgTable(
  'booking_cells',
  {
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    taken: integer('taken').notNull(),
    capacity: integer('capacity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.agentId, t.startsAt] }),
    check('booking_cells_within_capacity', sql`${t.taken} >= 0 and ${t.taken} <= ${t.capacity}`),
  ],
);

/** The secret of an account's private calendar feed (ICS URL); rotating it makes the old address answer 404. */
export const bookingFeeds = pgTable('booking_feeds', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One numbered choice a channel booking offered: a service, or a free slot (Rome wall clock). */
export interface BookingFlowChoice {
  serviceId?: string;
  date?: string;
  time?: string;
}

/**
 * A booking in progress on WhatsApp or Telegram without a model (issue 46): where the sender is in the numbered
 * choices (service → slot → name → contact → consent) and what they chose so far, kept per conversation so any
 * instance answers the next message. A flow left untouched for 30 minutes is forgotten (ADR 0320).
 */
export const bookingFlows = pgTable('booking_flows', {
  conversationId: text('conversation_id')
    .primaryKey()
    .references(() => conversations.id, { onDelete: 'cascade' }),
  accountId: text('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** service | slot | name | contact | consent */
  step: text('step').notNull(),
  serviceId: text('service_id'),
  /** The numbered choices last offered, 1 first. */
  choices: jsonb('choices').$type<BookingFlowChoice[]>().notNull().default([]),
  date: text('date'),
  time: text('time'),
  name: text('name'),
  email: text('email'),
  phone: text('phone'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
