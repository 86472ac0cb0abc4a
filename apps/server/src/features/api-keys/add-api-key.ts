import { count } from 'drizzle-orm';
import { maskApiKey, type ApiKeyRow } from '@app/shared/api/api-keys';
import type { Db } from '../../db/client.js';
import { apiKeys } from '../../db/schema/platform.js';
import { newId } from '../../db/ids.js';
import { encryptApiKey } from './api-key-crypto.js';

export interface AddApiKeyArgs {
  secret: string;
  input: { name: string; apiKey: string; baseUrl: string | null; model: string | null };
}

/** Stores a provider key encrypted; the first key ever added becomes the default so agents work at once. */
export async function addApiKey(db: Db, { secret, input }: AddApiKeyArgs): Promise<ApiKeyRow> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(apiKeys);
    const [row] = await tx
      .insert(apiKeys)
      .values({
        id: newId(),
        name: input.name,
        encryptedValue: encryptApiKey(secret, input.apiKey),
        hint: maskApiKey(input.apiKey),
        baseUrl: input.baseUrl,
        model: input.model,
        isDefault: (existing?.n ?? 0) === 0,
      })
      .returning();
    return {
      id: row!.id,
      name: row!.name,
      apiKey: row!.hint,
      baseUrl: row!.baseUrl,
      model: row!.model,
      createdAt: row!.createdAt.toISOString(),
    };
  });
}
