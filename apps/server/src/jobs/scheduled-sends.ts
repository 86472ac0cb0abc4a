/** The sends instances booting together coordinate under the queue's lock: the day's job, and the jobs missing. */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { underQueueLock, type Query } from './job-queue-driver.js';

/** How often an instance offers the day's job: a day is never missed by more than this after midnight. */
const DAILY_OFFER_MS = 60 * 60_000;

/** What these sends use of the queue (startJobs makes them). */
export interface QueueSends {
  database: Database;
  log: FastifyBaseLogger;
  ensureQueue(queue: string): Promise<void>;
  send(queue: string, data: object): Promise<string>;
  /** The intervals `stop` clears. */
  timers: NodeJS.Timeout[];
}

/** Offers the day's job of `queue` now, then every DAILY_OFFER_MS (Jobs.daily). */
export async function offerDailyJob({ database, log, ensureQueue, send, timers }: QueueSends, queue: string): Promise<void> {
  const offer = async () => {
    await ensureQueue(queue);
    // Instances offer it together: under the queue's lock, the first of the (UTC) day sends it, the others
    // find it (waiting, done, or archived by pg-boss's maintenance) and send nothing.
    await underQueueLock(database, queue, async (query) => {
      const { rows } = await query(
        `select 1 from pgboss.job where name = $1 and created_on >= date_trunc('day', now())
         union all select 1 from pgboss.archive where name = $1 and created_on >= date_trunc('day', now()) limit 1`,
        [queue],
      );
      if (rows.length === 0) await send(queue, {});
    });
  };
  await offer();
  const timer = setInterval(
    () => void offer().catch((err: unknown) => log.warn({ err, queue }, 'offering the daily job failed')),
    DAILY_OFFER_MS,
  );
  timer.unref();
  timers.push(timer);
}

/** Sends a job for each item that has none waiting (Jobs.sendMissing). */
export async function sendMissingJobs<T extends Record<string, string>>(
  { database, ensureQueue, send }: QueueSends,
  queue: string,
  items: T[],
  key: keyof T & string,
): Promise<number> {
  if (items.length === 0) return 0;
  await ensureQueue(queue);
  const waitingKeys = async (query: Query) => {
    const { rows } = await query(`select distinct data->>$2 as key from pgboss.job where name = $1 and state in ('created', 'retry')`, [
      queue,
      key,
    ]);
    return new Set((rows as { key: string }[]).map((row) => row.key));
  };
  const sendAbsent = async (query: Query, waiting: Set<string>) => {
    const missing = items.filter((item) => !waiting.has(item[key]!));
    if (missing.length === 0) return 0;
    // A running job of an item sent again is no longer handed back when its instance is found dead
    // (reclaimFromDeadInstances): the item would then be worked on twice.
    await query(
      `delete from running_jobs where job_id in (
         select id::text from pgboss.job where name = $1 and state = 'active' and data->>$2 = any($3::text[]))`,
      [queue, key, missing.map((item) => item[key]!)],
    );
    for (const item of missing) await send(queue, item);
    return missing.length;
  };
  return underQueueLock(database, queue, async (query) => sendAbsent(query, await waitingKeys(query)));
}
