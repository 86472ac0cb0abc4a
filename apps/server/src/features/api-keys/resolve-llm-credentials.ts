import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { RowCache } from '../../db/row-cache.js';
import { apiKeys } from '../../db/schema/platform.js';
import { AppError } from '../../base/errors.js';
import { decryptApiKey } from './api-key-crypto.js';

export const API_KEY_UNREADABLE =
  "La chiave API configurata per l'agente non è leggibile (il segreto del server è cambiato?): il super admin deve inserirla di nuovo.";

export interface LlmCredentials {
  apiKeyId: string;
  apiKey: string;
  baseUrl: string | null;
  model: string | null;
}

/**
 * For chat: the agent's own key when it picked one, else the platform default (D8), decrypted. Null when
 * neither exists (the chat then uses its configured or offline responder). Never send the result to a client.
 */
export async function resolveLlmCredentials(
  db: DbOrTx,
  { secret, apiKeyId, rowCache }: { secret: string; apiKeyId: string | null; rowCache?: RowCache },
): Promise<LlmCredentials | null> {
  const choose = async () => {
    const [own] = apiKeyId ? await db.select().from(apiKeys).where(eq(apiKeys.id, apiKeyId)) : [];
    return own ?? (await db.select().from(apiKeys).where(eq(apiKeys.isDefault, true)).orderBy(desc(apiKeys.createdAt)).limit(1))[0] ?? null;
  };
  // The row as stored (the secret still encrypted) is what the cache keeps, never the decrypted key (ADR 0034).
  const chosen = rowCache ? await rowCache.read('api_keys', apiKeyId ?? '', choose) : await choose();
  if (!chosen) return null;
  let apiKey: string;
  try {
    apiKey = decryptApiKey(secret, chosen.encryptedValue);
  } catch {
    // Encrypted under another AUTH_SECRET or tampered with: say so instead of failing with a 500.
    throw new AppError(503, 'API_KEY_UNREADABLE', API_KEY_UNREADABLE);
  }
  return { apiKeyId: chosen.id, apiKey, baseUrl: chosen.baseUrl, model: chosen.model };
}
