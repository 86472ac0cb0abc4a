import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The PostgreSQL rate-limit store (ADR 0015): one row per limit and subject, counting requests until
 * `reset_at`. The subject is hashed, so no address or e-mail is kept here. The migration creates the
 * table UNLOGGED (drizzle cannot say it): a crash may reset the counters, which costs nothing.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_at_idx').on(t.resetAt)],
);
