/** Storing a fetched page's content: kept once per run, and left as it is when unchanged. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import { websitePages, type websiteSources } from '../../../db/schema/websites.js';
import { agentDocuments } from '../../../db/schema/documents.js';
import { storePageDocument, unsafeRemovePageDocument } from './page-documents.js';

type Website = typeof websiteSources.$inferSelect;
type Page = typeof websitePages.$inferSelect;

/** What storing a page needs of its run (the Crawl of crawl-website.ts). */
export interface PageKeeper {
  readonly ctx: AppContext;
  readonly website: Website;
  setPage(page: Page, values: Partial<Page>): Promise<void>;
}

/** Stores the page's content unless it is unchanged, or the same as another page of this run (stored once). */
export async function keepPageContent(
  run: PageKeeper,
  page: Page,
  fetched: { fetchedRun: number },
  validators: { etag: string | null; lastModified: string | null; httpStatus: number },
  content: { name: string; sourceUrl: string; fileType: string; data: Buffer; hash: string },
) {
  const { ctx, website } = run;
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
    await run.setPage(page, { ...fetched, ...validators, state: 'skipped', reason: 'duplicate', title: content.name });
    if (page.documentId) await unsafeRemovePageDocument(ctx, page.documentId);
    return;
  }
  if (page.documentId && page.contentHash === content.hash && (await documentExists(ctx, page.documentId))) {
    await run.setPage(page, { ...fetched, ...validators, state: 'unchanged', reason: null, title: content.name });
    return;
  }
  await run.setPage(page, { ...fetched, ...validators, contentHash: content.hash });
  await storePageDocument(ctx, website, { ...page, contentHash: content.hash }, content);
}

export async function documentExists(ctx: AppContext, documentId: string) {
  const [doc] = await ctx.db.select({ id: agentDocuments.id }).from(agentDocuments).where(eq(agentDocuments.id, documentId));
  return Boolean(doc);
}
