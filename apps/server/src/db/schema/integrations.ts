import { boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { agents } from './agents.js';
import { users } from './auth.js';
import { oneOf } from './one-of.js';
import { API_TOKEN_SCOPES } from '@app/shared/states/api-tokens';

/**
 * Account API tokens for /api/v1 (issue 14, ADR 0080). Only the SHA-256 of the value is kept; the value is shown
 * once. A token acts as the member who created it, with that member's current role; deleting the member deletes it.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** chat | documents | read-only */
    scope: text('scope', { enum: API_TOKEN_SCOPES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The first characters of the value (`agt_ab12…`), so a list can tell tokens apart. */
    prefix: text('prefix').notNull(),
    /** Null: the token does not expire. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [oneOf('api_tokens', t.scope, API_TOKEN_SCOPES), index('api_tokens_account_idx').on(t.accountId)],
);

/** Where an agent's chat may be embedded and how its launcher shows (issue 14, ADR 0082); one row per agent once configured. */
export const agentWidgets = pgTable('agent_widgets', {
  agentId: text('agent_id')
    .primaryKey()
    .references(() => agents.id, { onDelete: 'cascade' }),
  accountId: text('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** right | left (the welcome message, questions, colour and avatar moved to the agent: issue 34, ADR 0135) */
  position: text('position').notNull().default('right'),
  bubbleLabel: text('bubble_label').notNull().default(''),
  /** Host names (example.com, *.example.com, localhost:8080) whose pages may embed the agent. Empty: nowhere. */
  allowedDomains: jsonb('allowed_domains').$type<string[]>().notNull().default([]),
  /** The identity-verification secret, encrypted (AES-GCM from AUTH_SECRET); null until one is generated. */
  identitySecret: text('identity_secret'),
  /** When set, every widget message must carry a signed customer id. */
  identityRequired: boolean('identity_required').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
