import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { PLAN_EXPIRED_MESSAGE } from '@app/shared/i18n/plans';
import { STORAGE_LIMIT_MESSAGE } from '@app/shared/i18n/knowledge';
import { WEBSITE_MESSAGES } from '@app/shared/i18n/knowledge-website';
import type { AppContext } from '../../../app-context.js';
import { agentDocuments } from '../../../db/schema/documents.js';
import { websitePages, websiteSources } from '../../../db/schema/websites.js';
import type { DbOrTx } from '../../../db/client.js';
import { newId } from '../../../db/ids.js';
import { getAccountPlan } from '../../account/plan-state.js';
import { storageUsedBytes } from '../../account/account-usage.js';
import { lockAccount } from '../../account/lock-account.js';
import { enqueueDocument, publishDocumentsChanged } from '../ingestion/process-document-job.js';
import { removeDocumentTerms } from '../search/term-statistics.js';
import { sourceLimitReached } from '../sources/source-statistics.js';
import { queueFileRemoval, removeQueuedFiles } from '../../../storage/file-removals.js';

type Website = typeof websiteSources.$inferSelect;
type Page = typeof websitePages.$inferSelect;

/** A limit that ends the run: the plan's pages, the storage, the website's own maximum, or no active plan. */
export class CrawlLimitReached extends Error {}
/** The website was deleted or its run stopped while a page was being stored: the crawl ends without a word. */
export class CrawlStopped extends Error {}

export const contentHash = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** A document's name from a page title: one line, no control characters, at most 200 characters. */
export function documentName(title: string, url: string): string {
  const clean = title
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (clean || new URL(url).hostname + new URL(url).pathname).slice(0, 200);
}

/**
 * Stores what a page gave (its text as a .txt, or a linked PDF/DOCX/TXT as it is) as the page's document, of
 * source_type 'web_page', and queues it for the same processing as an upload (process-document-job: extraction,
 * chunks, term statistics). A page seen before gets its document's content replaced and processed again. The plan's
 * pages per agent, the storage and the website's maximum are checked under the account lock (D16).
 */
export async function storePageDocument(
  ctx: AppContext,
  website: Website,
  page: Page,
  content: { name: string; sourceUrl: string; fileType: string; data: Buffer; hash: string },
): Promise<void> {
  const previous = page.documentId
    ? (await ctx.db.select().from(agentDocuments).where(eq(agentDocuments.id, page.documentId)))[0]
    : undefined;
  const id = previous?.id ?? newId();
  const extension = content.fileType === 'application/pdf' ? 'pdf' : content.fileType.includes('wordprocessingml') ? 'docx' : 'txt';
  const key = `${website.accountId}/${website.agentId}/web-${id}-${website.run}-${Date.now().toString(36)}.${extension}`;
  await ctx.storage.put(key, Readable.from([content.data]), { maxBytes: content.data.length + 1 });
  let row: typeof agentDocuments.$inferSelect;
  try {
    row = await ctx.db.transaction(async (tx) => {
      await lockAccount(tx, website.accountId);
      // Deleting the website or stopping its run takes this row's lock too: either that sees this page's document, or this sees it gone.
      const [alive] = await tx
        .select({ status: websiteSources.status, run: websiteSources.run })
        .from(websiteSources)
        .where(eq(websiteSources.id, website.id))
        .for('update');
      if (!alive || alive.status !== 'crawling' || alive.run !== website.run) throw new CrawlStopped();
      const { plan } = await getAccountPlan(tx, website.accountId);
      if (!plan) throw new CrawlLimitReached(PLAN_EXPIRED_MESSAGE);
      const used = await storageUsedBytes(tx, website.accountId);
      if (used - (previous?.sizeBytes ?? 0) + content.data.length > plan.storageBytes) {
        throw new CrawlLimitReached(STORAGE_LIMIT_MESSAGE(plan.storageLabel));
      }
      if (!previous) {
        const reached = await sourceLimitReached(tx, { accountId: website.accountId, agentId: website.agentId, type: 'web_page', plan });
        if (reached) throw new CrawlLimitReached(reached.message);
        const [sitePages] = await tx
          .select({ n: count() })
          .from(websitePages)
          .where(and(eq(websitePages.websiteId, website.id), sql`${websitePages.documentId} is not null`, ne(websitePages.id, page.id)));
        if ((sitePages?.n ?? 0) >= website.maxPages) throw new CrawlLimitReached(WEBSITE_MESSAGES.maxPagesReached(website.maxPages));
        const [inserted] = await tx
          .insert(agentDocuments)
          .values({
            id,
            accountId: website.accountId,
            agentId: website.agentId,
            sourceType: 'web_page',
            sourceUrl: content.sourceUrl,
            fileName: content.name,
            filePath: key,
            fileType: content.fileType,
            sizeBytes: content.data.length,
            status: 'pending',
            uploadedAt: sql`now()`,
          })
          .returning();
        await linkPage(tx, page, inserted!.id, content);
        return inserted!;
      }
      const [updated] = await tx
        .update(agentDocuments)
        .set({
          sourceUrl: content.sourceUrl,
          fileName: content.name,
          filePath: key,
          fileType: content.fileType,
          sizeBytes: content.data.length,
          status: 'pending',
          progress: 0,
          error: null,
          uploadedAt: sql`now()`,
        })
        .where(eq(agentDocuments.id, previous.id))
        .returning();
      await queueFileRemoval(tx, { key: previous.filePath });
      await linkPage(tx, page, previous.id, content);
      return updated!;
    });
  } catch (err) {
    await ctx.storage.remove(key).catch(() => undefined);
    throw err;
  }
  if (previous) await removeQueuedFiles(ctx, { key: previous.filePath });
  await enqueueDocument(ctx, row);
}

async function linkPage(tx: DbOrTx, page: Page, documentId: string, content: { name: string; hash: string }) {
  await tx
    .update(websitePages)
    .set({ documentId, contentHash: content.hash, title: content.name, state: 'stored', reason: null, updatedAt: sql`now()` })
    .where(eq(websitePages.id, page.id));
}

/**
 * Removes a page's document as the documents list's 'Elimina' does (its terms leave the agent's statistics, the
 * row, then its file), without a caller: the crawl found the page gone from the site. Background work, by id.
 */
export async function unsafeRemovePageDocument(ctx: AppContext, documentId: string): Promise<void> {
  const [doc] = await ctx.db.select().from(agentDocuments).where(eq(agentDocuments.id, documentId));
  if (!doc) return;
  await ctx.db.transaction(async (tx) => {
    await removeDocumentTerms(tx, doc);
    await tx.delete(agentDocuments).where(eq(agentDocuments.id, doc.id));
    await queueFileRemoval(tx, { key: doc.filePath });
  });
  await removeQueuedFiles(ctx, { key: doc.filePath });
  await publishDocumentsChanged(ctx, doc);
}
