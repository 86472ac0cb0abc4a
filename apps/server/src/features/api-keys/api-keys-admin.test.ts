import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser } from '../../test/factories.js';
import { signInSuperAdmin } from '../../test/sign-in-super-admin.js';
import { apiKeys } from '../../db/schema/platform.js';
import { adminAuditLog } from '../../db/schema/admin.js';
import { newId } from '../../db/ids.js';
import { encryptApiKey } from './api-key-crypto.js';

/** A real OpenAI-compatible provider on a local socket: answers one non-streamed completion, or the status it is told. */
async function startFakeProvider() {
  const requests: { authorization?: string; body: Record<string, unknown> }[] = [];
  let status = 200;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return res.writeHead(404).end();
      requests.push({ authorization: req.headers.authorization, body: JSON.parse(raw) as Record<string, unknown> });
      if (status !== 200) {
        return res
          .writeHead(status, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'Incorrect API key provided' } }));
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'c1',
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content: 'p' }, finish_reason: 'length' }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    fail: (code: number) => (status = code),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let strict: TestApp;
let relaxed: TestApp;
let strictCookie: string;
let relaxedCookie: string;
let provider: Awaited<ReturnType<typeof startFakeProvider>>;

beforeAll(async () => {
  strict = await createTestApp();
  relaxed = await createTestApp({ LLM_ALLOW_PRIVATE_BASE_URL: 'true' });
  strictCookie = await signInSuperAdmin(strict, await createUser(strict.ctx.db, { accountId: null, role: 'super_admin' }));
  relaxedCookie = await signInSuperAdmin(relaxed, await createUser(relaxed.ctx.db, { accountId: null, role: 'super_admin' }));
  provider = await startFakeProvider();
});

afterAll(async () => {
  await provider.close();
  await strict.close();
  await relaxed.close();
});

describe('provider base URL (SSRF guard)', () => {
  it('refuses private, loopback, link-local and local names unless the configuration allows them', async () => {
    for (const baseUrl of [
      'http://127.0.0.1:11434/v1',
      'http://localhost:11434/v1',
      'http://10.1.2.3/v1',
      'http://192.168.1.10/v1',
      'http://169.254.169.254/latest',
      'http://[::1]:8080/v1',
      'http://ollama.internal/v1',
    ]) {
      const res = await strict.request({
        method: 'POST',
        url: '/api/super-admin/api-keys',
        cookie: strictCookie,
        payload: { name: 'Locale', apiKey: 'valore-segreto', baseUrl },
      });
      expect(res.statusCode, baseUrl).toBe(400);
      expect(res.json().message).toBe(
        'The provider base URL points at a private or local network address. Set LLM_ALLOW_PRIVATE_BASE_URL=true on the server to allow it.',
      );
    }
    expect(await strict.ctx.db.select().from(apiKeys)).toEqual([]);
    const publicAddress = await strict.request({
      method: 'POST',
      url: '/api/super-admin/api-keys',
      cookie: strictCookie,
      payload: { name: 'Pubblico', apiKey: 'valore-segreto', baseUrl: 'https://8.8.8.8/v1' },
    });
    expect(publicAddress.statusCode).toBe(201);
  });

  it('refuses the test call too when a key already points inside (saved before the rule, or DNS changed)', async () => {
    await strict.ctx.db.insert(apiKeys).values({
      id: 'chiave-interna',
      name: 'Interna',
      encryptedValue: encryptApiKey(strict.config.AUTH_SECRET, 'valore-interno'),
      hint: 'valo…erno',
      baseUrl: provider.baseUrl,
    });
    await strict.ctx.db.insert(apiKeys).values({ id: 'chiave-illeggibile', name: 'Illeggibile', encryptedValue: 'v1:x:y:z', hint: 'x…z' });
    const before = provider.requests.length;
    const res = await strict.request({ method: 'POST', url: '/api/super-admin/api-keys/chiave-interna/test', cookie: strictCookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: false,
      message:
        'Connection failed: The provider base URL points at a private or local network address. Set LLM_ALLOW_PRIVATE_BASE_URL=true on the server to allow it.',
    });
    expect(provider.requests.length).toBe(before);
    // A value encrypted under another secret: the same clear failure, never a 5xx.
    const unreadable = await strict.request({
      method: 'POST',
      url: '/api/super-admin/api-keys/chiave-illeggibile/test',
      cookie: strictCookie,
    });
    expect(unreadable.statusCode).toBe(200);
    expect(unreadable.json().success).toBe(false);
  });
});

describe('test connection, delete', () => {
  let first: string;
  let second: string;

  it('makes one tiny call to the provider with the key and reports success', async () => {
    const add = (name: string, apiKey: string) =>
      relaxed.request({
        method: 'POST',
        url: '/api/super-admin/api-keys',
        cookie: relaxedCookie,
        payload: { name, apiKey, baseUrl: provider.baseUrl, model: 'modello-prova' },
      });
    first = (await add('Prima', 'sk-prima-1234567890')).json().apiKey.id;
    second = (await add('Seconda', 'sk-seconda-0987654321')).json().apiKey.id;
    const res = await relaxed.request({ method: 'POST', url: `/api/super-admin/api-keys/${first}/test`, cookie: relaxedCookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Connection successful: the provider answered. (model modello-prova)' });
    expect(provider.requests).toHaveLength(1);
    expect(provider.requests[0]!.authorization).toBe('Bearer sk-prima-1234567890');
    expect(provider.requests[0]!.body).toMatchObject({ model: 'modello-prova', max_tokens: 1 });
    expect(res.body).not.toContain('1234567890');
  });

  it("reports the provider's refusal without a 5xx and without the key", async () => {
    provider.fail(401);
    const res = await relaxed.request({ method: 'POST', url: `/api/super-admin/api-keys/${second}/test`, cookie: relaxedCookie });
    provider.fail(200);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: false, message: 'Connection failed: HTTP 401: Incorrect API key provided' });
    expect(res.body).not.toContain('0987654321');
  });

  it('deletes a key; when it was the default, the oldest remaining one becomes the default', async () => {
    const res = await relaxed.request({ method: 'DELETE', url: `/api/super-admin/api-keys/${first}`, cookie: relaxedCookie });
    expect(res.json()).toEqual({ success: true, message: 'API Key deleted successfully!' });
    const list = await relaxed.request({ method: 'GET', url: '/api/super-admin/api-keys', cookie: relaxedCookie });
    expect(list.json().apiKeys.map((k: { id: string }) => k.id)).toEqual([second]);
    expect(list.json().defaultApiKeyId).toBe(second);
    const missing = await relaxed.request({ method: 'DELETE', url: `/api/super-admin/api-keys/${newId()}`, cookie: relaxedCookie });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('API key not found.');
    const missingTest = await relaxed.request({ method: 'POST', url: `/api/super-admin/api-keys/${newId()}/test`, cookie: relaxedCookie });
    expect(missingTest.statusCode).toBe(404);
  });

  it('records every key action in the audit log, never the value', async () => {
    const entries = await relaxed.ctx.db.select().from(adminAuditLog);
    expect(entries.map((e) => e.action).sort()).toEqual([
      'api_key.added',
      'api_key.added',
      'api_key.deleted',
      'api_key.tested',
      'api_key.tested',
    ]);
    expect(JSON.stringify(entries)).not.toContain('1234567890');
    const [deleted] = await relaxed.ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'api_key.deleted'));
    expect(deleted!.before).toMatchObject({ name: 'Prima', apiKey: 'sk-p…7890', isDefault: true });
    expect(deleted!.after).toEqual({ newDefaultApiKeyId: second });
  });
});
