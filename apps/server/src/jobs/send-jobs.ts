/** Storing jobs: each queue created on first use, and the sends of a queue stored together in one statement (ADR 0201). */
import { randomUUID } from 'node:crypto';
import type PgBoss from 'pg-boss';
import { noteStatements } from '../db/statement-count.js';
import type { Database } from '../db/client.js';

const DEADLOCK = '40P01';
/** PostgreSQL's refusal of a row no partition of the queue table takes (see `store`). */
const NO_PARTITION = /no partition of relation "job" found for row/;

/** `send` and what it needs: `ensureQueue`, and each queue's expiry (set by its workers). `workers`: each queue's workers here. */
export function jobSender(database: Database, boss: PgBoss, workers: Map<string, string[]>) {
  const queues = new Set<string>();
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
  return { ensureQueue, expiry, send };
}
