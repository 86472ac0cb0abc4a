import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type pg from 'pg';
import type { SqlRunner } from '../db/client.js';

/**
 * The instance's Prometheus metrics (issue 33, ADR 0144), served at /metrics when METRICS_TOKEN is set. One registry
 * per server (never prom-client's global one): several servers in one process (the tests) keep their own figures.
 */
export interface Metrics {
  registry: Registry;
  /** One HTTP answer: its method, route pattern (never the raw URL: ids would explode the series) and status. */
  httpAnswered(method: string, route: string, status: number, seconds: number): void;
  /** One chat turn ended: its channel, how (answered, offline fallback, failed) and its time to the first words. */
  chatTurn(channel: string, outcome: 'answered' | 'fallback' | 'failed', firstTokenMs: number | null): void;
  /** A document finished processing ('processed' or 'error'). */
  documentFinished(status: string): void;
  /** A request refused by a rate limit. */
  rateLimited(route: string): void;
}

const JOB_STATES: Record<string, string> = { created: 'queued', retry: 'queued', active: 'running', failed: 'failed' };

export function createMetrics(sources: { enabled: boolean; sql: SqlRunner; pool?: pg.Pool }): Metrics {
  const registry = new Registry();
  // Process figures (CPU, memory, event loop) only when metrics are served: they start observers of their own.
  if (sources.enabled) collectDefaultMetrics({ register: registry });
  const httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const chatTurns = new Counter({
    name: 'chat_turns_total',
    help: 'Chat turns, by channel and outcome (answered, fallback = offline answer after a provider failure, failed)',
    labelNames: ['channel', 'outcome'] as const,
    registers: [registry],
  });
  const firstToken = new Histogram({
    name: 'chat_first_token_seconds',
    help: 'Time from a chat request to the first words of its answer',
    labelNames: ['channel'] as const,
    buckets: [0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30],
    registers: [registry],
  });
  const documents = new Counter({
    name: 'documents_processed_total',
    help: 'Documents that finished processing, by status (processed, error)',
    labelNames: ['status'] as const,
    registers: [registry],
  });
  const rateLimited = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused by a rate limit, by route',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'jobs',
    help: 'Background jobs by queue and state (queued, running, failed)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const { rows } = await sources.sql.query<{ name: string; state: string; count: number }>(
        'select name, state, count(*)::int as count from pgboss.job group by name, state',
      );
      for (const row of rows) {
        const state = JOB_STATES[row.state];
        if (state) this.inc({ queue: row.name, state }, row.count);
      }
    },
  });
  const pool = sources.pool;
  if (pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections: total, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
  return {
    registry,
    httpAnswered(method, route, status, seconds) {
      httpRequests.inc({ method, route, status: String(status) });
      httpDuration.observe({ method, route }, seconds);
    },
    chatTurn(channel, outcome, firstTokenMs) {
      chatTurns.inc({ channel, outcome });
      if (firstTokenMs !== null) firstToken.observe({ channel }, firstTokenMs / 1000);
    },
    documentFinished(status) {
      documents.inc({ status });
    },
    rateLimited(route) {
      rateLimited.inc({ route });
    },
  };
}
