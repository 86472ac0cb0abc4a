import { readFileSync } from 'node:fs';
import type { AppContext } from '../../../app-context.js';
import type { FetchSettings } from './fetch-url.js';
import { allowedPrivateHosts } from '../../../net/allowed-private-hosts.js';

/** The crawler's name in robots.txt's User-agent lines, and the start of its user agent. */
export const UA_TOKEN = 'AgentiAI-Crawler';

export const crawlerUserAgent = (ctx: AppContext) => `${UA_TOKEN}/1.0 (+${ctx.config.APP_URL.replace(/\/$/, '')}/bot)`;

const extraCas = new Map<string, string>();
/** CRAWLER_CA_FILE's certificates, read from disk once. */
function extraCaOf(file: string | undefined): string | undefined {
  if (!file) return undefined;
  if (!extraCas.has(file)) extraCas.set(file, readFileSync(file, 'utf8'));
  return extraCas.get(file);
}

export function crawlerSettings(ctx: AppContext, signal?: AbortSignal): FetchSettings {
  return {
    userAgent: crawlerUserAgent(ctx),
    policy: { allowedHosts: allowedPrivateHosts(ctx.config) },
    timeoutMs: ctx.config.CRAWLER_TIMEOUT_MS,
    signal,
    extraCa: extraCaOf(ctx.config.CRAWLER_CA_FILE),
  };
}
