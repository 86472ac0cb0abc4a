import { randomUUID } from 'node:crypto';
import { noteStatements } from '../db/statement-count.js';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';

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

/** How often an instance offers the day's job: a day is never missed by more than this after midnight. */
const DAILY_OFFER_MS = 60 * 60_000;

const DEADLOCK = '40P01';
/** PostgreSQL's refusal of a row no partition of the queue table takes (see `store`). */
const NO_PARTITION = /no partition of relation "job" found for row/;

/** How often the jobs no longer needed (`forget`) are deleted, all in one statement. */
const FORGET_EVERY_MS = 1_000;

/** How long `stop` waits for the jobs told to abort to return before it stops the queue anyway. */
const STOP_WAIT_MS = 5_000;

export async function startJobs(database: Database, log: FastifyBaseLogger, options: JobsOptions = {}): Promise<Jobs> {
  const running = new AbortController();
  // pg-boss records a job's outcome without awaiting it: a statement it sends once PGlite is closing would be an
  // unhandled rejection. Only after `stop`: the job was interrupted, and its expiry hands it back to the queue. The
  // answer stands for "nothing done": no rows, or a count of 0 for the commands that end in `SELECT COUNT(*) FROM
  // results` (complete, fail, cancel…), whose reader takes the first row's count (an empty list failed it, seen in CI).
  const executeSql = (text: string, values: unknown[]) =>
    database.sql.query(text, values).catch((err: unknown) => {
      if (running.signal.aborted && /PGlite is clos(ing|ed)/.test(String((err as Error).message))) {
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

  const queues = new Set<string>();
  const workers = new Map<string, string[]>();
  const ensureQueue = async (queue: string) => {
    if (queues.has(queue)) return;
    for (let attempt = 1; ; attempt += 1) {
      try {
        await boss.createQueue(queue);
        break;
      } catch (err) {
        // Instances starting together create the same queue at once and PostgreSQL may pick one as a deadlock
        // victim (40P01): trying again finds the queue made by the other.
        if ((err as { code?: string }).code !== DEADLOCK || attempt >= 5) throw err;
        await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80));
      }
    }
    queues.add(queue);
  };

  const expiry = new Map<string, number>();
  type Job = PgBoss.SendOptions & { id: string; data: object; startAfter?: string };
  /** Per queue, whether a statement storing jobs is in flight, and the jobs waiting for it to end. */
  type Batch = { storing: boolean; waiting: { job: Job; done: (err?: unknown) => void }[] };
  const batches = new Map<string, Batch>();
  const storeOnce = async (queue: string, jobs: Job[]) => {
    // On PostgreSQL pg-boss has its own pool, which the drivers' count does not see: storing is one statement.
    if (database.kind === 'postgres') noteStatements();
    if (jobs.length === 1) {
      const { data, ...options } = jobs[0]!;
      await boss.send(queue, data, options);
    } else await boss.insert(jobs.map((job) => ({ ...job, name: queue })));
  };
  const store = async (queue: string, jobs: Job[]) => {
    try {
      await storeOnce(queue, jobs);
    } catch (err) {
      // Seen once in CI (three servers starting at once, PostgreSQL): the daily job's first insert found no partition
      // for its queue although createQueue had returned. The likely cause: the partition was attached a moment
      // before by another connection (pg-boss's create_queue; PostgreSQL attaches under a lock that lets inserts run
      // meanwhile) and this connection did not see it yet. One more try a moment later; anything else is thrown.
      if (!NO_PARTITION.test(String((err as Error).message))) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50));
      await storeOnce(queue, jobs);
    }
  };
  const send = async (queue: string, data: object, options?: { startAfterSeconds?: number }) => {
    await ensureQueue(queue);
    const id = randomUUID();
    const job: Job = {
      id,
      data,
      retryLimit: 3,
      retryDelay: 5,
      expireInSeconds: expiry.get(queue) ?? 15 * 60,
      ...(options?.startAfterSeconds ? { startAfter: String(options.startAfterSeconds) } : {}),
    };
    const batch = batches.get(queue) ?? { storing: false, waiting: [] };
    batches.set(queue, batch);
    if (batch.storing) {
      // Stored with the others that arrive meanwhile, by the send in flight once its statement is done.
      await new Promise<void>((resolve, reject) => batch.waiting.push({ job, done: (err) => (err ? reject(err) : resolve()) }));
    } else {
      batch.storing = true;
      try {
        await store(queue, [job]);
      } finally {
        void storeWaiting(queue, batch);
      }
    }
    // A worker of this process takes it now instead of at its next poll; a job that is not due yet is found by a poll
    // once it is (woken now, each worker would look for it in vain: a statement each).
    if (!options?.startAfterSeconds) for (const worker of workers.get(queue) ?? []) boss.notifyWorker(worker);
    return id;
  };
  const storeWaiting = async (queue: string, batch: Batch) => {
    while (batch.waiting.length > 0) {
      const taken = batch.waiting.splice(0);
      try {
        await store(
          queue,
          taken.map((w) => w.job),
        );
        for (const w of taken) w.done();
      } catch (err) {
        for (const w of taken) w.done(err);
      }
    }
    batch.storing = false;
  };

  const forgotten = new Map<string, string[]>();
  const deleteForgotten = async () => {
    for (const [queue, ids] of forgotten) {
      forgotten.delete(queue);
      await boss.deleteJob(queue, ids).catch((err: unknown) => log.warn({ err, queue }, 'jobs no longer needed not deleted'));
    }
  };
  const forgetting = setInterval(() => void deleteForgotten(), FORGET_EVERY_MS);
  forgetting.unref();

  type Query = (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>;
  /** Runs `work` while holding the queue's lock, so instances booting together do it one after the other. */
  const underQueueLock = async <T>(queue: string, work: (query: Query) => Promise<T>): Promise<T> => {
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
  };
  // Which jobs this instance runs: another instance hands them back if this one dies (reclaimFromDeadInstances).
  const noteRunning = async (jobId: string, queue: string) => {
    if (!options.instanceId) return;
    await database.sql
      .query(
        `insert into running_jobs (job_id, queue, instance_id) values ($1, $2, $3)
         on conflict (job_id) do update set instance_id = excluded.instance_id, started_at = now()`,
        [jobId, queue, options.instanceId],
      )
      .catch((err: unknown) => log.warn({ err, queue }, 'running job not noted'));
  };
  const noteFinished = async (jobId: string) => {
    if (!options.instanceId) return;
    await database.sql
      .query('delete from running_jobs where job_id = $1 and instance_id = $2', [jobId, options.instanceId])
      .catch(() => undefined);
  };
  const timers: NodeJS.Timeout[] = [forgetting];
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
      const offer = async () => {
        await ensureQueue(queue);
        // Instances offer it together: under the queue's lock, the first of the (UTC) day sends it, the others
        // find it (waiting, done, or archived by pg-boss's maintenance) and send nothing.
        await underQueueLock(queue, async (query) => {
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
    async sendMissing(queue, items, key) {
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
      return underQueueLock(queue, async (query) => sendAbsent(query, await waitingKeys(query)));
    },
    async reclaimFromDeadInstances() {
      if (!options.instanceId) return 0;
      const { rows } = await database.sql.query<{ job_id: string; queue: string }>(
        `delete from running_jobs r where not exists (
           select 1 from server_instances i where i.id = r.instance_id and i.seen_at > now() - make_interval(secs => $1::double precision))
         returning job_id, queue`,
        [(options.presumedDeadMs ?? 20_000) / 1000],
      );
      const byQueue = new Map<string, string[]>();
      for (const row of rows) byQueue.set(row.queue, [...(byQueue.get(row.queue) ?? []), row.job_id]);
      for (const [queue, ids] of byQueue) {
        // Failed, not cancelled: pg-boss retries it (retry limit and delay of `send`).
        for (const id of ids) await boss.fail(queue, id, { message: 'the instance running the job stopped being seen' });
        log.warn({ queue, jobs: ids.length }, 'jobs of an instance presumed dead handed back to their queue');
      }
      return rows.length;
    },
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
