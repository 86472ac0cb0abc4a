import { and, eq, sql } from 'drizzle-orm';
import { WEBSITE_MESSAGES } from '@app/shared/i18n/knowledge-website';
import type { AppContext } from '../../../app-context.js';
import { websitePages, websiteSources } from '../../../db/schema/websites.js';
import { newId } from '../../../db/ids.js';
import type { FetchSettings } from './fetch-url.js';
import { readRobots, type Robots } from './robots.js';
import { readSitemaps } from './sitemap.js';
import { siteOf } from './site.js';
import { CrawlLimitReached, CrawlStopped } from './page-documents.js';
import { hostGate } from './host-gate.js';
import { crawlerSettings, UA_TOKEN } from './crawler-settings.js';
import { CRAWL_WEBSITE_QUEUE, publishWebsiteChanged } from './website-runs.js';
import { LEASE_MS, releaseLease, takeLease } from './website-lease.js';
import { addToFrontier, endRun, failureText, frontierCap, nextQueuedPage } from './crawl-frontier.js';
import { crawlPage } from './crawl-page.js';
import { pause } from '../../../base/pause.js';

/** How long one job crawls before it hands the rest of the run to a new job: no job outlives the queue's expiry. */
const SLICE_MS = 60_000;
/** Progress events of one website at most this often (and always at the end). */
const PUBLISH_EVERY_MS = 500;

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

/** One slice of a run; its page and frontier steps (crawl-page.ts, crawl-frontier.ts) read the members not private. */
class Crawl {
  readonly settings: FetchSettings;
  private readonly robots = new Map<string, Promise<Robots>>();
  /**
   * Addresses this slice already put in the run's frontier: a menu links every page to the same dozen addresses, and
   * asking the database again for each of them cost a count and an upsert per page (bench/knowledge-crawl.mjs).
   */
  readonly inFrontier = new Set<string>();
  readonly site: string;
  private lastPublished = 0;
  private readonly deadline = Date.now() + SLICE_MS;

  constructor(
    readonly ctx: AppContext,
    public website: Website,
    private readonly holder: string,
    readonly signal: AbortSignal,
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
      const page = await nextQueuedPage(ctx, this.website);
      if (!page) {
        await this.finish();
        return;
      }
      try {
        await crawlPage(this, page);
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
  robotsOf(url: string, inTurn = false): Promise<Robots> {
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

  /** Adds addresses of this run's frontier (addToFrontier). */
  discover(urls: string[], depth: number, seeds = false) {
    return addToFrontier(this, urls, depth, seeds);
  }

  async setPage(page: Page, values: Partial<Page>) {
    await this.ctx.db
      .update(websitePages)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(websitePages.id, page.id));
  }

  /** Ends the run (endRun) and says so at once. */
  private async finish(end: { notice?: string; failed?: boolean } = {}) {
    await endRun(this.ctx, this.website, end);
    await this.publish(true);
  }

  private async publish(force: boolean) {
    if (!force && Date.now() - this.lastPublished < PUBLISH_EVERY_MS) return;
    this.lastPublished = Date.now();
    await publishWebsiteChanged(this.ctx, this.website);
  }
}
