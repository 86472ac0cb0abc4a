import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import { websiteSources } from '../../../db/schema/websites.js';

/** A crawl's hold on its website (renewed every page): a second job for it waits instead of crawling alongside. */
export const LEASE_MS = 3 * 60_000;

type Website = typeof websiteSources.$inferSelect;

/** Takes (or renews) the website's lease; undefined when another job holds it. Background work, by id. */
export async function takeLease(ctx: AppContext, websiteId: string, holder: string): Promise<Website | undefined> {
  const [website] = await ctx.db
    .update(websiteSources)
    .set({ leaseHolder: holder, leaseUntil: sql`now() + ${`${LEASE_MS} milliseconds`}::interval` })
    .where(
      and(
        eq(websiteSources.id, websiteId),
        or(sql`${websiteSources.leaseUntil} is null`, lt(websiteSources.leaseUntil, sql`now()`), eq(websiteSources.leaseHolder, holder)),
      ),
    )
    .returning();
  return website;
}

export async function releaseLease(ctx: AppContext, websiteId: string, holder: string) {
  await ctx.db
    .update(websiteSources)
    .set({ leaseHolder: null, leaseUntil: null })
    .where(and(eq(websiteSources.id, websiteId), eq(websiteSources.leaseHolder, holder)));
}
