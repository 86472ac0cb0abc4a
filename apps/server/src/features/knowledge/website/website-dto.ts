import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Website, WebsiteProgress } from '@app/shared/api/knowledge-website';
import type { DbOrTx } from '../../../db/client.js';
import { agentDocuments } from '../../../db/schema/documents.js';
import { websitePages, websiteSources } from '../../../db/schema/websites.js';

type WebsiteRow = typeof websiteSources.$inferSelect;

const EMPTY: WebsiteProgress = { found: 0, fetched: 0, processed: 0, skipped: 0, failed: 0, processing: 0 };

/**
 * The counts of each website's latest run, in one grouped query: found, fetched, skipped, failed (fetch or
 * processing), processed ('Processato', the document's own status) and still processing.
 */
export async function progressOf(db: DbOrTx, accountId: string, websites: WebsiteRow[]): Promise<Map<string, WebsiteProgress>> {
  const result = new Map<string, WebsiteProgress>();
  if (websites.length === 0) return result;
  const rows = await db
    .select({
      websiteId: websitePages.websiteId,
      state: websitePages.state,
      fetched: sql<boolean>`${websitePages.fetchedRun} = ${websitePages.run}`,
      documentStatus: agentDocuments.status,
      n: sql<number>`count(*)::int`,
    })
    .from(websitePages)
    .innerJoin(websiteSources, eq(websiteSources.id, websitePages.websiteId))
    .leftJoin(agentDocuments, eq(agentDocuments.id, websitePages.documentId))
    .where(
      and(
        eq(websitePages.accountId, accountId),
        inArray(
          websitePages.websiteId,
          websites.map((w) => w.id),
        ),
        eq(websitePages.run, websiteSources.run),
      ),
    )
    .groupBy(websitePages.websiteId, websitePages.state, sql`${websitePages.fetchedRun} = ${websitePages.run}`, agentDocuments.status);
  for (const row of rows) {
    const p = result.get(row.websiteId) ?? { ...EMPTY };
    p.found += row.n;
    if (row.fetched) p.fetched += row.n;
    if (row.state === 'skipped') p.skipped += row.n;
    else if (row.state === 'failed') p.failed += row.n;
    else if (row.state === 'stored' || row.state === 'unchanged') {
      if (row.documentStatus === 'processed') p.processed += row.n;
      else if (row.documentStatus === 'pending' || row.documentStatus === 'processing') p.processing += row.n;
      else if (row.documentStatus) p.failed += row.n;
    }
    result.set(row.websiteId, p);
  }
  return result;
}

export function toWebsiteDto(row: WebsiteRow, progress: WebsiteProgress | undefined): Website {
  return {
    id: row.id,
    agentId: row.agentId,
    url: row.startUrl,
    isSitemap: row.isSitemap,
    includePaths: row.includePaths,
    excludePaths: row.excludePaths,
    maxDepth: row.maxDepth,
    maxPages: row.maxPages,
    weeklyRefresh: row.weeklyRefresh,
    status: row.status,
    notice: row.notice,
    progress: progress ?? { ...EMPTY },
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}

/** A website of the caller's account and agent (requireAgent has been asked first), or undefined. */
export async function findWebsite(db: DbOrTx, accountId: string, agentId: string, websiteId: string) {
  const [row] = await db
    .select()
    .from(websiteSources)
    .where(and(eq(websiteSources.id, websiteId), eq(websiteSources.accountId, accountId), eq(websiteSources.agentId, agentId)));
  return row;
}
