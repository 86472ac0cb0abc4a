import http from 'node:http';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createAccountWithOwner, createAgent } from '../../../test/factories.js';
import { signIn } from '../../../test/sign-in.js';
import { upload, waitForDocument } from '../../../test/knowledge-uploads.js';

/**
 * A stand-in for an OpenAI-compatible embedding service on a real local socket. Its vectors know a few
 * synonyms (car, charging, shop), which is what a real model adds over full text.
 */
const CONCEPTS = [
  ['auto', 'veicol', 'macchin', 'vettur'],
  ['caric', 'batteri'],
  ['negozi', 'apre', 'orari'],
];
function embed(text: string): number[] {
  const words = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z]+/);
  const vector = CONCEPTS.map((roots) => words.filter((w) => roots.some((r) => w.includes(r))).length);
  vector.push(0.05);
  const norm = Math.hypot(...vector);
  return vector.map((x) => x / norm);
}

const requests: { model: string; inputs: string[] }[] = [];
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => {
    body += c.toString('utf8');
  });
  req.on('end', () => {
    if (req.method !== 'POST' || req.url !== '/v1/embeddings' || req.headers.authorization !== 'Bearer sk-embed') {
      res.writeHead(404).end();
      return;
    }
    const { model, input } = JSON.parse(body) as { model: string; input: string[] };
    requests.push({ model, inputs: input });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({ object: 'list', model, data: input.map((text, index) => ({ object: 'embedding', index, embedding: embed(text) })) }),
    );
  });
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await createTestApp({
    LLM_BASE_URL: `http://127.0.0.1:${port}/v1`,
    LLM_API_KEY: 'sk-embed',
    EMBEDDING_MODEL: 'embed-test',
    MAX_UPLOAD_MB: '0.05',
  });
});
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('hybrid retrieval with an embedding model', () => {
  it('finds a passage that shares no word with the question, next to full-text hits', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id });
    const cookie = await signIn(t, owner);
    const car = await upload(t, cookie, agent.id, {
      name: 'veicolo.txt',
      data: Buffer.from('Il veicolo elettrico si ricarica completamente in otto ore.'),
    });
    const shop = await upload(t, cookie, agent.id, { name: 'negozio.txt', data: Buffer.from('Il negozio apre alle nove del mattino.') });
    expect((await waitForDocument(t, car.json().id)).status).toBe('processed');
    expect((await waitForDocument(t, shop.json().id)).status).toBe('processed');

    const res = await t.request({
      method: 'POST',
      url: `/api/agents/${agent.id}/retrieval-test`,
      cookie,
      payload: { query: "Quanto tempo serve per caricare l'automobile?", topK: 2 },
    });
    expect(res.statusCode).toBe(200);
    const { results } = res.json();
    if (t.ctx.database.hasVector) {
      expect(
        requests.some((r) => r.model === 'embed-test' && r.inputs.includes('Il veicolo elettrico si ricarica completamente in otto ore.')),
      ).toBe(true);
      expect(results[0]).toMatchObject({ file: 'veicolo.txt', start: 0 });
    } else {
      // PostgreSQL without pgvector: full text alone, which has nothing in common with this question.
      expect(results).toEqual([]);
    }
    // Full text still answers a question that shares words with a document.
    const lexical = await t.request({
      method: 'POST',
      url: `/api/agents/${agent.id}/retrieval-test`,
      cookie,
      payload: { query: 'A che ora apre il negozio?', topK: 1 },
    });
    expect(lexical.json().results[0].file).toBe('negozio.txt');
  });
});

describe('per-file size limit (MAX_UPLOAD_MB, here 0.05)', () => {
  it('refuses a larger file with 413 while it streams, keeping nothing', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id });
    const cookie = await signIn(t, owner);
    const res = await upload(t, cookie, agent.id, { name: 'grande.txt', data: Buffer.alloc(60_000, 'a') });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('FILE_TOO_LARGE');
    expect(res.json().message).toBe('Il file supera la dimensione massima di 0,05 MB.');
    const list = await t.request({ method: 'GET', url: `/api/agents/${agent.id}/documents`, cookie });
    expect(list.json().documents).toEqual([]);
    expect(
      existsSync(path.join(t.config.dataDir, 'files', owner.accountId))
        ? readdirSync(path.join(t.config.dataDir, 'files', owner.accountId), { recursive: true }).filter((f) => String(f).endsWith('.txt'))
        : [],
    ).toEqual([]);
  });
});
