import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/client.js';
import { unsafeDeleteExpiredRollups } from '../analytics-rollups/roll-up-analytics.js';

export const RETENTION_QUEUE = 'conversation-retention';
/** Conversations deleted per statement: a large backlog never holds a long lock nor one huge transaction. */
const BATCH = 2000;

/**
 * Deletes, across every account on purpose (the daily job, not a caller), the conversations whose last message
 * is older than their account's retention (`accounts.conversation_retention_days`; null keeps them). Their
 * messages go with them (foreign key cascade). Returns how many conversations were deleted.
 */
export async function unsafeDeleteExpiredConversations(
  db: DbOrTx,
  { now = new Date(), signal }: { now?: Date; signal?: AbortSignal } = {},
) {
  let deleted = 0;
  for (;;) {
    if (signal?.aborted) return deleted;
    const { rows } = await db.execute<{ id: string }>(sql`
      delete from conversations where id in (
        select c.id from accounts a join conversations c on c.account_id = a.id
        where a.conversation_retention_days is not null
          and c.updated_at < ${now.toISOString()}::timestamptz - a.conversation_retention_days * interval '1 day'
        limit ${BATCH})
      returning id`);
    deleted += rows.length;
    if (rows.length < BATCH) return deleted;
  }
}

/** The daily retention job (issue 13), registered at start (`bootstrap.ts`). */
export async function registerRetentionJob(ctx: AppContext): Promise<void> {
  await ctx.jobs.daily(RETENTION_QUEUE, async (_data, signal) => {
    const deleted = await unsafeDeleteExpiredConversations(ctx.db, { signal });
    await unsafeDeleteExpiredRollups(ctx.db);
    if (deleted > 0) ctx.log.info(`${deleted} conversazioni eliminate per il periodo di conservazione`);
  });
}
