import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { MESSAGES } from '@app/shared/i18n/common';

/** A dependency slower than this counts as down: the load balancer's check must answer quickly either way. */
const CHECK_TIMEOUT_MS = 2000;

type Check = 'ok' | 'error';

async function check(probe: () => Promise<unknown>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return 'ok';
  } catch {
    return 'error';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/api/health`: the process answers (liveness: restart it when this fails). `/api/ready`: the instance can serve
 * (database and file storage reachable, not shutting down): the load balancer sends traffic only while it is 200.
 */
export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('preClose', async () => {
    ctx.lifecycle.closing = true;
  });
  app.get('/api/health', { schema: { hide: true } }, async () => ({ ok: true }));
  app.get('/api/ready', { schema: { hide: true } }, async (_request, reply) => {
    const [database, storage] = await Promise.all([check(() => ctx.database.sql.query('select 1')), check(() => ctx.storage.ping())]);
    const closing = ctx.lifecycle.closing;
    const ready = !closing && database === 'ok' && storage === 'ok';
    reply.header('cache-control', 'no-store');
    if (ready) return { status: 'ready', database, storage };
    return reply.code(503).send({ status: closing ? 'closing' : 'not_ready', message: MESSAGES.notReady, database, storage });
  });
}

/**
 * SIGTERM: first stop being ready, so a load balancer that checks `/api/ready` (every few seconds) stops sending
 * new requests, while those in flight and new ones still arriving are served; after `graceMs`, close (streams end,
 * running jobs are handed back to the queue).
 */
export async function shutDownGracefully(app: FastifyInstance, ctx: AppContext, graceMs: number): Promise<void> {
  ctx.lifecycle.closing = true;
  if (graceMs > 0) await new Promise((resolve) => setTimeout(resolve, graceMs));
  await app.close();
}
