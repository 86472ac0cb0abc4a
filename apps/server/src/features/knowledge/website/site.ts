import { getDomain } from 'tldts';
import { isIP } from 'node:net';

/** Query parameters that only track a visit: an address with them is the same page without them. */
const TRACKING = /^(utm_[a-z]+|fbclid|gclid|mc_[a-z]+|_ga)$/i;
/** Addresses that are surely neither a page nor a supported document: never queued. */
const NOT_A_PAGE =
  /\.(jpe?g|png|gif|webp|svg|ico|bmp|tiff?|avif|css|js|mjs|json|map|woff2?|ttf|otf|eot|mp3|mp4|m4a|wav|ogg|webm|mov|avi|zip|gz|tgz|rar|7z|exe|dmg|iso|apk|xlsx?|pptx?|csv|rss|atom)$/i;

/** An address as the crawler keeps it: http(s) only, no fragment, no tracking parameters, no default port. Null when it is not one. */
export function normalizeUrl(href: string, base?: string): string | null {
  let url: URL;
  try {
    url = base ? new URL(href, base) : new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  url.hash = '';
  for (const key of [...url.searchParams.keys()]) if (TRACKING.test(key)) url.searchParams.delete(key);
  if (url.search === '?') url.search = '';
  return url.href;
}

export const looksLikeNonPage = (url: string) => NOT_A_PAGE.test(new URL(url).pathname);

/**
 * The site an address belongs to: its registrable domain (tldts, the Public Suffix List shipped in the package) with
 * any port other than the default, so www.esempio.it and esempio.it are one site and blog.esempio.it is the same
 * site too; a host without one (localhost, an IP address) is its own site (ADR 0169).
 */
export function siteOf(url: string): string {
  const parsed = new URL(url);
  const host = parsed.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const domain = isIP(host) ? null : getDomain(host, { allowPrivateDomains: false });
  const name = domain ?? host.replace(/^www\./, '');
  return parsed.port ? `${name}:${parsed.port}` : name;
}

/** Whether a path passes the website's include and exclude prefixes (the start address always does). */
export function pathAllowed(url: string, include: readonly string[], exclude: readonly string[]): boolean {
  const path = new URL(url).pathname;
  if (exclude.some((prefix) => path.startsWith(prefix))) return false;
  return include.length === 0 || include.some((prefix) => path.startsWith(prefix));
}

/** A sitemap address: its path ends in .xml (or .xml.gz), e.g. /sitemap.xml or /sitemap_index.xml. */
export const isSitemapUrl = (url: string) => /\.xml(\.gz)?$/i.test(new URL(url).pathname);
