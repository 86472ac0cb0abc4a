/** A document's processing state. */
export const DOCUMENT_STATUSES = ['pending', 'processing', 'processed', 'error', 'transcription_not_configured'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** Why the crawler left a page of a website out. */
export const SKIP_REASONS = ['robots', 'not_html', 'too_big', 'http_error', 'outside', 'duplicate', 'limit', 'empty', 'excluded'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/** A website's crawl state. */
export const WEBSITE_STATUSES = ['queued', 'crawling', 'done', 'failed', 'cancelled'] as const;
export type WebsiteStatus = (typeof WEBSITE_STATUSES)[number];

/** Where a piece of the agent's knowledge comes from (ADR 0138). */
export const KNOWLEDGE_SOURCE_TYPES = ['file', 'web_page', 'note', 'qa'] as const;
export type KnowledgeSourceType = (typeof KNOWLEDGE_SOURCE_TYPES)[number];

/** What the crawler did with a page of a website on its last run. */
export const WEBSITE_PAGE_STATES = ['queued', 'stored', 'unchanged', 'skipped', 'failed'] as const;
export type WebsitePageState = (typeof WEBSITE_PAGE_STATES)[number];
