import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, linkFrom, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, uniqueEmail } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { verifications } from '../../db/schema/auth.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('auth edge cases', () => {
  it('refuses an expired reset link and changes nothing', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: owner.email } });
    const token = new URL(
      linkFrom((await t.lastEmail(owner.email))!.text, 'http://localhost:3000/auth/update-password?token='),
    ).searchParams.get('token')!;
    await t.ctx.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/update-password',
      payload: { token, password: 'Scaduta1!', confirmPassword: 'Scaduta1!' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Il link non è valido o è scaduto. Richiedine uno nuovo.');
    const login = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: owner.email, password: owner.password } });
    expect(login.statusCode).toBe(200);
  });

  it('answers a state-changing request from another origin with 403', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/logout', headers: { origin: 'https://malevolo.example' }, payload: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Richiesta rifiutata: origine non consentita.');
  });

  it('refuses `Origin: null` on a request that carries cookies, and lets a cookie-less one through', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);
    const fromNull = await t.request({ method: 'POST', url: '/api/auth/logout', cookie, headers: { origin: 'null' }, payload: {} });
    expect(fromNull.statusCode).toBe(403);
    expect(fromNull.json().message).toBe('Richiesta rifiutata: origine non consentita.');
    // Still signed in: the refused request changed nothing.
    expect((await t.request({ method: 'GET', url: '/api/auth/session', cookie })).json().user.email).toBe(owner.email);
    const anonymous = await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { origin: 'null' },
      payload: { email: 'nessuno@example.it' },
    });
    expect(anonymous.statusCode).toBe(200);
  });

  it('marks API answers, refusals included, private and not to be stored', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);
    for (const url of ['/api/agents', '/api/auth/session', '/api/profile']) {
      const res = await t.request({ method: 'GET', url, cookie });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
    const refused = await t.request({ method: 'GET', url: '/api/agents' });
    expect(refused.headers['cache-control']).toBe('private, no-store');
  });

  it('sets security headers with a CSP on every response', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Il corpo della richiesta non è un JSON valido.',
      code: 'INVALID_JSON',
      requestId: expect.any(String),
    });
  });

  it("answers an over-long id with an Italian 400, not the router's bare error", async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const cookie = (await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: owner.email, password: owner.password } }))
      .headers['set-cookie'];
    const res = await t.request({
      method: 'GET',
      url: `/api/agents/${'x'.repeat(500)}`,
      headers: { cookie: String(cookie).split(';')[0]! },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Identificativo non valido.');
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.request({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/auth/register']));
  });
});

describe('rate limits on registration and password reset', () => {
  it('answers 429 in Italian after too many registrations or reset requests from one address', async () => {
    const limited = await createTestApp();
    try {
      let status = 0;
      for (let i = 0; i < 21; i++) {
        status = (
          await limited.request({
            method: 'POST',
            url: '/api/auth/register',
            payload: { email: uniqueEmail('molti'), password: 'Password1!', confirmPassword: 'Password1!' },
          })
        ).statusCode;
      }
      expect(status).toBe(429);
      for (let i = 0; i < 11; i++) {
        status = (await limited.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: uniqueEmail('reset') } }))
          .statusCode;
      }
      expect(status).toBe(429);
      const res = await limited.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: uniqueEmail('reset') } });
      expect(res.json().message).toBe('Troppe richieste. Riprova tra qualche minuto.');
    } finally {
      await limited.close();
    }
    // 21 registrations hash 21 passwords: on a loaded two-core machine that alone can take half a minute.
  }, 120_000);
});
