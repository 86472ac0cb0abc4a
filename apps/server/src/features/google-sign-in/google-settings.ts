import type { Config } from '../../config/config.js';
import { createOpenIdClient, type OpenIdClient } from '../../auth/openid-client.js';

export const GOOGLE_PROVIDER_ID = 'google';
export const DEFAULT_GOOGLE_ISSUER = 'https://accounts.google.com';

/** Google sign-in is on when the server has a client id and secret (issue 17); otherwise the button is hidden. */
export const googleEnabled = (config: Config): boolean => Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);

// One client per configuration: it keeps the discovery document and the provider's keys between sign-ins.
const clients = new WeakMap<Config, OpenIdClient>();

/** The OpenID Connect client for Google, or null when Google sign-in is off. */
export function googleClient(config: Config): OpenIdClient | null {
  if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return null;
  let client = clients.get(config);
  if (!client) {
    client = createOpenIdClient({
      issuer: config.GOOGLE_ISSUER ?? DEFAULT_GOOGLE_ISSUER,
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      redirectUri: `${config.APP_URL}/api/auth/google/callback`,
    });
    clients.set(config, client);
  }
  return client;
}
