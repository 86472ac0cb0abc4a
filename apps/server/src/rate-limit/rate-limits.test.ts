import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { SIGN_IN_TEMPORARILY_UNAVAILABLE } from '@app/shared/i18n/common';
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { contactMessages } from '../db/schema/platform.js';
import { MESSAGES, RateLimitedError } from '../base/errors.js';
import { createTestApp, openTestDatabase, type TestApp } from '../test/test-app.js';
import { createAccountWithOwner, uniqueEmail } from '../test/factories.js';
import { RATE_LIMITS } from './limits.js';
import { createMemoryStore } from './memory-store.js';
import { createPostgresStore } from './postgres-store.js';
import { createRateLimiter } from './rate-limiter.js';
import { openRedisStore } from './redis-store.js';
import type { RateLimitStore } from './store.js';
import { deleteTestKeys, redisForTests, testPrefix, TEST_REDIS_URL } from './test-support/redis.js';

const redisUp = await redisForTests();
const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
const CONTACT_MAX = RATE_LIMITS.contact.max;

const contact = (t: TestApp, remoteAddress = '203.0.113.7') =>
  t.request({
    method: 'POST',
    url: '/api/contact',
    remoteAddress,
    payload: { name: 'Maria Rossi', email: 'maria@esempio.it', company: '', message: 'Vorremmo un preventivo per 30 persone.' },
  });

/**
 * Sends the contact form through the instances in turn until one refuses it; answers how many got
 * through. Every instance refuses from then on, not only the one that counted the last request.
 */
async function acceptedBeforeLimit(instances: TestApp[], address?: string): Promise<number> {
  let sent = 0;
  for (; sent < 3 * CONTACT_MAX; sent++) {
    const res = await contact(instances[sent % instances.length]!, address);
    if (res.statusCode === 429) break;
    expect(res.statusCode).toBe(200);
  }
  for (const t of instances) {
    const refused = await contact(t, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: MESSAGES.tooMany, code: 'RATE_LIMITED', requestId: expect.any(String) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  }
  return sent;
}

describe('one instance', () => {
  let clock = Date.UTC(2026, 10, 23, 9, 0, 0);
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { rateLimits: { now: () => clock } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts in the database when it is PostgreSQL, in memory on the embedded PGlite (one process only)', () => {
    expect(t.ctx.rateLimits.store.kind).toBe(t.ctx.database.kind === 'postgres' ? 'postgres' : 'memory');
  });

  it('answers 429 in Italian with a Retry-After that counts down to the end of the window, storing nothing', async () => {
    expect(await acceptedBeforeLimit([t])).toBe(CONTACT_MAX);
    const refused = await contact(t);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(RATE_LIMITS.contact.windowSeconds));
    clock += 10 * 60_000;
    expect((await contact(t)).headers['retry-after']).toBe(String(RATE_LIMITS.contact.windowSeconds - 600));
    expect((await contact(t, '203.0.113.8')).statusCode).toBe(200);
    expect(await t.ctx.db.$count(contactMessages)).toBe(CONTACT_MAX + 1);
    clock += 5 * 60_000;
    expect((await contact(t)).statusCode).toBe(200);
  });

  it('counts login attempts per address and e-mail: one guessed address does not lock out the office', async () => {
    const victim = uniqueEmail('bersaglio');
    const login = (email: string, password = 'Sbagliata1!') =>
      t.request({ method: 'POST', url: '/api/auth/login', remoteAddress: '198.51.100.4', payload: { email, password } });
    for (let i = 0; i < RATE_LIMITS.login.max; i++) expect((await login(victim)).statusCode).toBe(401);
    const refused = await login(victim);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(RATE_LIMITS.login.windowSeconds);
    const colleague = await createAccountWithOwner(t.ctx.db);
    expect((await login(colleague.email, colleague.password)).statusCode).toBe(200);
  });
});

describe('RATE_LIMIT_DISABLED=true (automated browser tests only)', () => {
  it('counts nothing', async () => {
    const t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
    try {
      for (let i = 0; i < CONTACT_MAX + 3; i++) expect((await contact(t)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('service code consuming a named limit', () => {
  it('refuses past the max with the limit’s own message and the seconds left', async () => {
    const now = Date.UTC(2026, 10, 23, 9, 0, 0);
    const limiter = createRateLimiter({ store: createMemoryStore(), log, now: () => now });
    const agentId = randomUUID();
    for (let i = 0; i < RATE_LIMITS.publicChatAgent.max; i++) await limiter.consume('publicChatAgent', agentId);
    const refusal = await limiter.consume('publicChatAgent', agentId).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(RateLimitedError);
    expect(refusal).toMatchObject({ statusCode: 429, message: RATE_LIMITS.publicChatAgent.message, retryAfterSeconds: 60 });
    await limiter.consume('publicChatAgent', randomUUID());
    await limiter.consume('publicChatVisitor', agentId);
    await limiter.close();
  });

  it('with the store unreachable, sign-in limits refuse with an Italian 503 and the others let requests through, logged once (ADR 0160)', async () => {
    let reachable = false;
    const fail = () => Promise.reject(new Error('connection refused'));
    const memory = createMemoryStore();
    const flaky: RateLimitStore = {
      kind: 'redis',
      hit: (...args) => (reachable ? memory.hit(...args) : fail()),
      peek: (...args) => (reachable ? memory.peek(...args) : fail()),
      reset: (...args) => (reachable ? memory.reset(...args) : fail()),
      deleteExpired: async () => 0,
      close: async () => undefined,
    };
    const logged: { level: number; msg: string }[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
        done();
      },
    });
    const limiter = createRateLimiter({ store: flaky, log: pino({ level: 'info' }, sink) as unknown as FastifyBaseLogger });
    // The public chat stays open: more than its max goes through.
    for (let i = 0; i <= RATE_LIMITS.publicChatVisitor.max; i++) expect(await limiter.consume('publicChatVisitor', '192.0.2.1')).toBeNull();
    // Sign-in, its failure counters and second-factor codes are refused, never left uncounted.
    for (const name of ['login', 'secondFactor', 'profilePassword'] as const) {
      await expect(limiter.consume(name, '192.0.2.1')).rejects.toMatchObject({
        statusCode: 503,
        code: 'RATE_LIMIT_UNAVAILABLE',
        message: SIGN_IN_TEMPORARILY_UNAVAILABLE,
      });
    }
    await expect(limiter.refuseIfSpent('loginFailuresAccount', 'a@example.com')).rejects.toMatchObject({ statusCode: 503 });
    await expect(limiter.record('loginFailuresClient', '192.0.2.1')).rejects.toMatchObject({ statusCode: 503 });
    await limiter.reset('loginFailuresAccount', 'a@example.com');
    // One line for the whole outage, one when the store is back.
    expect(logged.filter((line) => line.msg.startsWith('rate-limit store unavailable'))).toHaveLength(1);
    reachable = true;
    expect(await limiter.consume('login', '192.0.2.1')).toMatchObject({ remaining: RATE_LIMITS.login.max - 1 });
    await limiter.consume('login', '192.0.2.2');
    expect(logged.filter((line) => line.msg.startsWith('rate-limit store reachable again'))).toHaveLength(1);
    await limiter.close();
  });
});

/** Two server instances (two app contexts, each with its own store handle) on one shared store. */
function sharedStoreSuite(openStore: (database: TestApp['ctx']['database']) => Promise<RateLimitStore>, cleanup = async () => {}) {
  let one: TestApp;
  let first: TestApp;
  let second: TestApp;
  let drop: () => Promise<void>;
  const stores: RateLimitStore[] = [];
  beforeAll(async () => {
    const opened = await openTestDatabase();
    drop = async () => {
      await opened.database.close();
      await opened.drop();
    };
    stores.push(await openStore(opened.database), await openStore(opened.database), await openStore(opened.database));
    one = await createTestApp({}, { database: opened.database, rateLimits: { store: stores[0] } });
    first = await createTestApp({}, { database: opened.database, rateLimits: { store: stores[1] } });
    second = await createTestApp({}, { database: opened.database, rateLimits: { store: stores[2] } });
  });
  afterAll(async () => {
    for (const t of [one, first, second]) await t?.close();
    for (const store of stores) await store.close();
    await drop();
    await cleanup();
  });

  it('trips a limit at the same total count with two instances as with one', async () => {
    // The lone instance counts another address, so the two runs do not share a counter.
    const alone = await acceptedBeforeLimit([one], '203.0.113.50');
    const together = await acceptedBeforeLimit([first, second], '203.0.113.51');
    expect(alone).toBe(CONTACT_MAX);
    expect(together).toBe(alone);
  });
}

describe('two instances sharing the PostgreSQL store', () => {
  sharedStoreSuite(async (database) => createPostgresStore(database.db));
});

describe.skipIf(!redisUp)('two instances sharing the Redis store', () => {
  const prefix = testPrefix();
  sharedStoreSuite(
    async () => openRedisStore({ url: TEST_REDIS_URL, prefix, log }),
    () => deleteTestKeys(prefix),
  );

  it('is the store chosen when REDIS_URL is set', async () => {
    const t = await createTestApp({ REDIS_URL: TEST_REDIS_URL });
    try {
      expect(t.ctx.rateLimits.store.kind).toBe('redis');
    } finally {
      await t.close();
    }
  });
});
