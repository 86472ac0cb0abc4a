import { Writable } from 'node:stream';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MESSAGES } from '@app/shared/i18n/common';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createAccountWithOwner, createAgent } from '../test/factories.js';
import { signIn } from '../test/sign-in.js';
import { upload } from '../test/knowledge-uploads.js';
import { startS3Server } from '../test/s3-server.js';

/**
 * Issue 33: every error answer (4xx and 5xx) names its request id in its body, the same as its X-Request-Id header,
 * and every log line written while serving it carries it (ADR 0163).
 */
const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});
let s3: Awaited<ReturnType<typeof startS3Server>>;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3Server('agenti-id-richiesta');
  // The bucket's address is one where nothing listens: uploads meet a storage that is down (a handled 5xx).
  t = await createTestApp(
    { ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:9' },
    { log: pino({ level: 'debug' }, sink) as unknown as FastifyBaseLogger },
  );
});
afterAll(async () => {
  await t.close();
  await s3.stop();
});

/** The answer's id, checked against its header, and the log lines written under it. */
function idOf(res: { headers: Record<string, unknown>; json: () => { requestId?: string } }) {
  const requestId = res.json().requestId;
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  expect(res.headers['x-request-id']).toBe(requestId);
  const logged = lines.filter((line) => line.reqId === requestId);
  // At least the request's arrival and its answer (and the refusal, for an error).
  expect(logged.length).toBeGreaterThanOrEqual(2);
  return { requestId, logged };
}

it('a 400, 404, 429 and 503 each name their request id in the body, and every log line of the request carries it', async () => {
  const owner = await createAccountWithOwner(t.ctx.db);
  const cookie = await signIn(t, owner);
  const agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id });

  const invalid = await t.request({ method: 'POST', url: '/api/agents', cookie, payload: { name: '' } });
  expect(invalid.statusCode).toBe(400);
  expect(invalid.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  idOf(invalid);

  const missing = await t.request({ method: 'GET', url: '/api/agents/non-esiste', cookie });
  expect(missing.statusCode).toBe(404);
  expect(missing.json()).toMatchObject({ message: MESSAGES.agentNotFound });
  idOf(missing);

  const unknownPath = await t.request({ method: 'GET', url: '/api/percorso-sconosciuto' });
  expect(unknownPath.statusCode).toBe(404);
  idOf(unknownPath);

  let limited = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: 'nessuno@example.com', password: 'x' } });
  for (let i = 0; i < 12 && limited.statusCode !== 429; i += 1) {
    limited = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: 'nessuno@example.com', password: 'x' } });
  }
  expect(limited.statusCode).toBe(429);
  idOf(limited);

  const down = await upload(t, cookie, agent.id, { name: 'listino.txt', data: Buffer.from('Prezzi in vigore.') });
  expect(down.statusCode).toBe(503);
  expect(down.json()).toMatchObject({ message: MESSAGES.unavailable, code: 'SERVICE_UNAVAILABLE' });
  const { logged } = idOf(down);
  // The failure is logged under the request's id, without a stack trace.
  const warning = logged.find((line) => line.msg === 'dependency unavailable');
  expect(warning).toBeDefined();
  expect(JSON.stringify(warning)).not.toContain('    at ');
  expect(down.body).not.toContain('ECONNREFUSED');

  // Every line about one of these requests (they name its URL or status) carries an id.
  const aboutRequests = lines.filter((line) => line.req !== undefined || line.res !== undefined);
  expect(aboutRequests.length).toBeGreaterThan(0);
  expect(aboutRequests.filter((line) => typeof line.reqId !== 'string')).toEqual([]);
});
