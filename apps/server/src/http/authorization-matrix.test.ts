import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { buildWorld, CALLERS, newCaller, type CallerName, type Credentials, type World } from '../test/authorization/world.js';
import { MATRIX, type Row, type Statuses } from '../test/authorization/matrix.js';
import { routeTable } from './route-table.js';
import { agentDocuments } from '../db/schema/documents.js';
import { waitForDocument } from '../test/knowledge-uploads.js';
import { startFakeTelegram, type FakeTelegram } from '../test/fake-messaging-apis.js';
import { MATRIX_BOT_TOKEN, MATRIX_VAPID } from '../test/authorization/requests.js';
import { MATRIX_META } from '../test/authorization/requests-actions-channels.js';
import { startFakeMetaGraph, type FakeMetaGraph } from '../test/fake-meta-graph.js';

/**
 * The authorization matrix (issue 18, ADR 0110): every route of the server × every kind of caller, each answer
 * compared with the status declared in test/authorization/matrix.ts. The routes come from the OpenAPI document and,
 * for those it hides, from Fastify's own route table: a route added without a row in the matrix fails here.
 *
 * `MATRIX_PRINT=1` prints the statuses actually answered, in the table's notation, to review a new row.
 */

/** `/api/agents/:agentId/` and `/api/agents/{agentId}` are one route: `GET /api/agents/{agentId}`. */
function routeKey(method: string, url: string): string {
  const path = url.replace(/:(\w+)/g, '{$1}').replace(/(.)\/$/, '$1');
  return `${method.toUpperCase()} ${path}`;
}

/** The value of each path parameter in a request on account A, by its name. */
function defaultParams(w: World): Record<string, string> {
  return {
    agentId: w.a.agentId,
    documentId: w.a.documentId,
    chunkId: w.a.chunkId,
    memoryId: w.a.memoryId,
    messageId: w.a.testMessageId,
    conversationId: w.a.publicConversationId,
    tokenId: w.a.tokenId,
    userId: w.a.owner.id,
    page: '1',
  };
}

let t: TestApp;
let world: World;
let telegram: FakeTelegram;
let metaGraphs: FakeMetaGraph[] = [];
const answered = new Map<string, number[]>();

beforeAll(async () => {
  // The matrix is about who may call what: rate limits off, and the operator's provider key may be on loopback.
  // Connecting Telegram calls its Bot API: a fake one on a local socket (issue 31).
  telegram = await startFakeTelegram();
  telegram.addBot(MATRIX_BOT_TOKEN, 'matrix_bot');
  // Messenger and Instagram (issue 47): Meta's Graph API, one fake each, knowing the matrix's page.
  metaGraphs = [await startFakeMetaGraph({ kind: 'messenger' }), await startFakeMetaGraph({ kind: 'instagram' })];
  for (const graph of metaGraphs) graph.addAccount(MATRIX_META.pageId, MATRIX_META.accessToken, MATRIX_META.appSecret, MATRIX_META.name);
  // Push (issue 47) is on, its endpoints on localhost (where nothing listens): subscribing is tried for real.
  t = await createTestApp({
    RATE_LIMIT_DISABLED: 'true',
    LLM_ALLOW_PRIVATE_BASE_URL: 'true',
    TELEGRAM_API_URL: telegram.url,
    ...MATRIX_VAPID,
    PUSH_ALLOW_PRIVATE_HOSTS: 'localhost',
    MESSENGER_API_URL: metaGraphs[0]!.url,
    INSTAGRAM_API_URL: metaGraphs[1]!.url,
    // Custom actions (issue 46) call localhost, where nothing listens on the port they name.
    CRAWLER_ALLOW_PRIVATE_HOSTS: 'localhost',
  });
  world = await buildWorld(t);
}, 180_000);

afterAll(async () => {
  if (process.env.MATRIX_PRINT) {
    const lines = [...answered].map(([key, statuses]) => `  '${key}': s(${statuses.join(', ')}),`);
    console.info(`authorization matrix as answered:\n${lines.join('\n')}`);
  }
  // Uploads of the matrix are still being processed: let the queue finish them before the database closes.
  const documents = await t.ctx.db.select({ id: agentDocuments.id }).from(agentDocuments);
  for (const { id } of documents) await waitForDocument(t, id);
  await t?.close();
  await telegram?.close();
  for (const graph of metaGraphs) await graph.close();
});

async function send(key: string, row: Row, caller: CallerName): Promise<LightMyRequestResponse> {
  const [method, path] = key.split(' ') as [string, string];
  const credentials: Credentials = row.standIn && caller !== 'anon' ? await newCaller(t, caller, world.a.accountId) : world.callers[caller];
  const parts = (await row.request?.(world, caller)) ?? {};
  const params = { ...defaultParams(world), ...parts.params };
  const url = (parts.url ?? path).replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`${key}: no value for {${name}}`);
    return encodeURIComponent(params[name]!);
  });
  const query = parts.query ? `?${new URLSearchParams(parts.query).toString()}` : '';
  // Each caller uses the credential the route takes, when it has one: a token on /api/v1, a cookie elsewhere.
  const onV1 = path.startsWith('/api/v1/');
  const bearer = credentials.bearer && (onV1 || !credentials.cookie) ? credentials.bearer : undefined;
  const cookie = credentials.cookie && !bearer ? credentials.cookie : undefined;
  const headers: Record<string, string> = { ...parts.form?.headers };
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  if (cookie) headers.cookie = cookie;
  const res = await t.app.inject({
    method: method as 'GET',
    url: `${url}${query}`,
    headers,
    ...(parts.form ? { payload: parts.form.payload } : parts.body !== undefined ? { payload: parts.body as object } : {}),
    payloadAsStream: row.stream,
  });
  if (!row.stream) return res;
  // An open event stream: its status is known; close it without reading on.
  res.stream().destroy();
  return { statusCode: res.statusCode, body: '' } as LightMyRequestResponse;
}

/** Account A's identifiers, which no answer to account B may contain (D2). */
function accountASecrets(): string[] {
  return [world.a.accountId, world.a.agentId, world.a.documentId, world.a.owner.email, 'Sportello Tributi', 'La TARI si paga'];
}

describe('authorization matrix', () => {
  it('declares every route of the server, and only those', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => routeKey(m, path)));
    // Fastify's table adds what the document hides; HEAD is GET's twin.
    const registered = routeTable(t.app)
      .filter((route) => route.method !== 'HEAD' && route.url.startsWith('/api'))
      .map((route) => routeKey(route.method, route.url));
    const routes = new Set([...documented, ...registered]);
    expect(documented.length).toBeGreaterThan(100);
    expect([...routes].filter((key) => !MATRIX[key]).sort(), 'routes without a row in test/authorization/matrix.ts').toEqual([]);
    expect(
      Object.keys(MATRIX).filter((key) => !routes.has(key)),
      'rows without a route',
    ).toEqual([]);
  });

  for (const [key, row] of Object.entries(MATRIX)) {
    it(key, { timeout: 60_000 }, async () => {
      const statuses: number[] = [];
      const problems: string[] = [];
      for (const [i, caller] of CALLERS.entries()) {
        const res = await send(key, row, caller);
        statuses.push(res.statusCode);
        const expected = (row.expect as Statuses)[i];
        if (res.statusCode !== expected) problems.push(`${caller}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 160)}`);
        if (res.statusCode >= 500) problems.push(`${caller}: server error ${res.body.slice(0, 160)}`);
        // Another account learns nothing of A: not even in an answer it may receive (its own lists).
        if (caller === 'other' && row.expect[0] >= 400 && res.statusCode < 300) {
          const leaked = accountASecrets().filter((secret) => res.body.includes(secret));
          if (leaked.length) problems.push(`other: the answer contains account A's ${leaked.join(', ')}`);
        }
      }
      answered.set(key, statuses);
      expect(problems).toEqual([]);
    });
  }
});
