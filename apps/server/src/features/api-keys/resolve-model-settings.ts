import type { Config } from '../../config/config.js';
import type { DbOrTx } from '../../db/client.js';
import type { RowCache } from '../../db/row-cache.js';
import type { ModelSettings } from '../../llm/model-settings.js';
import { resolveLlmCredentials } from './resolve-llm-credentials.js';
import { assertPublicProviderUrl } from './provider-address.js';

const OPENAI_BASE_URL = 'https://api.openai.com/v1';
const OPENAI_DEFAULT_MODEL = 'gpt-4o-mini';
/** The key reference of the LLM_* configuration, for provider failures. */
export const ENV_KEY_REF = 'env';

/**
 * For chat: the agent's own API key, else the platform default key (D8), else the LLM_* environment, else
 * the built-in offline responder. A key saved without base URL or model borrows them from the environment,
 * then from OpenAI's defaults (a bare key is most often an OpenAI key).
 *
 * A base URL stored with a key passes the SSRF guard of ADR 0051 at every call (DNS may have changed, or the key
 * predates the rule), unless LLM_ALLOW_PRIVATE_BASE_URL is true; LLM_BASE_URL is the operator's own configuration
 * and is trusted as it is (ADR 0053).
 */
export async function resolveModelSettings(
  db: DbOrTx,
  config: Config,
  { apiKeyId, rowCache }: { apiKeyId: string | null; rowCache?: RowCache },
): Promise<ModelSettings> {
  const credentials = await resolveLlmCredentials(db, { secret: config.AUTH_SECRET, apiKeyId, rowCache });
  if (credentials) {
    if (credentials.baseUrl) await assertPublicProviderUrl(credentials.baseUrl, { allowPrivate: config.LLM_ALLOW_PRIVATE_BASE_URL });
    return {
      kind: 'provider',
      baseUrl: credentials.baseUrl ?? config.LLM_BASE_URL ?? OPENAI_BASE_URL,
      model: credentials.model ?? config.LLM_MODEL ?? OPENAI_DEFAULT_MODEL,
      apiKey: credentials.apiKey,
      keyRef: credentials.apiKeyId,
    };
  }
  if (config.LLM_BASE_URL) {
    return {
      kind: 'provider',
      baseUrl: config.LLM_BASE_URL,
      model: config.LLM_MODEL ?? OPENAI_DEFAULT_MODEL,
      apiKey: config.LLM_API_KEY,
      keyRef: ENV_KEY_REF,
    };
  }
  return { kind: 'offline' };
}
