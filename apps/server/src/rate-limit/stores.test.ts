import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { openDatabase, type Database } from '../db/client.js';
import { rateLimitCounters } from '../db/schema/rate-limits.js';
import { openTestDatabase } from '../test/test-app.js';
import { createMemoryStore } from './memory-store.js';
import { createPostgresStore } from './postgres-store.js';
import { openRedisStore } from './redis-store.js';
import type { RateLimitStore } from './store.js';
import { deleteTestKeys, redisForTests, testPrefix, TEST_REDIS_URL, ttlOf } from './test-support/redis.js';

const redisUp = await redisForTests();
const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);
const MINUTE = 60_000;

/** Two handles on one store, as two server instances would hold them. */
interface Shared {
  first: RateLimitStore;
  second: RateLimitStore;
}

/** The behaviour every store promises (store.ts), proven against the real thing. */
function storeContract(open: () => Promise<Shared>) {
  let s: Shared;
  beforeAll(async () => {
    s = await open();
  });

  it('counts the requests of one window with one end, then starts a new window once it ended', async () => {
    expect(await s.first.hit('login:a', MINUTE, T0)).toEqual({ count: 1, resetAt: T0 + MINUTE });
    expect(await s.first.hit('login:a', MINUTE, T0 + 1_000)).toEqual({ count: 2, resetAt: T0 + MINUTE });
    expect(await s.second.hit('login:a', MINUTE, T0 + MINUTE - 1)).toEqual({ count: 3, resetAt: T0 + MINUTE });
    expect(await s.second.hit('login:a', MINUTE, T0 + MINUTE)).toEqual({ count: 1, resetAt: T0 + 2 * MINUTE });
  });

  it('shows a running window without counting it, and forgets a key that is reset', async () => {
    expect(await s.first.peek('lock:a', T0)).toBeNull();
    await s.first.hit('lock:a', MINUTE, T0);
    await s.first.hit('lock:a', MINUTE, T0 + 1);
    expect(await s.second.peek('lock:a', T0 + 2)).toEqual({ count: 2, resetAt: T0 + MINUTE });
    expect(await s.second.peek('lock:a', T0 + 3)).toEqual({ count: 2, resetAt: T0 + MINUTE });
    expect(await s.second.peek('lock:a', T0 + MINUTE)).toBeNull();
    await s.second.reset('lock:a');
    expect(await s.first.peek('lock:a', T0 + 4)).toBeNull();
    expect((await s.first.hit('lock:a', MINUTE, T0 + 5)).count).toBe(1);
  });

  it('keeps every key apart', async () => {
    await s.first.hit('contact:x', MINUTE, T0);
    await s.first.hit('contact:x', MINUTE, T0);
    expect((await s.second.hit('contact:y', MINUTE, T0)).count).toBe(1);
    expect((await s.second.hit('register:x', MINUTE, T0)).count).toBe(1);
  });

  it('counts concurrent requests of two instances once each, none lost and none twice', async () => {
    const hits = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? s.first : s.second).hit('chat:busy', MINUTE, T0 + i)));
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(new Set(hits.map((h) => h.resetAt)).size).toBe(1);
  });
}

describe('memory store', () => {
  const store = createMemoryStore();
  storeContract(async () => ({ first: store, second: store }));

  it('forgets ended windows and keeps running ones', async () => {
    await store.hit('old', MINUTE, T0);
    await store.hit('new', MINUTE, T0 + MINUTE);
    expect(await store.deleteExpired(T0 + MINUTE)).toBeGreaterThanOrEqual(1);
    expect((await store.hit('new', MINUTE, T0 + MINUTE)).count).toBe(2);
    expect((await store.hit('old', MINUTE, T0 + MINUTE)).count).toBe(1);
  });
});

describe('PostgreSQL store (the app database)', () => {
  let database: Database;
  let other: Database | undefined;
  let drop: () => Promise<void>;
  afterAll(async () => {
    await other?.close();
    await database.close();
    await drop();
  });
  storeContract(async () => {
    ({ database, drop } = await openTestDatabase());
    // On PostgreSQL the second instance has its own connections; PGlite is one process by nature.
    other = database.kind === 'postgres' ? await openDatabase({ databaseUrl: database.url }) : undefined;
    return { first: createPostgresStore(database.db), second: createPostgresStore((other ?? database).db) };
  });

  it('deletes the rows of ended windows only', async () => {
    const store = createPostgresStore(database.db);
    await store.hit('sweep:old', MINUTE, T0);
    await store.hit('sweep:live', MINUTE, T0 + MINUTE);
    expect(await store.deleteExpired(T0 + MINUTE)).toBeGreaterThanOrEqual(1);
    const left = async (key: string) => database.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    expect(await left('sweep:old')).toEqual([]);
    expect(await left('sweep:live')).toEqual([{ key: 'sweep:live', count: 1, resetAt: new Date(T0 + 2 * MINUTE) }]);
  });
});

describe.skipIf(!redisUp)('Redis store', () => {
  const prefix = testPrefix();
  const stores: RateLimitStore[] = [];
  afterAll(async () => {
    for (const store of stores) await store.close();
    await deleteTestKeys(prefix);
  });
  storeContract(async () => {
    stores.push(await openRedisStore({ url: TEST_REDIS_URL, prefix, log }), await openRedisStore({ url: TEST_REDIS_URL, prefix, log }));
    return { first: stores[0]!, second: stores[1]! };
  });

  it('lets Redis expire a key once its window is over', async () => {
    await stores[0]!.hit('expiry', MINUTE, Date.now());
    const ttl = await ttlOf(`${prefix}expiry`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(MINUTE);
  });
});

it('refuses to start the Redis store where no Redis answers, with a clear message', async () => {
  await expect(openRedisStore({ url: 'redis://127.0.0.1:1', log })).rejects.toThrow('REDIS_URL: Redis non raggiungibile');
});
