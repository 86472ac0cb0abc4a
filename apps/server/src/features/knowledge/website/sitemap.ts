import { gunzipSync } from 'node:zlib';
import { fetchUrl, type FetchSettings } from './fetch-url.js';

/** Sitemaps read per run: an index pointing to thousands of them is read up to here (issue 29). */
export const MAX_SITEMAPS = 20;
const SITEMAP_MAX_BYTES = 10 * 1024 * 1024;

export interface SitemapRead {
  urls: string[];
  /** Sitemaps listed but not read (beyond MAX_SITEMAPS). */
  leftOut: number;
  read: number;
  /** Why the first sitemap gave nothing: 'invalid' (not a sitemap) or how its fetch ended. */
  failure: string | null;
}

const decodeEntities = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>\s*(?:<!\[CDATA\[)?\s*([^<\]]+?)\s*(?:\]\]>)?\s*<\/loc>/gi)].map((m) => decodeEntities(m[1]!));

/**
 * The page addresses of a sitemap or sitemap index (sitemaps.org), following nested indexes breadth first, at most
 * MAX_SITEMAPS files and `maxUrls` addresses. `admits` filters both (same site, robots): nothing else is fetched.
 */
export async function readSitemaps(
  start: string,
  settings: FetchSettings,
  admits: (url: string) => boolean,
  maxUrls: number,
): Promise<SitemapRead> {
  const queue = [start];
  const seen = new Set(queue);
  const urls: string[] = [];
  let read = 0;
  let failure: string | null = null;
  while (queue.length > 0 && read < MAX_SITEMAPS && urls.length < maxUrls) {
    const url = queue.shift()!;
    read += 1;
    const outcome = await fetchUrl(url, settings, { accept: () => ({ maxBytes: SITEMAP_MAX_BYTES }) });
    if (outcome.kind !== 'ok') {
      if (read === 1)
        failure = outcome.kind === 'http_error' ? `http_${outcome.status}` : outcome.kind === 'failed' ? outcome.failure : outcome.kind;
      continue;
    }
    let body = outcome.body;
    if (body[0] === 0x1f && body[1] === 0x8b) {
      try {
        body = gunzipSync(body, { maxOutputLength: SITEMAP_MAX_BYTES });
      } catch {
        if (read === 1) failure = 'invalid';
        continue;
      }
    }
    const xml = body.toString('utf8');
    if (/<sitemapindex[\s>]/i.test(xml)) {
      for (const child of locs(xml)) {
        if (!seen.has(child) && admits(child)) {
          seen.add(child);
          queue.push(child);
        }
      }
    } else if (/<urlset[\s>]/i.test(xml)) {
      for (const page of locs(xml)) {
        if (urls.length >= maxUrls) break;
        if (admits(page)) urls.push(page);
      }
    } else if (read === 1) {
      failure = 'invalid';
    }
  }
  return { urls, leftOut: queue.length, read, failure };
}
