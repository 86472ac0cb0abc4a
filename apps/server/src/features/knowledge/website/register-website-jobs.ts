import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import { websiteSources } from '../../../db/schema/websites.js';
import { crawlWebsite } from './crawl-website.js';
import { unsafeForgetIdleHosts } from './host-gate.js';
import { CRAWL_WEBSITE_QUEUE, refreshDueWebsites, WEEKLY_REFRESH_QUEUE } from './website-runs.js';

/** Starts the crawl workers and the weekly refresh, then queues again every crawl a restart interrupted. */
export async function registerWebsiteJobs(ctx: AppContext) {
  await ctx.jobs.work<{ websiteId: string }>(CRAWL_WEBSITE_QUEUE, (data, signal) => crawlWebsite(ctx, data.websiteId, signal), {
    concurrency: 2,
    expireInSeconds: 15 * 60,
  });
  await ctx.jobs.daily(WEEKLY_REFRESH_QUEUE, async () => {
    await refreshDueWebsites(ctx);
    await unsafeForgetIdleHosts(ctx.db);
  });
  const unfinished = await ctx.db
    .select({ id: websiteSources.id })
    .from(websiteSources)
    .where(inArray(websiteSources.status, ['queued', 'crawling']));
  await ctx.jobs.sendMissing(
    CRAWL_WEBSITE_QUEUE,
    unfinished.map((w) => ({ websiteId: w.id })),
    'websiteId',
  );
}
