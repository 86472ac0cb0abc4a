import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { signInSuperAdmin } from '../../test/sign-in-super-admin.js';
import { apiKeys } from '../../db/schema/platform.js';
import { newId } from '../../db/ids.js';
import { resolveLlmCredentials } from './resolve-llm-credentials.js';
import { decryptApiKey } from './api-key-crypto.js';

let t: TestApp;
let superCookie: string;
let ownerCookie: string;
let userCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const superAdmin = await createUser(t.ctx.db, { accountId: null, role: 'super_admin' });
  const owner = await createAccountWithOwner(t.ctx.db);
  const user = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
  superCookie = await signInSuperAdmin(t, superAdmin);
  ownerCookie = await signIn(t, owner);
  userCookie = await signIn(t, user);
});
afterAll(async () => {
  await t.close();
});

const add = (payload: Record<string, unknown>, cookie = superCookie) =>
  t.request({ method: 'POST', url: '/api/super-admin/api-keys', cookie, payload });

describe('super admin API keys (D8)', () => {
  // First of the file: the fresh database holds no key yet.
  it('gives members an empty list while the platform has no keys', async () => {
    const res = await t.request({ method: 'GET', url: '/api/api-keys/for-agents', cookie: userCookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ apiKeys: [] });
  });

  it('adds keys encrypted at rest, lists only first 4 + last 4 characters, and makes the first one the default', async () => {
    const first = await add({
      name: 'OpenAI produzione',
      apiKey: 'sk-proj-abcdefghijklmnop1234',
      baseUrl: 'https://api.openai.com/v1',
      model: 'gpt-4o-mini',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      success: true,
      message: 'API Key added successfully!',
      apiKey: { name: 'OpenAI produzione', apiKey: 'sk-p…1234' },
    });
    expect(first.body).not.toContain('abcdefghijklmnop');
    const second = await add({ name: 'Mistral', apiKey: 'mistral-secret-value-9876' });
    expect(second.statusCode).toBe(201);

    const [stored] = await t.ctx.db.select().from(apiKeys).where(eq(apiKeys.id, first.json().apiKey.id));
    expect(stored!.encryptedValue).not.toContain('abcdefghijklmnop');
    expect(decryptApiKey(t.config.AUTH_SECRET, stored!.encryptedValue)).toBe('sk-proj-abcdefghijklmnop1234');
    expect(() => decryptApiKey('another-secret-another-secret', stored!.encryptedValue)).toThrow();

    const list = await t.request({ method: 'GET', url: '/api/super-admin/api-keys', cookie: superCookie });
    expect(list.statusCode).toBe(200);
    expect(list.json().defaultApiKeyId).toBe(first.json().apiKey.id);
    expect(list.json().apiKeys.map((k: { apiKey: string }) => k.apiKey)).toEqual(['sk-p…1234', 'mist…9876']);
    expect(list.body).not.toContain('secret-value');

    const setDefault = await t.request({
      method: 'POST',
      url: '/api/super-admin/api-keys/default',
      cookie: superCookie,
      payload: { defaultApiKeyId: second.json().apiKey.id },
    });
    expect(setDefault.json()).toEqual({ success: true, message: 'Default API Key set successfully!' });
    const after = await t.request({ method: 'GET', url: '/api/super-admin/api-keys', cookie: superCookie });
    expect(after.json().defaultApiKeyId).toBe(second.json().apiKey.id);
    expect(await t.ctx.db.select().from(apiKeys).where(eq(apiKeys.isDefault, true))).toHaveLength(1);

    // Chat resolves an agent's own key, else the default, decrypted on the server only.
    expect(await resolveLlmCredentials(t.ctx.db, { secret: t.config.AUTH_SECRET, apiKeyId: first.json().apiKey.id })).toMatchObject({
      apiKey: 'sk-proj-abcdefghijklmnop1234',
      baseUrl: 'https://api.openai.com/v1',
      model: 'gpt-4o-mini',
    });
    expect((await resolveLlmCredentials(t.ctx.db, { secret: t.config.AUTH_SECRET, apiKeyId: null }))?.apiKey).toBe(
      'mistral-secret-value-9876',
    );
    await expect(resolveLlmCredentials(t.ctx.db, { secret: 'another-secret-another-secret', apiKeyId: null })).rejects.toMatchObject({
      statusCode: 503,
      code: 'API_KEY_UNREADABLE',
    });
  });

  it('answers bad input in English as the spec does, and changes nothing', async () => {
    const before = await t.ctx.db.select().from(apiKeys);
    for (const payload of [{ name: '', apiKey: 'x' }, { name: 'Nome', apiKey: '  ' }, {}]) {
      const res = await add(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please enter both a name and a value for the API key.');
    }
    const badUrl = await add({ name: 'N', apiKey: 'v', baseUrl: 'ftp://x' });
    expect(badUrl.json().message).toBe('The provider base URL must be an http(s) URL.');
    const missing = await t.request({
      method: 'POST',
      url: '/api/super-admin/api-keys/default',
      cookie: superCookie,
      payload: { defaultApiKeyId: newId() },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('API key not found.');
    expect(await t.ctx.db.select().from(apiKeys)).toEqual(before);
  });

  it('refuses account members and signed-out callers before looking at the body', async () => {
    const before = await t.ctx.db.select().from(apiKeys);
    expect((await add({ name: 'X', apiKey: 'Y' }, ownerCookie)).statusCode).toBe(403);
    expect((await add({}, ownerCookie)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/super-admin/api-keys', cookie: ownerCookie })).statusCode).toBe(403);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/super-admin/api-keys/default',
          cookie: userCookie,
          payload: { defaultApiKeyId: before[0]?.id ?? 'x' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/super-admin/api-keys' })).statusCode).toBe(401);
    expect(await t.ctx.db.select().from(apiKeys)).toEqual(before);
  });
});

describe('API keys an agent may pick (spec list-agent-api-keys)', () => {
  it('gives members id and name only, and an agent can be created with one', async () => {
    const res = await t.request({ method: 'GET', url: '/api/api-keys/for-agents', cookie: userCookie });
    expect(res.statusCode).toBe(200);
    const options = res.json().apiKeys as Record<string, unknown>[];
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) expect(Object.keys(option).sort()).toEqual(['id', 'name']);
    const created = await t.request({
      method: 'POST',
      url: '/api/agents',
      cookie: ownerCookie,
      payload: { name: 'Con chiave', instructions: 'Sii breve.', apiKeyId: options[0]!.id },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().apiKeyId).toBe(options[0]!.id);
    expect((await t.request({ method: 'GET', url: '/api/api-keys/for-agents', cookie: superCookie })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/api-keys/for-agents' })).statusCode).toBe(401);
  });
});
