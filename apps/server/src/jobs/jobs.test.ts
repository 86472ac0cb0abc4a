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
