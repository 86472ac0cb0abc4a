import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import { accounts } from './accounts.js';
import { agents } from './agents.js';
import { agentDocuments } from './documents.js';
import { oneOf } from './one-of.js';
import { WEBSITE_PAGE_STATES, WEBSITE_STATUSES } from '@app/shared/states/knowledge';

/**
 * A website an agent learns from (issue 29, ADR 0168): where the crawl starts, its options, and the state of its
 * latest run. Each run has a number; a page rediscovered in a run carries it, so a page left on an older run at
 * the end is gone from the site.
 */
export const websiteSources = pgTable(
  'website_sources',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    /** The start address (a page or a sitemap.xml), normalised. */
    startUrl: text('start_url').notNull(),
    isSitemap: boolean('is_sitemap').notNull().default(false),
    includePaths: jsonb('include_paths').$type<string[]>().notNull().default([]),
    excludePaths: jsonb('exclude_paths').$type<string[]>().notNull().default([]),
    maxDepth: integer('max_depth').notNull(),
    maxPages: integer('max_pages').notNull(),
    weeklyRefresh: boolean('weekly_refresh').notNull().default(false),
    /** queued | crawling | done | failed | cancelled */
    status: text('status', { enum: WEBSITE_STATUSES }).notNull().default('queued'),
    /** Why the run ended as it did (failed), or what it had to leave out (done with a limit reached): Italian. */
    notice: text('notice'),
    run: integer('run').notNull().default(1),
    /** The site's robots.txt Crawl-delay for our agent, in milliseconds (read at each run). */
    crawlDelayMs: integer('crawl_delay_ms'),
    /** The job crawling it now, and until when its hold lasts (renewed every page): one job per website at a time. */
    leaseHolder: text('lease_holder'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    oneOf('website_sources', t.status, WEBSITE_STATUSES),
    index('website_sources_agent_idx').on(t.agentId),
    index('website_sources_account_idx').on(t.accountId),
  ],
);

/**
 * Every address of a website the crawl found, with what became of it in the latest run that saw it: its document
 * (an agent_documents row of source_type 'web_page'), or why it was skipped or failed. The frontier of a run is its
 * 'queued' pages: a crawl interrupted by a restart goes on from them.
 */
export const websitePages = pgTable(
  'website_pages',
  {
    id: text('id').primaryKey(),
    websiteId: text('website_id')
      .notNull()
      .references(() => websiteSources.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    depth: integer('depth').notNull(),
    /** The run that last found this address. */
    run: integer('run').notNull(),
    /** queued | stored | unchanged | skipped | failed */
    state: text('state', { enum: WEBSITE_PAGE_STATES }).notNull().default('queued'),
    /** robots | not_html | too_big | http_error | outside | duplicate | limit | empty (skipped), or the failure. */
    reason: text('reason'),
    /** The HTTP status of the last answer, when there was one. */
    httpStatus: integer('http_status'),
    /** Fetched in this run (an answer was received, whatever it was). */
    fetchedRun: integer('fetched_run'),
    documentId: text('document_id').references(() => agentDocuments.id, { onDelete: 'set null' }),
    title: text('title'),
    etag: text('etag'),
    lastModified: text('last_modified'),
    contentHash: text('content_hash'),
    /** The page's links when last read: a page answering 304 Not Modified in a later run is followed through them. */
    links: jsonb('links').$type<string[]>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('website_pages', t.state, WEBSITE_PAGE_STATES),
    uniqueIndex('website_pages_url_idx').on(t.websiteId, t.url),
    index('website_pages_frontier_idx').on(t.websiteId, t.run, t.state),
    // A fetched page's twin (same text) in the run is looked up by its hash on every page (ADR 0168).
    index('website_pages_hash_idx').on(t.websiteId, t.contentHash),
    index('website_pages_document_idx').on(t.documentId),
    index('website_pages_account_idx').on(t.accountId),
  ],
);

/**
 * The crawler's turn on each host, shared by every instance (ADR 0190): one request at a time per host across the
 * cluster, and the politeness pause after it. A platform row, not an account's: two accounts crawling one host share
 * it. Times are the database's clock, so instances' clocks do not matter.
 */
export const crawlHostTurns = pgTable('crawl_host_turns', {
  host: text('host').primaryKey(),
  /** The turn holding the host now (instance and turn id); null between turns. */
  holder: text('holder'),
  /** Until when the holder may keep it: a crashed instance's turn lapses then. */
  busyUntil: timestamp('busy_until', { withTimezone: true }).notNull(),
  /** The end of the pause after the last turn: no request to the host before it. */
  nextAt: timestamp('next_at', { withTimezone: true }).notNull(),
});
