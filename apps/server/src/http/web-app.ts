import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '../base/errors.js';

export const WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/**
 * Headers that govern a document (its policy, framing, opener, agent cluster) or old browsers' downloads, and a
 * hashed file's revalidation and request id: none does anything on a script or stylesheet that is cached for a year,
 * and together they were ~0.6 KB of every such answer, sent uncompressed, up to 60 of them on a page's first load
 * (ADR 0207). nosniff, Cross-Origin-Resource-Policy and Referrer-Policy stay: they do apply to subresources.
 */
const NOT_FOR_HASHED_ASSETS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'x-request-id',
  'etag',
  'last-modified',
  'accept-ranges',
];

/** Serves the built single-page app; every non-API path gets index.html so the client router decides. */
export async function registerWebApp(app: FastifyInstance, root = WEB_DIST): Promise<void> {
  if (!existsSync(root)) {
    app.log.warn(`web app not built (${root}); run npm run build`);
    return;
  }
  await app.register(fastifyStatic, {
    root,
    // Files are looked up per request, so a rebuild while the server runs never serves stale names.
    wildcard: true,
    index: false,
    // The build writes .br and .gz beside each file (apps/web/vite-precompress.ts): the one the browser accepts
    // is sent, with Vary: Accept-Encoding (ADR 0019).
    preCompressed: true,
    // Hashed names never change content: cached for a year. Anything else (index.html, favicon) is revalidated,
    // so a new build is seen at the next visit.
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes('/assets/');
      void res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      // helmet writes on the raw response, our hooks on the reply: both are cleared.
      if (hashed) {
        for (const name of NOT_FOR_HASHED_ASSETS) {
          res.removeHeader(name);
          res.raw.removeHeader(name);
        }
      }
      // The widget's loader is a script of other sites' pages (issue 14).
      if (/[\\/]widget\.js(\.br|\.gz)?$/.test(filePath)) void res.header('cross-origin-resource-policy', 'cross-origin');
    },
  });
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.sendFile('index.html'));
}

/** API paths answer JSON 404; with the web app built, any other GET gets index.html for the client router. */
export function registerNotFound(app: FastifyInstance, serveWeb: boolean, root = WEB_DIST): void {
  const hasWeb = serveWeb && existsSync(root);
  app.setNotFoundHandler((request, reply) => {
    // A missing asset is a 404, not the app: a stale page must fail visibly rather than run HTML as script.
    if (!hasWeb || request.url.startsWith('/api/') || request.url.startsWith('/assets/') || request.method !== 'GET') {
      return reply.status(404).send({ message: MESSAGES.notFound, code: 'NOT_FOUND', requestId: request.id });
    }
    return reply.sendFile('index.html');
  });
}
