import type { Config } from '../config/config.js';

/**
 * CRAWLER_ALLOW_PRIVATE_HOSTS (tests and development): the named hosts the server may reach although they are private,
 * for the crawler, the custom actions and the e-mail channel's mail servers alike; every other private address stays
 * refused (ADR 0167, 0260, 0310).
 */
export function allowedPrivateHosts(config: Pick<Config, 'CRAWLER_ALLOW_PRIVATE_HOSTS'>): Set<string> {
  return new Set(
    (config.CRAWLER_ALLOW_PRIVATE_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );
}
