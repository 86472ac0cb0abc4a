import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client.js';
import type { Storage } from './storage.js';
import { pendingFileRemovals } from '../db/schema/platform.js';

export interface FileRemoval {
  key: string;
  /** Everything under `key` (an account's or an agent's folder). */
  prefix?: boolean;
}

/**
 * Notes, in the transaction that deletes their rows, the files to remove once it commits: if the process dies
 * before they are removed (SIGKILL, power), the next start removes them (`removeLeftoverFiles`).
 */
export async function queueFileRemoval(tx: DbOrTx, removal: FileRemoval): Promise<void> {
  await tx
    .insert(pendingFileRemovals)
    .values({ key: removal.key, prefix: removal.prefix ?? false })
    .onConflictDoNothing();
}

/** Removes the files noted by `queueFileRemoval`, after the commit, and forgets the note. */
export async function removeQueuedFiles(ctx: { db: Db; storage: Storage }, removal: FileRemoval): Promise<void> {
  if (removal.prefix) await ctx.storage.removePrefix(removal.key);
  else await ctx.storage.remove(removal.key);
  await ctx.db.delete(pendingFileRemovals).where(eq(pendingFileRemovals.key, removal.key));
}

/** At start: the removals a crash interrupted (no caller: every account's notes). */
export async function unsafeRemoveLeftoverFiles(ctx: { db: Db; storage: Storage; log: FastifyBaseLogger }): Promise<void> {
  const left = await ctx.db.select().from(pendingFileRemovals);
  const done: string[] = [];
  for (const removal of left) {
    try {
      if (removal.prefix) await ctx.storage.removePrefix(removal.key);
      else await ctx.storage.remove(removal.key);
      done.push(removal.key);
    } catch (err) {
      ctx.log.warn({ err, key: removal.key }, 'leftover files not removed; trying again at the next start');
    }
  }
  if (done.length > 0) await ctx.db.delete(pendingFileRemovals).where(inArray(pendingFileRemovals.key, done));
}
