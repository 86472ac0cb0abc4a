import { randomUUID } from 'node:crypto';
import { createClient } from '@redis/client';

/** The Redis the tests use: the machine's own (127.0.0.1:6379), or TEST_REDIS_URL. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Whether the Redis tests can run. Under CI (CI=true) Redis is part of the machine, so its absence fails
 * the run instead of silently skipping; elsewhere the tests are skipped with the reason printed.
 */
export async function redisForTests(): Promise<boolean> {
  const client = createClient({ url: TEST_REDIS_URL, socket: { connectTimeout: 1_000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    await client.close();
    return true;
  } catch (err) {
    const reason = `no Redis at ${TEST_REDIS_URL} (${err instanceof Error ? err.message : String(err)})`;
    if (process.env.CI === 'true') throw new Error(`Redis is required under CI: ${reason}`);
    console.warn(`Skipping the Redis rate-limit tests: ${reason}. Start redis-server or set TEST_REDIS_URL.`);
    return false;
  }
}

/** A key prefix of its own, so parallel test runs on one Redis never share a counter. */
export const testPrefix = () => `test:rate-limit:${randomUUID()}:`;

/** Removes a test's keys (they would expire anyway; this keeps a shared Redis tidy). */
export async function deleteTestKeys(prefix: string): Promise<void> {
  const client = createClient({ url: TEST_REDIS_URL });
  client.on('error', () => undefined);
  await client.connect();
  for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) if (keys.length > 0) await client.del(keys);
  await client.close();
}

/** What Redis holds for a key: its time to live in ms (-2 when gone). */
export async function ttlOf(key: string): Promise<number> {
  const client = createClient({ url: TEST_REDIS_URL });
  client.on('error', () => undefined);
  await client.connect();
  const ttl = await client.pTTL(key);
  await client.close();
  return ttl;
}
