import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { dataExports } from '../../db/schema/accounts.js';

export const EXPORT_CLEANUP_QUEUE = 'data-export-cleanup';

/**
 * Deletes, across every account on purpose (the daily job, not a caller), the exports whose link has expired: the
 * ZIP in storage first, then the row, so a crash in between leaves a row whose file the next run removes again
 * (removing a missing file is no error). Answers how many went.
 */
export async function unsafeDeleteExpiredExports(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  { now = new Date() }: { now?: Date } = {},
): Promise<number> {
  const expired = await ctx.db
    .select({ id: dataExports.id, storageKey: dataExports.storageKey })
    .from(dataExports)
    .where(and(isNotNull(dataExports.expiresAt), lt(dataExports.expiresAt, now)));
  let deleted = 0;
  for (const row of expired) {
    if (row.storageKey) await ctx.storage.remove(row.storageKey);
    deleted += (await ctx.db.delete(dataExports).where(eq(dataExports.id, row.id)).returning({ id: dataExports.id })).length;
  }
  return deleted;
}

/** The daily clean-up of expired exports (ADR 0223), registered at start (`bootstrap.ts`). */
export async function registerExportCleanupJob(ctx: AppContext): Promise<void> {
  await ctx.jobs.daily(EXPORT_CLEANUP_QUEUE, async () => {
    const deleted = await unsafeDeleteExpiredExports(ctx);
    if (deleted > 0) ctx.log.info(`${deleted} esportazioni scadute eliminate`);
  });
}
