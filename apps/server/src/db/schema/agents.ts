import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { users } from './auth.js';
import { apiKeys } from './platform.js';
import { oneOf } from './one-of.js';
import { AGENT_STATUSES, MEMORY_MODES } from '@app/shared/states/agents';
import { MEMORY_STATUSES, MEMORY_TYPES } from '@app/shared/states/memories';

export const agents = pgTable(
  'agents',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The agent's creator ("owner" in spec §2). */
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    instructions: text('instructions').notNull(),
    instructorId: text('instructor_id').references(() => users.id, { onDelete: 'set null' }),
    apiKeyId: text('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    status: text('status', { enum: AGENT_STATUSES }).notNull().default('Attivo'),
    memoryMode: text('memory_mode', { enum: MEMORY_MODES }).notNull().default('none'),
    memoryRetentionDays: integer('memory_retention_days'),
    enableExplicitMemory: boolean('enable_explicit_memory').notNull().default(true),
    /** Whether public visitors see where answers come from (file names, team memory); members always do. */
    showSources: boolean('show_sources').notNull().default(true),
    /**
     * 'Approvazione dei ricordi' (issue 34, ADR 0132): a memory taught by someone who may not manage the agent waits
     * for the approval of someone who may.
     */
    memoryApproval: boolean('memory_approval').notNull().default(true),
    /** 'Aspetto' (issue 34, ADR 0135): the same look on the public link, the widget and the test chat. */
    welcomeMessage: text('welcome_message').notNull().default(''),
    suggestedQuestions: jsonb('suggested_questions').$type<string[]>().notNull().default([]),
    /** `#rrggbb`, at least 3:1 against white; null: the app's own accent. */
    accentColor: text('accent_color'),
    avatarUrl: text('avatar_url'),
    /** Whether public visitors read 'Documento 1', 'Documento 2'… instead of the file names of sources (issue 33). */
    hideSourceFileNames: boolean('hide_source_file_names').notNull().default(false),
    /** 'Scheda attività' (issue 45): address, phone and e-mail the agent answers with, cited as such. */
    businessCard: jsonb('business_card').$type<{ address: string; phone: string; email: string }>(),
    /** The languages the agent offers its visitors (issue 48): all five unless the owner keeps fewer. */
    visitorLanguages: jsonb('visitor_languages').$type<string[]>().notNull().default(['it', 'en', 'de', 'fr', 'es']),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('agents', t.status, AGENT_STATUSES),
    oneOf('agents', t.memoryMode, MEMORY_MODES),
    index('agents_account_idx').on(t.accountId),
    index('agents_instructor_idx').on(t.instructorId),
    // The back office counts each user's agents on every page of the subscriptions list.
    index('agents_user_idx').on(t.userId),
  ],
);

export const collaborativeMemories = pgTable(
  'collaborative_memories',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    type: text('type', { enum: MEMORY_TYPES }).notNull(),
    /** 'approved' (used in answers) or 'pending' (waiting for approval, never used: ADR 0132). */
    status: text('status', { enum: MEMORY_STATUSES }).notNull().default('approved'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('collaborative_memories', t.type, MEMORY_TYPES),
    oneOf('collaborative_memories', t.status, MEMORY_STATUSES),
    index('memories_agent_idx').on(t.agentId),
  ],
);
