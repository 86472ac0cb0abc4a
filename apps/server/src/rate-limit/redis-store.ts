import { createClient } from '@redis/client';
import type { FastifyBaseLogger } from 'fastify';
import type { RateLimitStore } from './store.js';

/**
 * The same fixed window as the other stores, in one atomic script: a hash per key holds the count and the
 * window's end. The window's end is computed with the caller's clock (tests make time pass); Redis's own
 * expiry only throws the key away once its window is surely over.
 */
const HIT = `
local reset = tonumber(redis.call('HGET', KEYS[1], 'reset'))
if reset == nil or reset <= tonumber(ARGV[1]) then
  redis.call('HSET', KEYS[1], 'count', 1, 'reset', ARGV[3])
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return {1, ARGV[3]}
end
return {redis.call('HINCRBY', KEYS[1], 'count', 1), tostring(reset)}
`;

export interface RedisStoreOptions {
  url: string;
  /** Put before every key: instances sharing a store use the same prefix; tests use their own. */
  prefix?: string;
  log: FastifyBaseLogger;
}

/**
 * Counters in Redis (`REDIS_URL`), shared by every instance. Connects before the server starts, so a
 * wrong address stops the boot with a clear error; a Redis that goes away later makes `hit` fail at once
 * (no queue of waiting requests): the limiter refuses sign-in and lets the rest through until it is back (ADR 0160).
 */
export async function openRedisStore({ url, prefix = 'agenti:rate-limit:', log }: RedisStoreOptions): Promise<RateLimitStore> {
  let connected = false;
  let healthy = true;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2_000,
      // Before the first connection a failure is final (the boot reports it); later, retry with a backoff.
      reconnectStrategy: (retries, cause) => (connected ? Math.min(100 * (retries + 1), 2_000) : cause),
    },
  });
  client.on('error', (err: unknown) => {
    if (connected && healthy)
      log.warn({ err }, 'rate-limit store: Redis unreachable (ADR 0160: sign-in refused, other limits open until it is back)');
    healthy = false;
  });
  client.on('ready', () => {
    if (connected && !healthy) log.info('rate-limit store: Redis reachable again');
    healthy = true;
  });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(`REDIS_URL: Redis non raggiungibile (${err instanceof Error ? err.message : String(err)})`, { cause: err });
  }
  connected = true;

  return {
    kind: 'redis',
    async hit(key, windowMs, now) {
      const reply = (await client.eval(HIT, {
        keys: [prefix + key],
        arguments: [String(now), String(windowMs), String(now + windowMs)],
      })) as [number, string];
      return { count: Number(reply[0]), resetAt: Number(reply[1]) };
    },
    async peek(key, now) {
      const [count, reset] = await client.hmGet(prefix + key, ['count', 'reset']);
      return count && reset && Number(reset) > now ? { count: Number(count), resetAt: Number(reset) } : null;
    },
    async reset(key) {
      await client.del(prefix + key);
    },
    async deleteExpired() {
      return 0;
    },
    async close() {
      connected = false;
      if (client.isOpen) await client.close();
    },
  };
}
