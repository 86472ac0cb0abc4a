import type { FastifyInstance } from 'fastify';

/** One method of one route as Fastify registered it, prefix included (`/api/agents/:agentId`). */
export interface RouteEntry {
  method: string;
  url: string;
  /** Left out of the OpenAPI document (`schema.hide`): health checks, the live-event stream, the docs. */
  hidden: boolean;
}

const tables = new WeakMap<FastifyInstance, RouteEntry[]>();

/**
 * Records every route registered on `app` from now on, in every plugin, whether or not the OpenAPI document shows
 * it. The authorization matrix test reads it, so a route that reaches the server without a declared policy fails
 * there even when it is hidden from the document (ADR 0110).
 */
export function recordRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  tables.set(app, table);
  app.addHook('onRoute', (route) => {
    const hidden = Boolean((route.schema as { hide?: boolean } | undefined)?.hide);
    for (const method of [route.method].flat()) table.push({ method, url: route.url, hidden });
  });
}

/** The routes recorded on `app` by `recordRoutes` (HEAD included, as Fastify adds it to every GET). */
export function routeTable(app: FastifyInstance): readonly RouteEntry[] {
  return tables.get(app) ?? [];
}
