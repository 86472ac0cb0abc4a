import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { WEBSITES_CHANGED_EVENT } from '@app/shared/api/knowledge-website';
import type { AppContext } from '../../../app-context.js';
import { websiteSources } from '../../../db/schema/websites.js';

/** The queue of crawl slices (crawl-website.ts works it) and the daily job of the weekly refresh. */
export const CRAWL_WEBSITE_QUEUE = 'crawl-website';
export const WEEKLY_REFRESH_QUEUE = 'refresh-websites-weekly';

type Website = typeof websiteSources.$inferSelect;

export async function publishWebsiteChanged(
  ctx: Pick<AppContext, 'realtime'>,
  website: { accountId: string; agentId: string; id: string },
) {
  await ctx.realtime.publish({
    type: WEBSITES_CHANGED_EVENT,
    accountId: website.accountId,
    payload: { agentId: website.agentId, websiteId: website.id },
  });
}

/** Queues a new run of a website (first crawl, 'Aggiorna', weekly refresh): it becomes 'queued' with the next run number. */
export async function startRun(ctx: AppContext, websiteId: string): Promise<Website | undefined> {
  const [website] = await ctx.db
    .update(websiteSources)
    .set({ status: 'queued', run: sql`${websiteSources.run} + 1`, notice: null, startedAt: null, finishedAt: null })
    .where(and(eq(websiteSources.id, websiteId), inArray(websiteSources.status, ['done', 'failed', 'cancelled'])))
    .returning();
  if (!website) return undefined;
  await ctx.jobs.send(CRAWL_WEBSITE_QUEUE, { websiteId });
  await publishWebsiteChanged(ctx, website);
  return website;
}

/** The weekly refresh (a daily job): a new run for every website that asked for it and was last crawled over 7 days ago. */
export async function refreshDueWebsites(ctx: AppContext): Promise<number> {
  let started = 0;
  for (const website of await unsafeListWebsitesDueForRefresh(ctx)) if (await startRun(ctx, website.id)) started += 1;
  return started;
}

async function unsafeListWebsitesDueForRefresh(ctx: AppContext) {
  return ctx.db
    .select({ id: websiteSources.id })
    .from(websiteSources)
    .where(
      and(
        eq(websiteSources.weeklyRefresh, true),
        inArray(websiteSources.status, ['done', 'failed']),
        lt(websiteSources.finishedAt, sql`now() - interval '7 days'`),
      ),
    );
}
