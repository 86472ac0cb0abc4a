import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimitCounters } from '../db/schema/rate-limits.js';
import type { RateLimitStore } from './store.js';

/**
 * Counters in the app database, shared by every instance on it. One `insert … on conflict … returning`
 * statement counts a request: PostgreSQL locks the row for the update, so concurrent requests of several
 * instances are counted one after the other and none is lost.
 */
export function createPostgresStore(db: Db): RateLimitStore {
  const c = rateLimitCounters;
  // Built once and prepared by name (issue 49): counted on most requests, twice on a visitor's chat message; PostgreSQL
  // parses and plans it once per connection, and drizzle does not build it again each time.
  const expired = sql`${c.resetAt} <= ${sql.placeholder('at')}`;
  const hit = db
    .insert(c)
    .values({ key: sql.placeholder('key'), count: 1, resetAt: sql.placeholder('resetAt') })
    .onConflictDoUpdate({
      target: c.key,
      set: {
        count: sql`case when ${expired} then 1 else ${c.count} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${c.resetAt} end`,
      },
    })
    .returning({ count: c.count, resetAt: c.resetAt })
    .prepare('rate_limit_hit');
  return {
    kind: 'postgres',
    async hit(key, windowMs, now) {
      const [row] = await hit.execute({ key, resetAt: new Date(now + windowMs), at: new Date(now).toISOString() });
      return { count: row!.count, resetAt: new Date(row!.resetAt).getTime() };
    },
    async peek(key, now) {
      const [row] = await db
        .select({ count: c.count, resetAt: c.resetAt })
        .from(c)
        .where(and(eq(c.key, key), gt(c.resetAt, new Date(now))));
      return row ? { count: row.count, resetAt: new Date(row.resetAt).getTime() } : null;
    },
    async reset(key) {
      await db.delete(c).where(eq(c.key, key));
    },
    async deleteExpired(now) {
      const removed = await db
        .delete(c)
        .where(lte(c.resetAt, new Date(now)))
        .returning({ key: c.key });
      return removed.length;
    },
    // The database belongs to the app context, which closes it.
    async close() {},
  };
}
