import { WEBSITE_PAGE_STATES, WEBSITE_STATUSES } from '../states/knowledge.js';
import { WEBSITE_MESSAGES } from '../i18n/knowledge-website.js';
import { WEBSITE_MAX_PATHS, WEBSITE_MAX_DEPTH } from '../limits.js';
import { z } from 'zod';
import { idSchema } from './common.js';

/**
 * Websites as knowledge (issue 29, 'Sito web'): the owner or the agent's instructor gives a start address or a
 * sitemap.xml; every page of the same site becomes a document of source_type 'web_page' (ADR 0138, 0168).
 */

export const WEBSITE_DEFAULT_MAX_DEPTH = 5;

/** Why a page was left out ('Saltata'): what the progress list shows beside it. */
export {
  SKIP_REASONS,
  type SkipReason,
  WEBSITE_PAGE_STATES,
  type WebsitePageState,
  WEBSITE_STATUSES,
  type WebsiteStatus,
} from '../states/knowledge.js';

const pathSchema = z
  .string()
  .trim()
  .max(300, WEBSITE_MESSAGES.invalidPath)
  .regex(/^\/[^\s]*$/, WEBSITE_MESSAGES.invalidPath);

export const createWebsiteSchema = z.object({
  url: z.string(WEBSITE_MESSAGES.invalidUrl).trim().min(1, WEBSITE_MESSAGES.invalidUrl).max(2000, WEBSITE_MESSAGES.invalidUrl),
  includePaths: z.array(pathSchema).max(WEBSITE_MAX_PATHS, WEBSITE_MESSAGES.tooManyPaths).optional(),
  excludePaths: z.array(pathSchema).max(WEBSITE_MAX_PATHS, WEBSITE_MESSAGES.tooManyPaths).optional(),
  maxDepth: z.coerce
    .number(WEBSITE_MESSAGES.maxDepth)
    .int(WEBSITE_MESSAGES.maxDepth)
    .min(0, WEBSITE_MESSAGES.maxDepth)
    .max(WEBSITE_MAX_DEPTH, WEBSITE_MESSAGES.maxDepth)
    .optional(),
  /** Unset: as many as the plan allows. */
  maxPages: z.coerce
    .number(WEBSITE_MESSAGES.maxPages)
    .int(WEBSITE_MESSAGES.maxPages)
    .min(1, WEBSITE_MESSAGES.maxPages)
    .max(100_000)
    .optional(),
  weeklyRefresh: z.boolean().optional(),
});
export type CreateWebsite = z.infer<typeof createWebsiteSchema>;
export type CreateWebsiteInput = z.input<typeof createWebsiteSchema>;

export const updateWebsiteSchema = z.object({ weeklyRefresh: z.boolean() });
export type UpdateWebsite = z.infer<typeof updateWebsiteSchema>;

/** The counts of the latest run: what the progress shows live. */
export const websiteProgressSchema = z.object({
  found: z.number().int(),
  fetched: z.number().int(),
  processed: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  /** Pages stored and still waiting for (or in) processing. */
  processing: z.number().int(),
});
export type WebsiteProgress = z.infer<typeof websiteProgressSchema>;

export const websiteSchema = z.object({
  id: z.string(),
  agentId: z.string(),
  url: z.string(),
  isSitemap: z.boolean(),
  includePaths: z.array(z.string()),
  excludePaths: z.array(z.string()),
  maxDepth: z.number().int(),
  maxPages: z.number().int(),
  weeklyRefresh: z.boolean(),
  status: z.enum(WEBSITE_STATUSES),
  notice: z.string().nullable(),
  progress: websiteProgressSchema,
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Website = z.infer<typeof websiteSchema>;

export const websiteListSchema = z.object({
  websites: z.array(websiteSchema),
  /** The plan's pages per agent, and how many the agent has (every website together). */
  pageLimit: z.number().int(),
  pagesUsed: z.number().int(),
});
export type WebsiteList = z.infer<typeof websiteListSchema>;

export const websitePageSchema = z.object({
  id: z.string(),
  url: z.string(),
  title: z.string().nullable(),
  state: z.enum(WEBSITE_PAGE_STATES),
  /** Skipped: one of SKIP_REASONS; failed: an Italian sentence. */
  reason: z.string().nullable(),
  httpStatus: z.number().int().nullable(),
  documentId: z.string().nullable(),
  /** The page's document status (pending … processed) once stored. */
  documentStatus: z.string().nullable(),
});
export type WebsitePage = z.infer<typeof websitePageSchema>;

export const websitePagesQuerySchema = z.object({
  state: z.enum([...WEBSITE_PAGE_STATES, 'all']).optional(),
});
export const websitePageListSchema = z.object({ pages: z.array(websitePageSchema), total: z.number().int() });
export type WebsitePageList = z.infer<typeof websitePageListSchema>;

export const agentWebsiteParamsSchema = z.object({ agentId: idSchema, websiteId: idSchema });

/** Realtime: a website of the agent progressed, finished or was removed. */
export { WEBSITES_CHANGED_EVENT } from '../realtime-events.js';
