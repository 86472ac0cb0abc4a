/** The run's frontier in the database: its next page, the addresses found, and what is left of it when the run ends. */
import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { RUN_NOTICE_REASONS, runNoticeReasonOther, WEBSITE_MESSAGES } from '@app/shared/i18n/knowledge-website';
import type { SkipReason } from '@app/shared/api/knowledge-website';
import type { AppContext } from '../../../app-context.js';
import { websitePages, websiteSources } from '../../../db/schema/websites.js';
import { newId } from '../../../db/ids.js';
import { looksLikeNonPage, normalizeUrl, pathAllowed, siteOf } from './site.js';
import { unsafeRemovePageDocument } from './page-documents.js';

type Website = typeof websiteSources.$inferSelect;

/** Addresses kept per run beyond the pages to store: links found past this are not followed. */
export const frontierCap = (maxPages: number) => Math.min(50_000, maxPages * 3 + 200);

/** The run's next page to crawl: the shallowest first, then the one waiting longest. */
export async function nextQueuedPage(ctx: AppContext, website: Website) {
  const [page] = await ctx.db
    .select()
    .from(websitePages)
    .where(and(eq(websitePages.websiteId, website.id), eq(websitePages.run, website.run), eq(websitePages.state, 'queued')))
    .orderBy(asc(websitePages.depth), asc(websitePages.updatedAt), asc(websitePages.url))
    .limit(1);
  return page;
}

/** What adding to the frontier needs of its run (the Crawl of crawl-website.ts). */
export interface FrontierRun {
  readonly ctx: AppContext;
  readonly website: Website;
  readonly site: string;
  readonly inFrontier: Set<string>;
}

/** Adds addresses of this run's frontier: same site, allowed paths, not already found in this run. */
export async function addToFrontier(run: FrontierRun, urls: string[], depth: number, seeds = false) {
  const { ctx, website } = run;
  if (depth > website.maxDepth) return;
  const wanted = new Map<string, { url: string; state: 'queued' | 'skipped'; reason: SkipReason | null }>();
  for (const raw of urls) {
    const url = normalizeUrl(raw);
    if (!url || wanted.has(url) || run.inFrontier.has(url)) continue;
    if (siteOf(url) !== run.site) {
      // Kept (as 'outside the site') only when the page names it, for the progress list; never fetched.
      wanted.set(url, { url, state: 'skipped', reason: 'outside' });
      continue;
    }
    if (looksLikeNonPage(url)) continue;
    if (!(seeds && url === website.startUrl) && !pathAllowed(url, website.includePaths, website.excludePaths)) continue;
    wanted.set(url, { url, state: 'queued', reason: null });
  }
  if (wanted.size === 0) return;
  const [found] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(websitePages)
    .where(and(eq(websitePages.websiteId, website.id), eq(websitePages.run, website.run)));
  const room = frontierCap(website.maxPages) - (found?.n ?? 0);
  if (room <= 0) return;
  const rows = [...wanted.values()].slice(0, room);
  for (let i = 0; i < rows.length; i += 200) {
    await ctx.db
      .insert(websitePages)
      .values(
        rows.slice(i, i + 200).map((row) => ({
          id: newId(),
          websiteId: website.id,
          accountId: website.accountId,
          agentId: website.agentId,
          url: row.url,
          depth,
          run: website.run,
          state: row.state,
          reason: row.reason,
        })),
      )
      // Found again in a new run: queued for this run (its document and validators kept, so an unchanged page is not processed again).
      .onConflictDoUpdate({
        target: [websitePages.websiteId, websitePages.url],
        set: {
          run: website.run,
          depth: sql`excluded.depth`,
          state: sql`excluded.state`,
          reason: sql`excluded.reason`,
          httpStatus: null,
          updatedAt: sql`now()`,
        },
        setWhere: sql`${websitePages.run} < ${website.run}`,
      });
    for (const row of rows.slice(i, i + 200)) run.inFrontier.add(row.url);
  }
}

/**
 * Ends the run: pages not found again, or now missing (404/410) or excluded by robots.txt, lose their documents;
 * the website is 'done' when it has pages, else 'failed' with the reason the person can act on.
 */
export async function endRun(ctx: AppContext, website: Website, end: { notice?: string; failed?: boolean } = {}) {
  const limitNotice = end.failed ? undefined : end.notice;
  // What this run left in the frontier (a limit ended it) is not crawled.
  await ctx.db
    .update(websitePages)
    .set({ state: 'skipped', reason: 'limit' })
    .where(and(eq(websitePages.websiteId, website.id), eq(websitePages.run, website.run), eq(websitePages.state, 'queued')));
  const gone = await ctx.db
    .select({ id: websitePages.id, documentId: websitePages.documentId })
    .from(websitePages)
    .where(
      and(
        eq(websitePages.websiteId, website.id),
        or(
          lt(websitePages.run, website.run),
          and(
            eq(websitePages.state, 'skipped'),
            or(inArray(websitePages.httpStatus, [404, 410]), inArray(websitePages.reason, ['robots', 'duplicate', 'outside'])),
          ),
        ),
      ),
    );
  for (const page of gone) if (page.documentId) await unsafeRemovePageDocument(ctx, page.documentId);
  await ctx.db.delete(websitePages).where(and(eq(websitePages.websiteId, website.id), lt(websitePages.run, website.run)));
  const rows = await ctx.db
    .select({ state: websitePages.state, reason: websitePages.reason, url: websitePages.url, httpStatus: websitePages.httpStatus })
    .from(websitePages)
    .where(and(eq(websitePages.websiteId, website.id), eq(websitePages.run, website.run)));
  const kept = rows.filter((r) => r.state === 'stored' || r.state === 'unchanged').length;
  let notice: string | null = limitNotice ?? website.notice ?? null;
  let status: 'done' | 'failed' = 'done';
  if (end.failed) {
    status = 'failed';
    notice = end.notice ?? null;
  } else if (kept === 0 && !limitNotice) {
    status = 'failed';
    const start = rows.find((r) => r.url === website.startUrl);
    const inside = rows.filter((r) => r.reason !== 'outside');
    if (inside.length > 0 && inside.every((r) => r.reason === 'robots')) notice = WEBSITE_MESSAGES.robotsBlocksAll;
    else if (start?.state === 'failed' && (start.reason === 'unreachable' || start.reason === 'timeout'))
      notice = WEBSITE_MESSAGES.unreachable(new URL(website.startUrl).host);
    else if (start && (start.state === 'failed' || start.state === 'skipped') && start.reason)
      notice = WEBSITE_MESSAGES.startFailed(
        failureText(start.reason === 'http_error' && start.httpStatus ? `http_${start.httpStatus}` : start.reason),
      );
    else notice = notice ?? WEBSITE_MESSAGES.nothingStored;
  }
  await ctx.db
    .update(websiteSources)
    .set({ status, notice, finishedAt: sql`now()` })
    .where(and(eq(websiteSources.id, website.id), eq(websiteSources.run, website.run), eq(websiteSources.status, 'crawling')));
}

/** A page's failure or skip reason as the notice of a run says it. */
export function failureText(reason: string): string {
  return RUN_NOTICE_REASONS[reason] ?? runNoticeReasonOther(reason);
}
