import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOf } from './one-of.js';
import { DATA_EXPORT_STATUSES } from '@app/shared/states/data-export';

/** A customer (tenant), created when someone registers (D2). */
export const accounts = pgTable('accounts', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Subscribed plan id (base, pro, avanzato); null while on trial or never subscribed. */
  plan: text('plan'),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  planExpiresAt: timestamp('plan_expires_at', { withTimezone: true }),
  stripeCustomerId: text('stripe_customer_id'),
  /** Days a conversation is kept after its last message (the daily retention job); null: kept until deleted. */
  conversationRetentionDays: integer('conversation_retention_days'),
  /** The last Europe/Rome day whose analytics are rolled up (ADR 0031); null: none yet. */
  analyticsRolledUntil: date('analytics_rolled_until', { mode: 'string' }),
  /** When the owner closed the dashboard's first-run checklist (issue 19); null while it is shown. */
  onboardingDismissedAt: timestamp('onboarding_dismissed_at', { withTimezone: true }),
  /** The owner requires every member to sign in with a second factor (issue 17, ADR 0105). */
  requireSecondFactor: boolean('require_second_factor').notNull().default(false),
  /**
   * Agent replies this month (D4), kept by the chat turn's account lock instead of counted on every turn (issue 49,
   * ADR 0360). Valid for the Europe/Rome month starting at `monthRepliesSince`; any other month is counted once anew.
   */
  monthReplies: integer('month_replies').notNull().default(0),
  monthRepliesSince: timestamp('month_replies_since', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Spec `profiles`: is_active means the member has set their own password. */
export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id').primaryKey(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    isActive: boolean('is_active').notNull().default(false),
    address: text('address'),
    avatarPath: text('avatar_path'),
    avatarMime: text('avatar_mime'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The back office searches members by any part of their name.
  (t) => [
    index('profiles_name_trgm_idx').using('gin', sql`(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')) gin_trgm_ops`),
  ],
);

/**
 * 'Esporta i dati' (issue 33): an owner's request for a ZIP of the account's data, built by a background job. The ZIP
 * is kept in storage under `storageKey` until `expiresAt` (7 days), reachable through a signed link.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    requestedBy: text('requested_by').notNull(),
    /** pending | ready | failed */
    status: text('status', { enum: DATA_EXPORT_STATUSES }).notNull().default('pending'),
    storageKey: text('storage_key'),
    /** bigint: an Avanzato account's ZIP passes 2 GB (ADR 0223). */
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [oneOf('data_exports', t.status, DATA_EXPORT_STATUSES), index('data_exports_account_idx').on(t.accountId, t.createdAt)],
);
