import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ActionParameter } from '@app/shared/api/actions';
import { accounts } from './accounts.js';
import { agents } from './agents.js';
import { conversations } from './chat.js';
import { oneOf } from './one-of.js';
import { ACTION_CALL_OUTCOMES, ACTION_CALL_SOURCES, TOOL_CALL_KINDS } from '@app/shared/states/actions';

/**
 * 'Azioni' (issue 46, ADR 0260): an agent's HTTP calls of the business's own systems. `headers` holds each header's
 * name and its value sealed (AES-GCM from AUTH_SECRET, purpose 'action-header'): the API returns the names only.
 */
export const agentActions = pgTable(
  'agent_actions',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    whenToUse: text('when_to_use').notNull(),
    method: text('method').notNull(),
    url: text('url').notNull(),
    headers: jsonb('headers').$type<{ name: string; sealed: string }[]>().notNull().default([]),
    parameters: jsonb('parameters').$type<ActionParameter[]>().notNull().default([]),
    resultFields: jsonb('result_fields').$type<string[]>().notNull().default([]),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agent_actions_agent_idx').on(t.accountId, t.agentId), uniqueIndex('agent_actions_agent_name_uq').on(t.agentId, t.name)],
);

/**
 * Every tool call of a turn (an action or a booking step) and every action run from a form or 'Prova': when, which,
 * how it ended, how long it took. Never the arguments nor the answer (they may hold a visitor's personal data), never
 * a header. The action's name is kept as it was, so the log survives the action's deletion.
 */
export const toolCalls = pgTable(
  'tool_calls',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    actionId: text('action_id').references(() => agentActions.id, { onDelete: 'set null' }),
    conversationId: text('conversation_id').references(() => conversations.id, { onDelete: 'cascade' }),
    toolName: text('tool_name').notNull(),
    /** action | booking */
    kind: text('kind', { enum: TOOL_CALL_KINDS }).notNull(),
    /** model | form | test */
    source: text('source', { enum: ACTION_CALL_SOURCES }).notNull(),
    outcome: text('outcome', { enum: ACTION_CALL_OUTCOMES }).notNull(),
    httpStatus: integer('http_status'),
    durationMs: integer('duration_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('tool_calls', t.kind, TOOL_CALL_KINDS),
    oneOf('tool_calls', t.source, ACTION_CALL_SOURCES),
    oneOf('tool_calls', t.outcome, ACTION_CALL_OUTCOMES),
    index('tool_calls_agent_time_idx').on(t.accountId, t.agentId, t.createdAt),
    index('tool_calls_conversation_idx').on(t.conversationId),
  ],
);
