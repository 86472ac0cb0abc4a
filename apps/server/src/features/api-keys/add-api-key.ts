import { count } from 'drizzle-orm';
import { maskApiKey, type ApiKeyRow } from '@app/shared/api/api-keys';
import type { Db } from '../../db/client.js';
import { apiKeys } from '../../db/schema/platform.js';
import { newId } from '../../db/ids.js';
import type { SuperAdminCaller } from '@app/shared/roles';
import { encryptApiKey } from './api-key-crypto.js';
import { assertPublicProviderUrl } from './provider-address.js';
import { recordAudit } from '../admin/record-audit.js';

export interface AddApiKeyArgs {
  caller: SuperAdminCaller;
  secret: string;
  allowPrivateBaseUrl: boolean;
  input: { name: string; apiKey: string; baseUrl: string | null; model: string | null };
}

/** Stores a provider key encrypted; the first key ever added becomes the default so agents work at once. */
export async function addApiKey(db: Db, { caller, secret, allowPrivateBaseUrl, input }: AddApiKeyArgs): Promise<ApiKeyRow> {
  if (input.baseUrl) await assertPublicProviderUrl(input.baseUrl, { allowPrivate: allowPrivateBaseUrl });
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
    await recordAudit(tx, {
      caller,
      action: 'api_key.added',
      targetType: 'api_key',
      targetId: row!.id,
      targetLabel: row!.name,
      before: null,
      // Never the value: its first and last 4 characters, as everywhere else.
      after: { name: row!.name, apiKey: row!.hint, baseUrl: row!.baseUrl, model: row!.model, isDefault: row!.isDefault },
    });
    return {
      id: row!.id,
      name: row!.name,
      apiKey: row!.hint,
      baseUrl: row!.baseUrl,
      model: row!.model,
      createdAt: row!.createdAt.toISOString(),
      failingAccounts: 0,
      lastFailureAt: null,
      lastFailure: null,
    };
  });
}
