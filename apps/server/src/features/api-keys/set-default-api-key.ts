import { eq, ne } from 'drizzle-orm';
import { API_KEY_NOT_FOUND } from '@app/shared/api/api-keys';
import type { Db } from '../../db/client.js';
import { apiKeys } from '../../db/schema/platform.js';
import { notFound } from '../../http/errors.js';

/** Exactly one default at a time: both updates happen in one transaction. */
export async function setDefaultApiKey(db: Db, { apiKeyId }: { apiKeyId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.update(apiKeys).set({ isDefault: true }).where(eq(apiKeys.id, apiKeyId)).returning({ id: apiKeys.id });
    if (!row) throw notFound(API_KEY_NOT_FOUND, 'API_KEY_NOT_FOUND');
    await tx.update(apiKeys).set({ isDefault: false }).where(ne(apiKeys.id, apiKeyId));
  });
}
