import type PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { startBoss } from './job-queue-driver.js';
import { jobSender } from './send-jobs.js';
import { runningJobs } from './running-jobs.js';
import { offerDailyJob, sendMissingJobs } from './scheduled-sends.js';

/** Runs one job. `signal` aborts when the server stops: the handler must then write nothing more. */
export type JobHandler<T> = (data: T, signal: AbortSignal) => Promise<void>;

/** A persistent background queue (pg-boss): jobs survive restarts and crashes. */
export interface Jobs {
  /**
   * `startAfterSeconds`: the job waits that long before a worker may take it (a retry's backoff). Answers the job's
   * id once it is stored. Jobs sent while another send of the queue is being stored are stored together, in one
   * statement, when it is done (ADR 0201).
   */
  send<T extends object>(queue: string, data: T, options?: { startAfterSeconds?: number }): Promise<string>;
  /**
   * The job is no longer needed (what it would do is done): deleted with the others forgotten within the second, in
   * one statement. Best effort: a job that is not deleted (a crash before) runs and finds nothing to do.
   */
  forget(queue: string, jobId: string): void;
  /**
   * `concurrency` jobs of the queue run at once in this process (default 1). `expireInSeconds` (default 15 min) is
   * how long a job of the queue may run before the queue takes it for dead and tries it again: every instance
   * registers its workers at start, so every instance sends the queue's jobs with the same limit.
   */
  work<T extends object>(
    queue: string,
    handler: JobHandler<T>,
    options?: { concurrency?: number; expireInSeconds?: number },
  ): Promise<void>;
  /**
   * Sends a job for each item that has no job waiting in the queue (created or retrying), keyed by `data[key]`.
   * Several instances booting at once send each missing job once (a PostgreSQL advisory lock orders them).
   * An item whose job is running is sent again: its worker may have died with the instance that ran it.
   */
  sendMissing<T extends Record<string, string>>(queue: string, items: T[], key: keyof T & string): Promise<number>;
  /**
   * Runs `handler` once a day (a UTC day) on whichever instance takes the job: every instance offers the day's job
   * at start and every hour, and only the first offer of the day is sent; a failed run is retried.
   */
  daily(queue: string, handler: JobHandler<object>): Promise<void>;
  /**
   * Hands back to their queues the jobs that instances presumed dead were running (ADR 0162): each is failed, so
   * pg-boss retries it on a live instance after its retry delay. Answers how many.
   */
  reclaimFromDeadInstances(): Promise<number>;
  /** Stops taking jobs; jobs still running are told to abort and are picked up again at the next start. */
  stop(): Promise<void>;
}

export interface JobsOptions {
  /** This process's row in server_instances: the jobs it runs are noted under it (running_jobs). */
  instanceId?: string;
  /** An instance not seen for this long is dead (instances/server-instance.ts). */
  presumedDeadMs?: number;
}

/** How often the jobs no longer needed (`forget`) are deleted, all in one statement. */
const FORGET_EVERY_MS = 1_000;

/** How long `stop` waits for the jobs told to abort to return before it stops the queue anyway. */
const STOP_WAIT_MS = 5_000;

export async function startJobs(database: Database, log: FastifyBaseLogger, options: JobsOptions = {}): Promise<Jobs> {
  const running = new AbortController();
  const boss = await startBoss(database, log, running.signal);

  const workers = new Map<string, string[]>();
  const { ensureQueue, expiry, send } = jobSender(database, boss, workers);

  const forgotten = new Map<string, string[]>();
  const deleteForgotten = async () => {
    for (const [queue, ids] of forgotten) {
      forgotten.delete(queue);
      await boss.deleteJob(queue, ids).catch((err: unknown) => log.warn({ err, queue }, 'jobs no longer needed not deleted'));
    }
  };
  const forgetting = setInterval(() => void deleteForgotten(), FORGET_EVERY_MS);
  forgetting.unref();

  const { noteRunning, noteFinished, reclaimFromDeadInstances } = runningJobs(database, boss, log, options);
  const timers: NodeJS.Timeout[] = [forgetting];
  const sends = { database, log, ensureQueue, send, timers };
  const inFlight = new Set<Promise<void>>();
  // PostgreSQL: a job sent by another instance is found at the next poll. PGlite: every job is sent here and one due
  // at once wakes its worker (`send`), so polls only find retries and delayed jobs that came due, and each poll runs
  // on the event loop beside the chat (ADR 0034): pg-boss's own default interval.
  const pollingSeconds = database.kind === 'pglite' ? 2 : 0.5;
  const jobsApi: Jobs = {
    send,
    forget(queue, jobId) {
      const ids = forgotten.get(queue);
      if (ids) ids.push(jobId);
      else forgotten.set(queue, [jobId]);
    },
    async daily(queue, handler) {
      await jobsApi.work(queue, handler);
      await offerDailyJob(sends, queue);
    },
    async work(queue, handler, { concurrency = 1, expireInSeconds } = {}) {
      await ensureQueue(queue);
      if (expireInSeconds) expiry.set(queue, expireInSeconds);
      // pg-boss runs one job at a time per worker: several workers on one queue run that many at once.
      for (let i = 0; i < concurrency; i += 1) {
        let id = '';
        const runJobs = async (jobs: PgBoss.Job<unknown>[]) => {
          for (const job of jobs) {
            // Fetched as the instance stops: failing it hands it back (returning would record it as completed).
            if (running.signal.aborted) throw new Error('job interrupted: the instance is stopping');
            await noteRunning(job.id, queue);
            try {
              await handler(job.data as never, running.signal);
            } finally {
              await noteFinished(job.id);
            }
            // A handler that returned because the instance is stopping did not finish: failing the job hands it
            // back to the queue (state retry) instead of letting pg-boss record it as completed.
            if (running.signal.aborted) throw new Error('job interrupted: the instance is stopping');
          }
          // pg-boss waits out the rest of its polling interval after a job: a worker that found work looks for
          // the next job at once instead, and polls only once the queue is empty.
          if (jobs.length > 0) boss.notifyWorker(id);
        };
        id = await boss.work(queue, { pollingIntervalSeconds: pollingSeconds, batchSize: 1 }, (jobs) => {
          const run = runJobs(jobs);
          inFlight.add(run);
          const settled = () => inFlight.delete(run);
          run.then(settled, settled);
          return run;
        });
        workers.set(queue, [...(workers.get(queue) ?? []), id]);
      }
    },
    sendMissing(queue, items, key) {
      return sendMissingJobs(sends, queue, items, key);
    },
    reclaimFromDeadInstances,
    async stop() {
      for (const timer of timers) clearInterval(timer);
      running.abort();
      // The jobs told to abort return, then pg-boss records each one's failure (handing it back) without awaiting it:
      // one loop turn after they settle, those statements are queued ahead of the database's close.
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled(inFlight),
        new Promise((resolve) => {
          waited = setTimeout(resolve, STOP_WAIT_MS);
        }),
      ]);
      clearTimeout(waited);
      await deleteForgotten();
      await new Promise((resolve) => setImmediate(resolve));
      await boss.stop({ graceful: false, close: true }).catch((err: unknown) => log.warn({ err }, 'job queue stop failed'));
    },
  };
  return jobsApi;
}
