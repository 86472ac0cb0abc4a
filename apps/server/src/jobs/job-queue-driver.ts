/** The parts of the job queue that differ by database driver: pg-boss's connection, and the queue's lock. */
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';

/** pg-boss on `database`, started. `stopped`: aborted once the jobs stop (`stop`). */
export async function startBoss(database: Database, log: FastifyBaseLogger, stopped: AbortSignal): Promise<PgBoss> {
  // pg-boss records a job's outcome without awaiting it: a statement it sends once PGlite is closing would be an
  // unhandled rejection. Only after `stop`: the job was interrupted, and its expiry hands it back to the queue. The
  // answer stands for "nothing done": no rows, or a count of 0 for the commands that end in `SELECT COUNT(*) FROM
  // results` (complete, fail, cancel…), whose reader takes the first row's count (an empty list failed it, seen in CI).
  const executeSql = (text: string, values: unknown[]) =>
    database.sql.query(text, values).catch((err: unknown) => {
      if (stopped.aborted && /PGlite is clos(ing|ed)/.test(String((err as Error).message))) {
        return { rows: /SELECT COUNT\(\*\) FROM results\s*$/i.test(text) ? [{ count: '0' }] : [] };
      }
      throw err;
    });
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ db: { executeSql }, schedule: false })
      : new PgBoss({ connectionString: database.url!, max: 4, schedule: false });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  return boss;
}

export type Query = (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>;
/** Runs `work` while holding the queue's lock, so instances booting together do it one after the other. */
export async function underQueueLock<T>(database: Database, queue: string, work: (query: Query) => Promise<T>): Promise<T> {
  // PGlite is one process: nobody else can be booting at the same time.
  if (database.kind === 'pglite') return work((text, values) => database.sql.query(text, values));
  const client = await database.pool!.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock(hashtext($1))', [`jobs:${queue}`]);
    const result = await work((text, values) => client.query(text, values));
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
