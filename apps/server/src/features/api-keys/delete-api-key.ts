import { asc, eq } from 'drizzle-orm';
import { API_KEY_NOT_FOUND } from '@app/shared/api/api-keys';
import type { SuperAdminCaller } from '@app/shared/roles';
import type { Db } from '../../db/client.js';
import { apiKeys } from '../../db/schema/platform.js';
import { notFound } from '../../base/errors.js';
import { recordAudit } from '../admin/record-audit.js';

/**
 * Deletes a provider key; agents that used it fall back to the default (the reference is set null). When the
 * default goes, the oldest remaining key becomes the default, so chat keeps a model.
 */
export async function deleteApiKey(db: Db, { caller, apiKeyId }: { caller: SuperAdminCaller; apiKeyId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(apiKeys).where(eq(apiKeys.id, apiKeyId)).returning();
    if (!row) throw notFound(API_KEY_NOT_FOUND, 'API_KEY_NOT_FOUND');
    let newDefault: string | null = null;
    if (row.isDefault) {
      const [next] = await tx.select({ id: apiKeys.id }).from(apiKeys).orderBy(asc(apiKeys.createdAt), asc(apiKeys.id)).limit(1);
      if (next) {
        await tx.update(apiKeys).set({ isDefault: true }).where(eq(apiKeys.id, next.id));
        newDefault = next.id;
      }
    }
    await recordAudit(tx, {
      caller,
      action: 'api_key.deleted',
      targetType: 'api_key',
      targetId: row.id,
      targetLabel: row.name,
      before: { name: row.name, apiKey: row.hint, baseUrl: row.baseUrl, model: row.model, isDefault: row.isDefault },
      after: row.isDefault ? { newDefaultApiKeyId: newDefault } : null,
    });
  });
}
