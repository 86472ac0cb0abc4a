import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from './errors.js';

export const WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** Serves the built single-page app; every non-API path gets index.html so the client router decides. */
export async function registerWebApp(app: FastifyInstance): Promise<void> {
  if (!existsSync(WEB_DIST)) {
    app.log.warn(`web app not built (${WEB_DIST}); run npm run build`);
    return;
  }
  await app.register(fastifyStatic, {
    root: WEB_DIST,
    // Files are looked up per request, so a rebuild while the server runs never serves stale names.
    wildcard: true,
    index: false,
    setHeaders: (res, filePath) => {
      if (filePath.includes('/assets/')) void res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
}

/** API paths answer JSON 404; with the web app built, any other GET gets index.html for the client router. */
export function registerNotFound(app: FastifyInstance, serveWeb: boolean): void {
  const hasWeb = serveWeb && existsSync(WEB_DIST);
  app.setNotFoundHandler((request, reply) => {
    // A missing asset is a 404, not the app: a stale page must fail visibly rather than run HTML as script.
    if (!hasWeb || request.url.startsWith('/api/') || request.url.startsWith('/assets/') || request.method !== 'GET') {
      return reply.status(404).send({ message: MESSAGES.notFound, code: 'NOT_FOUND' });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
