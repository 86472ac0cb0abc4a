import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';

/** Runs one job. `signal` aborts when the server stops: the handler must then write nothing more. */
export type JobHandler<T> = (data: T, signal: AbortSignal) => Promise<void>;

/** A persistent background queue (pg-boss): jobs survive restarts and crashes. */
export interface Jobs {
  send<T extends object>(queue: string, data: T): Promise<void>;
  work<T extends object>(queue: string, handler: JobHandler<T>): Promise<void>;
  /** Stops taking jobs; jobs still running are told to abort and are picked up again at the next start. */
  stop(): Promise<void>;
}

export async function startJobs(database: Database, log: FastifyBaseLogger): Promise<Jobs> {
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ db: { executeSql: (text, values) => database.sql.query(text, values) }, schedule: false })
      : new PgBoss({ connectionString: database.url!, max: 4, schedule: false });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();

  const running = new AbortController();
  const queues = new Set<string>();
  const workers = new Map<string, string[]>();
  const ensureQueue = async (queue: string) => {
    if (queues.has(queue)) return;
    await boss.createQueue(queue);
    queues.add(queue);
  };

  return {
    async send(queue, data) {
      await ensureQueue(queue);
      await boss.send(queue, data, { retryLimit: 3, retryDelay: 5, expireInSeconds: 15 * 60 });
      // A worker of this process takes it now instead of at its next poll.
      for (const id of workers.get(queue) ?? []) boss.notifyWorker(id);
    },
    async work(queue, handler) {
      await ensureQueue(queue);
      const id = await boss.work(queue, { pollingIntervalSeconds: 0.5, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) {
          if (running.signal.aborted) return;
          await handler(job.data as never, running.signal);
        }
      });
      workers.set(queue, [...(workers.get(queue) ?? []), id]);
    },
    async stop() {
      running.abort();
      await boss.stop({ graceful: false, close: true }).catch((err: unknown) => log.warn({ err }, 'job queue stop failed'));
    },
  };
}
