import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { unauthorized } from '../base/errors.js';
import { METRICS_TOKEN_INVALID } from '@app/shared/i18n/common';

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Prometheus metrics at /metrics (ADR 0144): every HTTP answer counted by route and timed, and the figures of
 * `metrics/metrics.ts`. Only with METRICS_TOKEN set, and only for `Authorization: Bearer <METRICS_TOKEN>`; without the
 * variable the route does not exist (404), so an instance never exposes them by accident.
 */
export function registerMetrics(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    ctx.metrics.httpAnswered(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  const token = ctx.config.METRICS_TOKEN;
  if (!token) return;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Bearer ') || !sameToken(header.slice('Bearer '.length), token)) {
      throw unauthorized(METRICS_TOKEN_INVALID, 'METRICS_TOKEN_INVALID');
    }
    return reply.header('content-type', ctx.metrics.registry.contentType).send(await ctx.metrics.registry.metrics());
  });
}
