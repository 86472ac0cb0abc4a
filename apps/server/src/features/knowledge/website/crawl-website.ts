import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { RUN_NOTICE_REASONS, runNoticeReasonOther, WEBSITE_MESSAGES } from '@app/shared/i18n/knowledge-website';
import type { SkipReason } from '@app/shared/api/knowledge-website';
import type { AppContext } from '../../../app-context.js';
import { websitePages, websiteSources } from '../../../db/schema/websites.js';
import { agentDocuments } from '../../../db/schema/documents.js';
import { newId } from '../../../db/ids.js';
import { readHtmlPage } from '../ingestion/text-reader.js';
import { looksLikeText, MIME_BY_KIND, sniffFileKind } from '../ingestion/file-kind.js';
import { fetchUrl, type FetchOutcome, type FetchSettings } from './fetch-url.js';
import { readRobots, type Robots } from './robots.js';
import { readSitemaps } from './sitemap.js';
import { looksLikeNonPage, normalizeUrl, pathAllowed, siteOf } from './site.js';
import {
  contentHash,
  CrawlLimitReached,
  CrawlStopped,
  documentName,
  storePageDocument,
  unsafeRemovePageDocument,
} from './page-documents.js';
import { hostGate } from './host-gate.js';
import { crawlerSettings, UA_TOKEN } from './crawler-settings.js';
import { CRAWL_WEBSITE_QUEUE, publishWebsiteChanged } from './website-runs.js';
import { LEASE_MS, releaseLease, takeLease } from './website-lease.js';
import { pause } from '../../../base/pause.js';

/** How long one job crawls before it hands the rest of the run to a new job: no job outlives the queue's expiry. */
const SLICE_MS = 60_000;
/** Progress events of one website at most this often (and always at the end). */
const PUBLISH_EVERY_MS = 500;
/** Addresses kept per run beyond the pages to store: links found past this are not followed. */
const frontierCap = (maxPages: number) => Math.min(50_000, maxPages * 3 + 200);

type Website = typeof websiteSources.$inferSelect;
type Page = typeof websitePages.$inferSelect;

/**
 * One slice of a website's run: takes the lease, starts the run when it is new (robots.txt, sitemap), then fetches the
 * frontier's pages one at a time, each after the politeness delay, for at most SLICE_MS; queues the next slice, or
 * ends the run. A restart resumes from the frontier in the database; every outcome of a page is a state, never a
 * thrown error, so no run is left stuck.
 */
export async function crawlWebsite(ctx: AppContext, websiteId: string, signal: AbortSignal): Promise<void> {
  const holder = newId();
  let website = await takeLease(ctx, websiteId, holder);
  // Another job holds it (a duplicate, or the job of an instance that died): wait for its lease to lapse.
  for (let waited = 0; !website && waited < LEASE_MS + 10_000 && !signal.aborted; waited += 5_000) {
    const [current] = await ctx.db.select().from(websiteSources).where(eq(websiteSources.id, websiteId));
    if (!current || !['queued', 'crawling'].includes(current.status)) return;
    await pause(5_000, signal);
    website = await takeLease(ctx, websiteId, holder);
  }
  if (!website || signal.aborted) return;
  try {
    await new Crawl(ctx, website, holder, signal).run();
  } finally {
    await releaseLease(ctx, websiteId, holder).catch(() => undefined);
  }
}

class Crawl {
  private readonly settings: FetchSettings;
  private readonly robots = new Map<string, Promise<Robots>>();
  /**
   * Addresses this slice already put in the run's frontier: a menu links every page to the same dozen addresses, and
   * asking the database again for each of them cost a count and an upsert per page (bench/knowledge-crawl.mjs).
   */
  private readonly inFrontier = new Set<string>();
  private readonly site: string;
  private lastPublished = 0;
  private readonly deadline = Date.now() + SLICE_MS;

  constructor(
    private readonly ctx: AppContext,
    private website: Website,
    private readonly holder: string,
    private readonly signal: AbortSignal,
  ) {
    this.settings = crawlerSettings(ctx, signal);
    this.site = siteOf(website.startUrl);
  }

  async run() {
    const { ctx } = this;
    if (this.website.status === 'queued') {
      const ended = await this.begin();
      if (ended || this.signal.aborted) return;
    } else if (this.website.status !== 'crawling') {
      return;
    }
    for (;;) {
      if (this.signal.aborted) return;
      if (Date.now() > this.deadline) {
        await ctx.jobs.send(CRAWL_WEBSITE_QUEUE, { websiteId: this.website.id });
        return;
      }
      const [page] = await ctx.db
        .select()
        .from(websitePages)
        .where(and(eq(websitePages.websiteId, this.website.id), eq(websitePages.run, this.website.run), eq(websitePages.state, 'queued')))
        .orderBy(asc(websitePages.depth), asc(websitePages.updatedAt), asc(websitePages.url))
        .limit(1);
      if (!page) {
        await this.finish();
        return;
      }
      try {
        await this.crawlPage(page);
      } catch (err) {
        if (this.signal.aborted || err instanceof CrawlStopped) return;
        if (err instanceof CrawlLimitReached) {
          await this.setPage(page, { state: 'skipped', reason: 'limit' });
          await this.finish({ notice: err.message });
          return;
        }
        ctx.log.error({ err, websiteId: this.website.id, url: page.url }, 'crawling a page failed');
        await this.setPage(page, { state: 'failed', reason: 'processing' });
      }
      // Deleted or stopped meanwhile ('Interrompi'): the lease update finds no crawling website.
      const renewed = await takeLease(ctx, this.website.id, this.holder);
      if (!renewed || renewed.status !== 'crawling' || renewed.run !== this.website.run) {
        if (renewed) await this.publish(true);
        return;
      }
      this.website = renewed;
      await this.publish(false);
    }
  }

  /** A new run: reads robots.txt of the start address's origin and seeds the frontier. True when the run already ended. */
  private async begin(): Promise<boolean> {
    const { ctx, website } = this;
    const origin = new URL(website.startUrl).origin;
    const robots = await this.robotsOf(website.startUrl);
    const [started] = await ctx.db
      .update(websiteSources)
      .set({ status: 'crawling', startedAt: sql`now()`, crawlDelayMs: robots.crawlDelayMs })
      .where(and(eq(websiteSources.id, website.id), eq(websiteSources.status, 'queued')))
      .returning();
    if (!started) return true;
    this.website = started;
    await this.publish(true);
    if (robots.unreachable) {
      await this.finish({ failed: true, notice: WEBSITE_MESSAGES.unreachable(new URL(origin).host) });
      return true;
    }
    if (!website.isSitemap) {
      await this.discover([website.startUrl], 0, true);
      return false;
    }
    const sitemap = await readSitemaps(website.startUrl, this.settings, (url) => siteOf(url) === this.site, frontierCap(website.maxPages));
    if (this.signal.aborted) return true;
    if (sitemap.urls.length === 0) {
      const failure = sitemap.failure;
      await this.finish({
        failed: true,
        notice:
          failure === 'unreachable' || failure === 'timeout'
            ? WEBSITE_MESSAGES.unreachable(new URL(origin).host)
            : failure === 'invalid'
              ? WEBSITE_MESSAGES.sitemapInvalid
              : failure
                ? WEBSITE_MESSAGES.startFailed(failureText(failure))
                : WEBSITE_MESSAGES.nothingStored,
      });
      return true;
    }
    if (sitemap.leftOut > 0) {
      await ctx.db
        .update(websiteSources)
        .set({ notice: WEBSITE_MESSAGES.sitemapTooManySitemaps(sitemap.read) })
        .where(eq(websiteSources.id, website.id));
    }
    await this.discover(sitemap.urls, 0, true);
    return false;
  }

  /**
   * The robots.txt of `url`'s origin, read once per run. `inTurn`: asked by a redirect hop, inside the turn of the
   * page's host; the read is part of that turn. Taking a new turn there would wait for the turn it is in: a site whose
   * http:// address redirects to https:// (same host, a new origin) would never be crawled.
   */
  private robotsOf(url: string, inTurn = false): Promise<Robots> {
    const origin = new URL(url).origin;
    let robots = this.robots.get(origin);
    if (!robots) {
      const read = () => readRobots(origin, this.settings, UA_TOKEN);
      robots = (inTurn ? read() : hostGate(this.ctx).turn(new URL(url).host, this.ctx.config.CRAWLER_DELAY_MS, this.signal, read)).catch(
        () => ({ allows: () => true, crawlDelayMs: null, unreachable: false }),
      );
      this.robots.set(origin, robots);
    }
    return robots;
  }

  /** Adds addresses of this run's frontier: same site, allowed paths, not already found in this run. */
  private async discover(urls: string[], depth: number, seeds = false) {
    const { ctx, website } = this;
    if (depth > website.maxDepth) return;
    const wanted = new Map<string, { url: string; state: 'queued' | 'skipped'; reason: SkipReason | null }>();
    for (const raw of urls) {
      const url = normalizeUrl(raw);
      if (!url || wanted.has(url) || this.inFrontier.has(url)) continue;
      if (siteOf(url) !== this.site) {
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
      for (const row of rows.slice(i, i + 200)) this.inFrontier.add(row.url);
    }
  }

  private async setPage(page: Page, values: Partial<Page>) {
    await this.ctx.db
      .update(websitePages)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(websitePages.id, page.id));
  }

  private async crawlPage(page: Page) {
    const { ctx, website } = this;
    const robots = await this.robotsOf(page.url);
    if (!robots.allows(page.url)) {
      await this.setPage(page, { state: 'skipped', reason: 'robots' });
      return;
    }
    const delay = Math.max(ctx.config.CRAWLER_DELAY_MS, website.crawlDelayMs ?? 0);
    const known = page.documentId ? await this.documentExists(page.documentId) : false;
    const conditional: Record<string, string> = {};
    if (known && page.etag) conditional['if-none-match'] = page.etag;
    if (known && page.lastModified) conditional['if-modified-since'] = page.lastModified;
    const pageMax = Math.round(ctx.config.CRAWLER_PAGE_MAX_MB * 1024 * 1024);
    const fileMax = Math.round(ctx.config.MAX_UPLOAD_MB * 1024 * 1024);
    const outcome: FetchOutcome = await hostGate(ctx).turn(new URL(page.url).host, delay, this.signal, () =>
      fetchUrl(page.url, this.settings, {
        headers: conditional,
        hopDelayMs: delay,
        accept: (type) => (isHtml(type) ? { maxBytes: pageMax } : documentType(type) ? { maxBytes: fileMax } : null),
        checkHop: async (next) => {
          if (siteOf(next) !== this.site) return 'outside';
          if (!(await this.robotsOf(next, true)).allows(next)) return 'robots';
          return null;
        },
      }),
    );
    if (this.signal.aborted) return;
    const fetched = { fetchedRun: website.run };
    switch (outcome.kind) {
      case 'not_modified':
        // Its links are those it had: the rest of the site is found again through them.
        await this.discover(page.links ?? [], page.depth + 1);
        await this.setPage(page, { ...fetched, state: 'unchanged', reason: null, httpStatus: 304 });
        return;
      case 'http_error':
        await this.setPage(page, { ...fetched, state: 'skipped', reason: 'http_error', httpStatus: outcome.status });
        return;
      case 'too_big':
        await this.setPage(page, { ...fetched, state: 'skipped', reason: 'too_big' });
        return;
      case 'unsupported':
        await this.setPage(page, { ...fetched, state: 'skipped', reason: 'not_html' });
        return;
      case 'refused':
        await this.setPage(page, { state: 'skipped', reason: outcome.reason });
        return;
      case 'failed':
        await this.setPage(page, { state: 'failed', reason: outcome.failure });
        return;
    }
    const validators = { etag: outcome.etag, lastModified: outcome.lastModified, httpStatus: outcome.status };
    if (isHtml(outcome.contentType)) {
      // A binary (an image, an archive) served as text/html is not read as a page.
      if (!looksLikeText(outcome.body.subarray(0, 4096))) {
        await this.setPage(page, { ...fetched, ...validators, state: 'skipped', reason: 'not_html' });
        return;
      }
      const html = await readHtmlPage(outcome.body, outcome.contentType, outcome.url);
      const links = html.nofollow ? [] : keepLinks(html.links);
      await this.discover(links, page.depth + 1);
      await this.setPage(page, { links });
      if (html.noindex) {
        await this.setPage(page, { ...fetched, ...validators, state: 'skipped', reason: 'robots', title: html.title });
        return;
      }
      const canonical = html.canonical ? normalizeUrl(html.canonical) : null;
      if (canonical && canonical !== page.url && canonical !== normalizeUrl(outcome.url) && siteOf(canonical) === this.site) {
        // Another address is this page's own: that one is stored (found and queued here if it was not yet).
        await this.discover([canonical], page.depth, true);
        await this.setPage(page, { ...fetched, ...validators, state: 'skipped', reason: 'duplicate', title: html.title });
        return;
      }
      if (!html.text.trim()) {
        await this.setPage(page, { ...fetched, ...validators, state: 'skipped', reason: 'empty', title: html.title });
        return;
      }
      await this.keep(page, fetched, validators, {
        name: documentName(html.title, outcome.url),
        sourceUrl: outcome.url,
        fileType: MIME_BY_KIND.txt,
        data: Buffer.from(html.text, 'utf8'),
        hash: contentHash(html.text),
      });
      return;
    }
    // A linked PDF, DOCX or TXT of the site: stored as it is, processed like an upload (its real kind checked here).
    const fileName = decodeURIComponent(new URL(outcome.url).pathname.split('/').pop() || 'documento');
    const kind = await sniffFileKind(outcome.body.subarray(0, 4096), fileName, async (entry) => outcome.body.includes(Buffer.from(entry)));
    if (kind !== 'pdf' && kind !== 'docx' && kind !== 'txt') {
      await this.setPage(page, { ...fetched, ...validators, state: 'skipped', reason: 'not_html' });
      return;
    }
    await this.keep(page, fetched, validators, {
      name: documentName(fileName, outcome.url),
      sourceUrl: outcome.url,
      fileType: MIME_BY_KIND[kind],
      data: outcome.body,
      hash: contentHash(outcome.body),
    });
  }

  /** Stores the page's content unless it is unchanged, or the same as another page of this run (stored once). */
  private async keep(
    page: Page,
    fetched: { fetchedRun: number },
    validators: { etag: string | null; lastModified: string | null; httpStatus: number },
    content: { name: string; sourceUrl: string; fileType: string; data: Buffer; hash: string },
  ) {
    const { ctx, website } = this;
    const [twin] = await ctx.db
      .select({ id: websitePages.id })
      .from(websitePages)
      .where(
        and(
          eq(websitePages.websiteId, website.id),
          eq(websitePages.run, website.run),
          eq(websitePages.contentHash, content.hash),
          inArray(websitePages.state, ['stored', 'unchanged']),
          sql`${websitePages.id} <> ${page.id}`,
        ),
      )
      .limit(1);
    if (twin) {
      await this.setPage(page, { ...fetched, ...validators, state: 'skipped', reason: 'duplicate', title: content.name });
      if (page.documentId) await unsafeRemovePageDocument(ctx, page.documentId);
      return;
    }
    if (page.documentId && page.contentHash === content.hash && (await this.documentExists(page.documentId))) {
      await this.setPage(page, { ...fetched, ...validators, state: 'unchanged', reason: null, title: content.name });
      return;
    }
    await this.setPage(page, { ...fetched, ...validators, contentHash: content.hash });
    await storePageDocument(ctx, website, { ...page, contentHash: content.hash }, content);
  }

  private async documentExists(documentId: string) {
    const [doc] = await this.ctx.db.select({ id: agentDocuments.id }).from(agentDocuments).where(eq(agentDocuments.id, documentId));
    return Boolean(doc);
  }

  /**
   * Ends the run: pages not found again, or now missing (404/410) or excluded by robots.txt, lose their documents;
   * the website is 'done' when it has pages, else 'failed' with the reason the person can act on.
   */
  private async finish(end: { notice?: string; failed?: boolean } = {}) {
    const limitNotice = end.failed ? undefined : end.notice;
    const { ctx, website } = this;
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
    await this.publish(true);
  }

  private async publish(force: boolean) {
    if (!force && Date.now() - this.lastPublished < PUBLISH_EVERY_MS) return;
    this.lastPublished = Date.now();
    await publishWebsiteChanged(this.ctx, this.website);
  }
}

/** The links worth keeping for a later run: distinct, normalised, at most 1,000. */
function keepLinks(links: string[]): string[] {
  const kept = new Set<string>();
  for (const link of links) {
    const url = normalizeUrl(link);
    if (url) kept.add(url);
    if (kept.size >= 1000) break;
  }
  return [...kept];
}

const isHtml = (type: string) => type.startsWith('text/html') || type.startsWith('application/xhtml+xml');
const documentType = (type: string) =>
  type.startsWith('application/pdf') ||
  type.startsWith('text/plain') ||
  type.startsWith('application/vnd.openxmlformats-officedocument.wordprocessingml.document') ||
  // Many servers send files they do not know as a generic binary: its real kind is checked on the bytes.
  type.startsWith('application/octet-stream');

/** A page's failure or skip reason as the notice of a run says it. */
export function failureText(reason: string): string {
  return RUN_NOTICE_REASONS[reason] ?? runNoticeReasonOther(reason);
}
