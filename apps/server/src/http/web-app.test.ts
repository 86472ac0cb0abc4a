import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerNotFound, registerWebApp } from './web-app.js';
import { MESSAGES } from '../base/errors.js';

// A built web app as `npm run build` lays it out: index.html, hashed assets, and the .br/.gz the build writes
// beside each of them (apps/web/vite-precompress.ts).
const script = `export const saluto = ${JSON.stringify('Benvenuto in Agenti AI. '.repeat(200))};\n`;
const html = `<!doctype html><html lang="it"><head><title>Agenti AI</title><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div>${'<!-- -->'.repeat(200)}</body></html>`;

let dir: string;
let app: FastifyInstance;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'agenti-web-'));
  mkdirSync(path.join(dir, 'assets'));
  for (const [file, text] of [
    ['index.html', html],
    ['assets/index-Ab12Cd34.js', script],
  ] as const) {
    writeFileSync(path.join(dir, file), text);
    writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(text));
  }
  app = Fastify();
  // As buildApp has them: helmet's headers on every answer, and a request id.
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  await app.register(helmet);
  await registerWebApp(app, dir);
  registerNotFound(app, true, dir);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the built web app', () => {
  it('sends a hashed asset brotli-compressed to a browser that accepts it, cached for a year as immutable', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(script.length / 5);
  });

  it('sends gzip to a browser without brotli, and the plain file to a client that accepts neither', async () => {
    const gz = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it('sends the page compressed but never cached as immutable: a new build is seen at the next visit', async () => {
    for (const url of ['/', '/agenti/123/impostazioni', '/index.html']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(html);
    }
  });

  it("keeps a document's headers off hashed assets, and the subresource ones on them", async () => {
    const asset = await get('/assets/index-Ab12Cd34.js', 'br');
    for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'x-request-id', 'etag'])
      expect(asset.headers[name], name).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['referrer-policy']).toBe('no-referrer');

    const page = await get('/agenti/123/impostazioni', 'br');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('answers a missing asset with a JSON 404 in Italian instead of the page', async () => {
    const res = await get('/assets/index-Vecchio00.js', 'br, gzip');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MESSAGES.notFound, code: 'NOT_FOUND', requestId: expect.any(String) });
    expect(res.headers['cache-control']).toBeUndefined();
  });
});
