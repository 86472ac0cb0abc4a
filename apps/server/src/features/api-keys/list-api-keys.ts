import { asc } from 'drizzle-orm';
import type { ApiKeyList } from '@app/shared/api/api-keys';
import type { DbOrTx } from '../../db/client.js';
import { apiKeys } from '../../db/schema/platform.js';

/** The super admin's list (spec list-api-keys): masked values only, plus the default's id. */
export async function listApiKeys(db: DbOrTx): Promise<ApiKeyList> {
  const rows = await db.select().from(apiKeys).orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
  return {
    apiKeys: rows.map((row) => ({
      id: row.id,
      name: row.name,
      apiKey: row.hint,
      baseUrl: row.baseUrl,
      model: row.model,
      createdAt: row.createdAt.toISOString(),
    })),
    defaultApiKeyId: rows.find((row) => row.isDefault)?.id ?? null,
  };
}
