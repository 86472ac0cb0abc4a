import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config/config.js';
import type { Database, Db } from './db/client.js';
import type { Auth } from './auth/better-auth.js';
import type { Mailer } from './mail/mailer.js';
import type { Realtime } from './realtime/realtime.js';
import type { Storage } from './storage/storage.js';
import type { RowCache } from './db/row-cache.js';
import type { Jobs } from './jobs/jobs.js';
import type { RateLimiter } from './rate-limit/rate-limiter.js';
import type { Metrics } from './metrics/metrics.js';

/** What the server is made of, built once at start and handed to routes and services explicitly. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  auth: Auth;
  mailer: Mailer;
  realtime: Realtime;
  storage: Storage;
  /** Rows read on every chat turn, kept in memory on the embedded database (ADR 0034). */
  rowCache: RowCache;
  /** Persistent background queue (pg-boss). */
  jobs: Jobs;
  /** Named rate limits (`rate-limit/limits.ts`), counted in a store shared by every instance. */
  rateLimits: RateLimiter;
  log: FastifyBaseLogger;
  /** Prometheus figures of this instance (/metrics, ADR 0144). */
  metrics: Metrics;
  /** This process in server_instances: work it reserves (a streaming reply) names it (ADR 0074). */
  instanceId: string;
  /** Set when a shutdown begins: `/api/ready` then answers 503 so load balancers send new traffic elsewhere. */
  lifecycle: { closing: boolean };
  /** Functions run when the server closes (queues, listeners). */
  onClose: (() => Promise<void>)[];
}
