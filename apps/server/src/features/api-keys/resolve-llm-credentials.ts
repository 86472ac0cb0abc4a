import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { apiKeys } from '../../db/schema/platform.js';
import { decryptApiKey } from './api-key-crypto.js';

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
export async function resolveLlmCredentials(db: DbOrTx, { secret, apiKeyId }: { secret: string; apiKeyId: string | null }): Promise<LlmCredentials | null> {
  const [own] = apiKeyId ? await db.select().from(apiKeys).where(eq(apiKeys.id, apiKeyId)) : [];
  const chosen = own ?? (await db.select().from(apiKeys).where(eq(apiKeys.isDefault, true)).orderBy(desc(apiKeys.createdAt)).limit(1))[0];
  if (!chosen) return null;
  return { apiKeyId: chosen.id, apiKey: decryptApiKey(secret, chosen.encryptedValue), baseUrl: chosen.baseUrl, model: chosen.model };
}
