import { asc } from 'drizzle-orm';
import type { ApiKeyList } from '@app/shared/api/api-keys';
import type { DbOrTx } from '../../db/client.js';
import { apiKeys } from '../../db/schema/platform.js';
import { unsafeFailingKeys } from './provider-failures.js';

/** The super admin's list (spec list-api-keys): masked values only, plus the default's id. */
export async function listApiKeys(db: DbOrTx): Promise<ApiKeyList> {
  const [rows, failing] = await Promise.all([
    db.select().from(apiKeys).orderBy(asc(apiKeys.createdAt), asc(apiKeys.id)),
    unsafeFailingKeys(db),
  ]);
  return {
    apiKeys: rows.map((row) => ({
      failingAccounts: failing.get(row.id)?.accounts ?? 0,
      lastFailureAt: failing.get(row.id)?.lastFailedAt.toISOString() ?? null,
      lastFailure: failing.get(row.id)?.lastError ?? null,
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
