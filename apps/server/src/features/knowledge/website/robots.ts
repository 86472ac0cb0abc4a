import robotsParserModule from 'robots-parser';

/** The package is CommonJS (`module.exports = robotsParser`): Node's default import is the function itself. */
const robotsParser = robotsParserModule as unknown as typeof robotsParserModule.default;
import { fetchUrl, type FetchSettings } from './fetch-url.js';

/** robots.txt larger than this is read up to here (RFC 9309 asks crawlers to read at least 500 KiB). */
const ROBOTS_MAX_BYTES = 512 * 1024;
/** A Crawl-delay longer than this is taken as this: a site may ask for patience, not for a crawl that never ends. */
export const MAX_CRAWL_DELAY_MS = 30_000;

/** The rules of one origin's robots.txt for our user agent (its own group, else '*'). */
export interface Robots {
  allows(url: string): boolean;
  crawlDelayMs: number | null;
  /** The origin did not answer at all: its pages cannot be fetched either. */
  unreachable: boolean;
}

const ALLOW_ALL: Robots = { allows: () => true, crawlDelayMs: null, unreachable: false };
const DISALLOW_ALL: Robots = { allows: () => false, crawlDelayMs: null, unreachable: false };

/**
 * Reads `origin`/robots.txt as RFC 9309 says: none (4xx) allows everything, a server error disallows everything,
 * redirects are followed (each checked by the same guard as the pages).
 */
export async function readRobots(origin: string, settings: FetchSettings, userAgentToken: string): Promise<Robots> {
  const url = `${origin}/robots.txt`;
  const outcome = await fetchUrl(url, settings, { accept: () => ({ maxBytes: ROBOTS_MAX_BYTES }) });
  if (outcome.kind === 'too_big') return ALLOW_ALL;
  if (outcome.kind === 'http_error') return outcome.status >= 500 ? DISALLOW_ALL : ALLOW_ALL;
  if (outcome.kind === 'failed')
    return { ...DISALLOW_ALL, unreachable: outcome.failure !== 'too_many_redirects' && outcome.failure !== 'redirect_loop' };
  if (outcome.kind !== 'ok') return ALLOW_ALL;
  const parsed = robotsParser(url, outcome.body.toString('utf8'));
  const delay = parsed.getCrawlDelay(userAgentToken);
  return {
    // robots-parser answers undefined for another origin's address: those are checked against their own robots.txt.
    allows: (page) => parsed.isAllowed(page, userAgentToken) !== false,
    crawlDelayMs: typeof delay === 'number' && delay > 0 ? Math.min(MAX_CRAWL_DELAY_MS, Math.round(delay * 1000)) : null,
    unreachable: false,
  };
}
