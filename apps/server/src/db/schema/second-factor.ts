import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions, users } from './auth.js';

/**
 * A user's TOTP second factor (RFC 6238, D14). The secret is encrypted like the provider keys; `confirmedAt` is
 * null until the first code proves the authenticator app has it. `lastStep` refuses a code used twice.
 */
export const userSecondFactors = pgTable('user_second_factors', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  encryptedSecret: text('encrypted_secret').notNull(),
  /** SHA-256 hashes of the unused recovery codes. */
  recoveryCodeHashes: jsonb('recovery_code_hashes').$type<string[]>().notNull().default([]),
  lastStep: integer('last_step'),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The sessions that presented the second factor; a session without a row has given only the password. */
export const sessionSecondFactors = pgTable('session_second_factors', {
  sessionId: text('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
});
