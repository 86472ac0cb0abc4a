import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/**
 * Identity tables used by better-auth (model names user/session/account/verification). Their TypeScript
 * keys are the field names better-auth expects; our tenant is `accounts`, so better-auth's provider-link
 * model is stored as `credentials`.
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull().default(''),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    role: text('role').notNull().default('user'),
    /** Null only for the platform's super admins (D2). */
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    /** Deactivated while in the future (spec §4). */
    bannedUntil: timestamp('banned_until', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /**
     * Set on a team member added with an address that already belonged to another account's user (ADR 0111): the
     * address the owner typed, shown in the team in place of `email`, which is then a random internal address.
     * Such a row never signs in; it keeps the addition's answer the same whether or not the address is a customer.
     */
    invitedEmail: text('invited_email'),
  },
  (t) => [
    index('users_account_idx').on(t.accountId),
    // The back office's subscriptions list: sorted pages and a search by any part of the address.
    index('users_created_idx').on(t.createdAt, t.id),
    // Newest sign-in first with never-signed-in last; read backwards for the oldest first (never first).
    index('users_last_sign_in_idx').on(t.lastSignInAt.desc().nullsLast(), t.id.desc()),
    // Sorting by e-mail reads the address shown (ADR 0113, 0124): the typed address of a row added with an address in
    // use elsewhere, not its placeholder. The id breaks ties (a shown address may repeat), read either way.
    index('users_shown_email_idx').on(sql`coalesce(${t.invitedEmail}, ${t.email})`, t.id),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    // The same search on the address typed for a row added with an address in use elsewhere (ADR 0111, 0113): few rows.
    index('users_invited_email_trgm_idx')
      .using('gin', sql`${t.invitedEmail} gin_trgm_ops`)
      .where(sql`${t.invitedEmail} is not null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Ours, not better-auth's (it inserts without them; the defaults apply). ADR 0106, 0107.
    /** Last request seen, written at most once a minute per session. */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    /** False when signed in without 'Ricordami': the server ends it 12 hours after sign-in whatever the cookie says. */
    persistent: boolean('persistent').notNull().default(true),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const credentials = pgTable(
  'credentials',
  {
    id: text('id').primaryKey(),
    accountId: text('provider_account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credentials_user_idx').on(t.userId),
    // One Google account (its `sub`) signs in one user only, even when two callbacks race (issue 17).
    uniqueIndex('credentials_provider_account_idx').on(t.providerId, t.accountId),
  ],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);
