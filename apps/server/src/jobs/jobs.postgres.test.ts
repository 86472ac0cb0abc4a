import { afterAll, beforeAll, expect, it } from 'vitest';
import pino from 'pino';
import { openTestDatabase } from '../test/test-app.js';
import { openDatabase, type Database } from '../db/client.js';
import { startJobs, type Jobs } from './jobs.js';

// PostgreSQL only (`*.postgres.test.ts` runs in the PostgreSQL pass): on PGlite one process owns the database.
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

const jobCount = async (queue: string) =>
  ((await database.sql.query('select count(*)::int as n from pgboss.job where name = $1', [queue])).rows[0] as { n: number }).n;

it('three instances starting together send each missing job once', async () => {
  const others = await Promise.all([1, 2].map(() => openDatabase({ databaseUrl: database.url! })));
  const log = pino({ level: 'silent' });
  const instances = [jobs, ...(await Promise.all(others.map((other) => startJobs(other, log))))];
  try {
    const items = Array.from({ length: 20 }, (_, i) => ({ documentId: `doc-${i}` }));
    const sent = await Promise.all(instances.map((instance) => instance.sendMissing('test-boot', items, 'documentId')));
    expect(sent.reduce((a, b) => a + b, 0)).toBe(20);
    expect(await jobCount('test-boot')).toBe(20);
  } finally {
    for (const instance of instances.slice(1)) await instance.stop();
    for (const other of others) await other.close();
  }
});
