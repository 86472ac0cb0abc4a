import { eq, ne } from 'drizzle-orm';
import { API_KEY_NOT_FOUND } from '@app/shared/api/api-keys';
import type { Db } from '../../db/client.js';
import { apiKeys } from '../../db/schema/platform.js';
import type { SuperAdminCaller } from '@app/shared/roles';
import { notFound } from '../../base/errors.js';
import { recordAudit } from '../admin/record-audit.js';

/** Exactly one default at a time: both updates happen in one transaction. */
export async function setDefaultApiKey(db: Db, { caller, apiKeyId }: { caller: SuperAdminCaller; apiKeyId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [previous] = await tx.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.isDefault, true));
    const [row] = await tx
      .update(apiKeys)
      .set({ isDefault: true })
      .where(eq(apiKeys.id, apiKeyId))
      .returning({ id: apiKeys.id, name: apiKeys.name });
    if (!row) throw notFound(API_KEY_NOT_FOUND, 'API_KEY_NOT_FOUND');
    await recordAudit(tx, {
      caller,
      action: 'api_key.defaulted',
      targetType: 'api_key',
      targetId: row.id,
      targetLabel: row.name,
      before: { defaultApiKeyId: previous?.id ?? null },
      after: { defaultApiKeyId: row.id },
    });
    await tx.update(apiKeys).set({ isDefault: false }).where(ne(apiKeys.id, apiKeyId));
  });
}
