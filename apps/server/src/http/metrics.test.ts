import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createAccountWithOwner, createAgent } from '../test/factories.js';
import { signIn } from '../test/sign-in.js';
import { addProcessedDocument } from '../features/chat/test-support/chat-fixtures.js';
import Fastify from 'fastify';
import { METRICS_TOKEN_INVALID } from '@app/shared/i18n/common';
import { registerErrorHandler } from './error-handler.js';
import { MESSAGES } from '../base/errors.js';

/**
 * Issue 33 (operations): /metrics in Prometheus format behind a bearer token from METRICS_TOKEN, off (404) without
 * it; every answer carries its request id (X-Request-Id), and so does every error answer's body.
 */
const TOKEN = 'token-metriche-di-prova-1234567890';
let t: TestApp;
let off: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
  off = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await off.close();
});

const scrape = async (app: TestApp, authorization?: string) =>
  app.request({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe('/metrics', () => {
  it('counts requests by route, chat turns with their first-token latency, documents, jobs and rate-limit refusals', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id });
    await addProcessedDocument(t.ctx.db, {
      accountId: owner.accountId,
      agentId: agent.id,
      fileName: 'orari.txt',
      pages: ['Il negozio apre alle nove.'],
    });
    const cookie = await signIn(t, owner);
    expect((await t.request({ method: 'GET', url: `/api/agents/${agent.id}`, cookie })).statusCode).toBe(200);
    const chat = await t.request({
      method: 'POST',
      url: `/api/public/agents/${agent.id}/messages`,
      payload: { text: 'A che ora apre il negozio?', visitorId: randomUUID() },
    });
    expect(chat.statusCode).toBe(200);
    // Wrong passwords until the sign-in limit refuses.
    for (let i = 0; i < 12; i += 1) {
      await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: 'nessuno@example.com', password: 'sbagliata-123' } });
    }

    const res = await scrape(t, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    // By route pattern, never by raw URL (ids would make a series each).
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/agents\/:agentId",status="200"\} 1/);
    expect(text).not.toContain(agent.id);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="[^"]+",method="GET",route="\/api\/agents\/:agentId"\}/);
    expect(text).toMatch(/chat_turns_total\{channel="public",outcome="answered"\} 1/);
    expect(text).toMatch(/chat_first_token_seconds_count\{channel="public"\} 1/);
    expect(text).toMatch(/rate_limit_refusals_total\{route="\/api\/auth\/login"\} [1-9]/);
    expect(text).toContain('# TYPE documents_processed_total counter');
    expect(text).toContain('# TYPE jobs gauge');
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('refuses a missing or wrong token with 401, and does not exist without METRICS_TOKEN', async () => {
    for (const authorization of [undefined, 'Bearer sbagliato', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const res = await scrape(t, authorization);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: METRICS_TOKEN_INVALID });
    }
    expect((await scrape(off, `Bearer ${TOKEN}`)).statusCode).toBe(404);
  });
});

describe('request ids', () => {
  it('every answer carries X-Request-Id, error answers included; a server error names it in its body too', async () => {
    const ok = await t.request({ method: 'GET', url: '/api/health' });
    expect(ok.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const refused = await t.request({ method: 'GET', url: '/api/agents' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const missing = await t.request({ method: 'GET', url: '/api/non-esiste' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // A server error names the id in its body too (a bare server with the same error handler and a failing route).
    const bare = Fastify({ genReqId: () => 'id-della-richiesta-1' });
    registerErrorHandler(bare);
    bare.get('/guasto', async () => {
      throw new Error('guasto imprevisto');
    });
    const broken = await bare.inject({ method: 'GET', url: '/guasto' });
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toEqual({ message: MESSAGES.internal, code: 'INTERNAL_ERROR', requestId: 'id-della-richiesta-1' });
    expect(broken.body).not.toContain('guasto imprevisto');
    await bare.close();
    // A proxy's id (nginx $request_id) is kept; anything else is replaced.
    const proxied = await t.request({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'a1b2c3d4e5f60718' } });
    expect(proxied.headers['x-request-id']).toBe('a1b2c3d4e5f60718');
    const forged = await t.request({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'rotto\nintestazione' } });
    expect(forged.headers['x-request-id']).not.toContain('rotto');
  });
});
