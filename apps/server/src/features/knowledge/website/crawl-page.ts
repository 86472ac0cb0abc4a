/** Crawling one page of a run: robots.txt, the conditional fetch, and what its outcome makes of the page. */
import type { websitePages } from '../../../db/schema/websites.js';
import { readHtmlPage } from '../ingestion/text-reader.js';
import { looksLikeText, MIME_BY_KIND, sniffFileKind } from '../ingestion/file-kind.js';
import { fetchUrl, type FetchOutcome, type FetchSettings } from './fetch-url.js';
import type { Robots } from './robots.js';
import { normalizeUrl, siteOf } from './site.js';
import { contentHash, documentName } from './page-documents.js';
import { hostGate } from './host-gate.js';
import { documentExists, keepPageContent, type PageKeeper } from './keep-page-content.js';

type Page = typeof websitePages.$inferSelect;

/** What crawling one page needs of its run (the Crawl of crawl-website.ts). */
export interface PageCrawl extends PageKeeper {
  readonly settings: FetchSettings;
  readonly site: string;
  readonly signal: AbortSignal;
  robotsOf(url: string, inTurn?: boolean): Promise<Robots>;
  discover(urls: string[], depth: number, seeds?: boolean): Promise<void>;
}

/** Fetches one page of the frontier and records its outcome: skipped, failed, unchanged or stored. */
export async function crawlPage(crawl: PageCrawl, page: Page) {
  const { ctx, website } = crawl;
  const robots = await crawl.robotsOf(page.url);
  if (!robots.allows(page.url)) {
    await crawl.setPage(page, { state: 'skipped', reason: 'robots' });
    return;
  }
  const delay = Math.max(ctx.config.CRAWLER_DELAY_MS, website.crawlDelayMs ?? 0);
  const known = page.documentId ? await documentExists(ctx, page.documentId) : false;
  const conditional: Record<string, string> = {};
  if (known && page.etag) conditional['if-none-match'] = page.etag;
  if (known && page.lastModified) conditional['if-modified-since'] = page.lastModified;
  const pageMax = Math.round(ctx.config.CRAWLER_PAGE_MAX_MB * 1024 * 1024);
  const fileMax = Math.round(ctx.config.MAX_UPLOAD_MB * 1024 * 1024);
  const outcome: FetchOutcome = await hostGate(ctx).turn(new URL(page.url).host, delay, crawl.signal, () =>
    fetchUrl(page.url, crawl.settings, {
      headers: conditional,
      hopDelayMs: delay,
      accept: (type) => (isHtml(type) ? { maxBytes: pageMax } : documentType(type) ? { maxBytes: fileMax } : null),
      checkHop: async (next) => {
        if (siteOf(next) !== crawl.site) return 'outside';
        if (!(await crawl.robotsOf(next, true)).allows(next)) return 'robots';
        return null;
      },
    }),
  );
  if (crawl.signal.aborted) return;
  const fetched = { fetchedRun: website.run };
  switch (outcome.kind) {
    case 'not_modified':
      // Its links are those it had: the rest of the site is found again through them.
      await crawl.discover(page.links ?? [], page.depth + 1);
      await crawl.setPage(page, { ...fetched, state: 'unchanged', reason: null, httpStatus: 304 });
      return;
    case 'http_error':
      await crawl.setPage(page, { ...fetched, state: 'skipped', reason: 'http_error', httpStatus: outcome.status });
      return;
    case 'too_big':
      await crawl.setPage(page, { ...fetched, state: 'skipped', reason: 'too_big' });
      return;
    case 'unsupported':
      await crawl.setPage(page, { ...fetched, state: 'skipped', reason: 'not_html' });
      return;
    case 'refused':
      await crawl.setPage(page, { state: 'skipped', reason: outcome.reason });
      return;
    case 'failed':
      await crawl.setPage(page, { state: 'failed', reason: outcome.failure });
      return;
  }
  const validators = { etag: outcome.etag, lastModified: outcome.lastModified, httpStatus: outcome.status };
  if (isHtml(outcome.contentType)) {
    // A binary (an image, an archive) served as text/html is not read as a page.
    if (!looksLikeText(outcome.body.subarray(0, 4096))) {
      await crawl.setPage(page, { ...fetched, ...validators, state: 'skipped', reason: 'not_html' });
      return;
    }
    const html = await readHtmlPage(outcome.body, outcome.contentType, outcome.url);
    const links = html.nofollow ? [] : keepLinks(html.links);
    await crawl.discover(links, page.depth + 1);
    await crawl.setPage(page, { links });
    if (html.noindex) {
      await crawl.setPage(page, { ...fetched, ...validators, state: 'skipped', reason: 'robots', title: html.title });
      return;
    }
    const canonical = html.canonical ? normalizeUrl(html.canonical) : null;
    if (canonical && canonical !== page.url && canonical !== normalizeUrl(outcome.url) && siteOf(canonical) === crawl.site) {
      // Another address is this page's own: that one is stored (found and queued here if it was not yet).
      await crawl.discover([canonical], page.depth, true);
      await crawl.setPage(page, { ...fetched, ...validators, state: 'skipped', reason: 'duplicate', title: html.title });
      return;
    }
    if (!html.text.trim()) {
      await crawl.setPage(page, { ...fetched, ...validators, state: 'skipped', reason: 'empty', title: html.title });
      return;
    }
    await keepPageContent(crawl, page, fetched, validators, {
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
    await crawl.setPage(page, { ...fetched, ...validators, state: 'skipped', reason: 'not_html' });
    return;
  }
  await keepPageContent(crawl, page, fetched, validators, {
    name: documentName(fileName, outcome.url),
    sourceUrl: outcome.url,
    fileType: MIME_BY_KIND[kind],
    data: outcome.body,
    hash: contentHash(outcome.body),
  });
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
