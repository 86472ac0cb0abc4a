import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config.js';
import type { Database } from '../db/client.js';
import { createMemoryStore } from './memory-store.js';
import { createPostgresStore } from './postgres-store.js';
import { openRedisStore } from './redis-store.js';
import type { RateLimitStore } from './store.js';

/**
 * The store every instance shares (ADR 0015): Redis when REDIS_URL is set, else the PostgreSQL database,
 * else (embedded PGlite, which only one process can open) this process's memory.
 */
export async function openRateLimitStore(
  config: Pick<Config, 'REDIS_URL'>,
  database: Database,
  log: FastifyBaseLogger,
): Promise<RateLimitStore> {
  if (config.REDIS_URL) return openRedisStore({ url: config.REDIS_URL, log });
  if (database.kind === 'postgres') return createPostgresStore(database.db);
  return createMemoryStore();
}
