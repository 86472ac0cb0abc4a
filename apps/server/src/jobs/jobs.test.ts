import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { openTestDatabase } from '../test/test-app.js';
import type { Database } from '../db/client.js';
import { startJobs, type Jobs } from './jobs.js';

let database: Database;
let drop: () => Promise<void>;
let jobs: Jobs;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  jobs = await startJobs(database, pino({ level: 'silent' }));
});

afterAll(async () => {
  await jobs.stop();
  await database.close();
  await drop();
});

describe('job queue', () => {
  it('runs as many jobs of a queue at once as its concurrency, and every job once', async () => {
    const done: number[] = [];
    let running = 0;
    let mostAtOnce = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const allDone = new Promise<void>((resolve) => {
      void jobs.work<{ n: number }>(
        'test-concurrency',
        async ({ n }) => {
          running += 1;
          mostAtOnce = Math.max(mostAtOnce, running);
          // The first two jobs wait for each other: only two workers running at once get past this point.
          if (mostAtOnce < 2) await gate;
          release();
          running -= 1;
          done.push(n);
          if (done.length === 5) resolve();
        },
        { concurrency: 2 },
      );
    });
    for (let n = 1; n <= 5; n += 1) await jobs.send('test-concurrency', { n });
    await allDone;
    expect(mostAtOnce).toBe(2);
    expect(done.sort()).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('sending many at once, and forgetting (ADR 0201)', () => {
  const jobsOf = async (queue: string) =>
    (
      await database.sql.query<{ id: string; data: { n: number }; delayed: boolean }>(
        "select id, data, start_after > now() + interval '20 seconds' as delayed from pgboss.job where name = $1 order by (data->>'n')::int",
        [queue],
      )
    ).rows;

  it('stores every job sent at once, each with its own id and delay, and runs each once', async () => {
    const ids = await Promise.all(
      Array.from({ length: 12 }, (_, i) => jobs.send('test-batch', { n: i + 1 }, i % 2 ? { startAfterSeconds: 30 } : undefined)),
    );
    expect(new Set(ids).size).toBe(12);
    const stored = await jobsOf('test-batch');
    expect(stored.map((row) => row.data.n)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(stored.map((row) => row.id)).toEqual(ids);
    expect(stored.map((row) => row.delayed)).toEqual(Array.from({ length: 12 }, (_, i) => i % 2 === 1));
    const ran: number[] = [];
    const due = new Promise<void>((resolve) => {
      void jobs.work<{ n: number }>('test-batch', async ({ n }) => {
        ran.push(n);
        if (ran.length === 6) resolve();
      });
    });
    await due;
    expect(ran.sort((a, b) => a - b)).toEqual([1, 3, 5, 7, 9, 11]);
  });

  it('deletes a forgotten job before it runs; the others stay', async () => {
    const forgotten = await jobs.send('test-forget', { n: 1 }, { startAfterSeconds: 60 });
    const kept = await jobs.send('test-forget', { n: 2 }, { startAfterSeconds: 60 });
    jobs.forget('test-forget', forgotten);
    for (;;) {
      const ids = (await jobsOf('test-forget')).map((row) => row.id);
      if (!ids.includes(forgotten)) {
        expect(ids).toEqual([kept]);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
});

describe('sending the jobs that are missing (documents left unfinished at a restart)', () => {
  const jobCount = async (queue: string) =>
    ((await database.sql.query('select count(*)::int as n from pgboss.job where name = $1', [queue])).rows[0] as { n: number }).n;

  it('sends a job only for the items that have none waiting', async () => {
    expect(await jobs.sendMissing('test-missing', [{ documentId: 'a' }, { documentId: 'b' }], 'documentId')).toBe(2);
    expect(await jobs.sendMissing('test-missing', [{ documentId: 'a' }, { documentId: 'b' }, { documentId: 'c' }], 'documentId')).toBe(1);
    expect(await jobCount('test-missing')).toBe(3);
  });
});

describe('an instance that stops', () => {
  it('hands its running job back to the queue, and another instance finishes it', async () => {
    const log = pino({ level: 'silent' });
    const stopping = await startJobs(database, log);
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    await stopping.work<{ n: number }>('test-handback', async (_data, signal) => {
      started();
      // A long job that stops writing when told to, like document processing.
      await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
    });
    await stopping.send('test-handback', { n: 1 });
    await running;
    await stopping.stop();
    const { rows } = await database.sql.query<{ state: string }>("select state from pgboss.job where name = 'test-handback'");
    expect(rows.map((row) => row.state)).toEqual(['retry']);

    const finished = new Promise<number>((resolve) => {
      void jobs.work<{ n: number }>('test-handback', async ({ n }) => resolve(n));
    });
    expect(await finished).toBe(1);
  });
});

describe('a daily job', () => {
  it('runs once for a day however many times it is offered', async () => {
    let runs = 0;
    let ran!: () => void;
    const first = new Promise<void>((resolve) => (ran = resolve));
    await jobs.daily('test-daily', async () => {
      runs += 1;
      ran();
    });
    await first;
    // Another instance starting the same day offers it again: the queue keeps the day's one job.
    const again = await startJobs(database, pino({ level: 'silent' }));
    await again.daily('test-daily', async () => {
      runs += 1;
    });
    await again.stop();
    const sent = (await database.sql.query(`select count(*)::int as n from pgboss.job where name = 'test-daily'`)).rows[0] as { n: number };
    expect(sent.n).toBe(1);
    expect(runs).toBe(1);
  });
});

describe('an instance that dies (ADR 0162)', () => {
  it('leaves its running job noted under it; once it is presumed dead another instance hands the job back, and it is finished', async () => {
    const log = pino({ level: 'silent' });
    const seen = async (id: string, ago: string) =>
      database.sql.query(
        `insert into server_instances (id, label, seen_at) values ($1, $1, now() - $2::interval)
         on conflict (id) do update set seen_at = excluded.seen_at`,
        [id, ago],
      );
    await seen('istanza-morente', '0 seconds');
    await seen('istanza-viva', '0 seconds');
    const dying = await startJobs(database, log, { instanceId: 'istanza-morente', presumedDeadMs: 20_000 });
    const alive = await startJobs(database, log, { instanceId: 'istanza-viva', presumedDeadMs: 20_000 });
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    // The dying instance's worker does not finish: like a process killed mid-job, it writes nothing more (until the
    // test stops it at the end).
    await dying.work<{ n: number }>('test-reclaim', async (_data, signal) => {
      started();
      await new Promise((resolve) => signal.addEventListener('abort', resolve));
    });
    await dying.send('test-reclaim', { n: 7 });
    await running;
    const noted = await database.sql.query<{ instance_id: string }>("select instance_id from running_jobs where queue = 'test-reclaim'");
    expect(noted.rows).toEqual([{ instance_id: 'istanza-morente' }]);

    // Still seen: nothing is reclaimed.
    expect(await alive.reclaimFromDeadInstances()).toBe(0);
    // Not seen for longer than the limit: its job goes back to the queue, and a live instance finishes it.
    await seen('istanza-morente', '30 seconds');
    expect(await alive.reclaimFromDeadInstances()).toBe(1);
    const { rows } = await database.sql.query<{ state: string }>("select state from pgboss.job where name = 'test-reclaim'");
    expect(rows.map((row) => row.state)).toEqual(['retry']);
    expect((await database.sql.query("select 1 from running_jobs where queue = 'test-reclaim'")).rows).toEqual([]);
    const finished = new Promise<number>((resolve) => {
      void alive.work<{ n: number }>('test-reclaim', async ({ n }) => resolve(n));
    });
    expect(await finished).toBe(7);
    await alive.stop();
    await dying.stop();
  });
});
