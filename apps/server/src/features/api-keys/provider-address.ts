import { API_KEY_BASE_URL_PRIVATE } from '@app/shared/i18n/api-keys';
import { badRequest } from '../../base/errors.js';
import { assertPublicHost, hostOf, PrivateAddressError } from '../../net/public-address.js';

/**
 * SSRF guard for a provider base URL: the server itself makes calls to it, so it must not point into the
 * server's own network unless the operator allows it (LLM_ALLOW_PRIVATE_BASE_URL, e.g. Ollama on the same host).
 * The one guard of the server (net/public-address.ts, ADR 0167), shared with the website crawler.
 */
export async function assertPublicProviderUrl(baseUrl: string, { allowPrivate }: { allowPrivate: boolean }): Promise<void> {
  try {
    await assertPublicHost(hostOf(baseUrl), { allowPrivate });
  } catch (err) {
    if (err instanceof PrivateAddressError) throw badRequest(API_KEY_BASE_URL_PRIVATE, 'API_KEY_BASE_URL_PRIVATE');
    throw err;
  }
}
