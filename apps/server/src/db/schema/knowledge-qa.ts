import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import { accounts } from './accounts.js';
import { agents } from './agents.js';
import { agentDocuments } from './documents.js';

/**
 * What a question-and-answer pair holds besides its document row (ADR 0138): the question, its variants and the exact
 * answer. The document (source type 'qa') carries the indexed text, so search finds the pair like any passage; this
 * row is what the chat compares a visitor's question with (ADR 0174) and what the settings edit.
 */
export const knowledgeQaPairs = pgTable(
  'knowledge_qa_pairs',
  {
    documentId: text('document_id')
      .primaryKey()
      .references(() => agentDocuments.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    /** Other ways of asking the same question (at most QA_VARIANTS_MAX). */
    variants: jsonb('variants').$type<string[]>().notNull().default([]),
    answer: text('answer').notNull(),
    /** The answer in the visitors' other languages (issue 48), by language code; a language left out answers in Italian. */
    translations: jsonb('translations').$type<Partial<Record<'en' | 'de' | 'fr' | 'es', string>>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('knowledge_qa_pairs_agent_idx').on(t.agentId)],
);
