import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { INTEGRATIONS_MESSAGES } from '@app/shared/i18n/integrations';
import { MESSAGES } from '@app/shared/i18n/common';
import { PLAN_EXPIRED_MESSAGE } from '@app/shared/i18n/plans';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { apiTokens } from '../../db/schema/integrations.js';
import { users } from '../../db/schema/auth.js';
import { setAccountPlan } from '../account/set-account-plan.js';
import { hashTokenValue } from './api-token-value.js';

let t: TestApp;
const month = () => new Date(Date.now() + 30 * 86_400_000);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function proAccount() {
  const owner = await createAccountWithOwner(t.ctx.db, { plan: 'pro', planExpiresAt: month() });
  return { owner, cookie: await signIn(t, owner) };
}
const create = (cookie: string, payload: object) => t.request({ method: 'POST', url: '/api/integrations/tokens', cookie, payload });
const list = (cookie: string) => t.request({ method: 'GET', url: '/api/integrations/tokens', cookie });
const agentsWith = (value: string) => t.request({ method: 'GET', url: '/api/v1/agents', headers: { authorization: `Bearer ${value}` } });

describe('account API tokens', () => {
  it('creates a token shown once, stored only as its hash, listed with its last use', async () => {
    const { owner, cookie } = await proAccount();
    const res = await create(cookie, { name: 'Gestionale', scope: 'chat', expiresInDays: 30 });
    expect(res.statusCode).toBe(201);
    const { token, value, message } = res.json();
    expect(message).toBe(INTEGRATIONS_MESSAGES.tokenCreated);
    expect(value).toMatch(/^agt_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({ name: 'Gestionale', scope: 'chat', status: 'active', lastUsedAt: null, createdBy: owner.email });
    expect(value.startsWith(token.prefix.replace('…', ''))).toBe(true);

    const [row] = await t.ctx.db.select().from(apiTokens).where(eq(apiTokens.id, token.id));
    expect(row!.tokenHash).toBe(hashTokenValue(value));
    expect(JSON.stringify(row)).not.toContain(value);
    const listed = await list(cookie);
    expect(listed.body).not.toContain(value);

    expect((await agentsWith(value)).statusCode).toBe(200);
    const after = (await list(cookie)).json().tokens[0];
    expect(after.lastUsedAt).not.toBeNull();
  });

  it('revokes a token at once', async () => {
    const { cookie } = await proAccount();
    const { token, value } = (await create(cookie, { name: 'Da revocare', scope: 'read-only', expiresInDays: null })).json();
    expect((await agentsWith(value)).statusCode).toBe(200);
    const res = await t.request({ method: 'DELETE', url: `/api/integrations/tokens/${token.id}`, cookie });
    expect(res.json()).toMatchObject({ success: true, message: INTEGRATIONS_MESSAGES.tokenRevoked });
    const refused = await agentsWith(value);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      message: INTEGRATIONS_MESSAGES.tokenInvalid,
      code: 'API_TOKEN_INVALID',
      requestId: expect.any(String),
    });
    expect((await list(cookie)).json().tokens[0].status).toBe('revoked');
  });

  it('refuses an expired token', async () => {
    const { cookie } = await proAccount();
    const { token, value } = (await create(cookie, { name: 'Breve', scope: 'chat', expiresInDays: 30 })).json();
    await t.ctx.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, token.id));
    const res = await agentsWith(value);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('API_TOKEN_INVALID');
    expect((await list(cookie)).json().tokens[0].status).toBe('expired');
  });

  it('lets admins manage tokens; other roles get 403, and a token dies with its creator’s rights', async () => {
    const { owner, cookie } = await proAccount();
    const admin = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'admin' });
    const adminCookie = await signIn(t, admin);
    const { value } = (await create(adminCookie, { name: 'Admin', scope: 'chat', expiresInDays: 90 })).json();
    expect((await agentsWith(value)).statusCode).toBe(200);
    expect((await list(cookie)).json().tokens).toHaveLength(1);

    for (const role of ['user', 'instructor'] as const) {
      const member = await createUser(t.ctx.db, { accountId: owner.accountId, role });
      const memberCookie = await signIn(t, member);
      const res = await create(memberCookie, { name: 'No', scope: 'chat', expiresInDays: 30 });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message: INTEGRATIONS_MESSAGES.tokensForbidden,
        code: 'API_TOKENS_FORBIDDEN',
        requestId: expect.any(String),
      });
      expect((await list(memberCookie)).statusCode).toBe(403);
    }
    // The admin becomes a plain user: the token stops working.
    await t.ctx.db.update(users).set({ role: 'user' }).where(eq(users.id, admin.id));
    expect((await agentsWith(value)).statusCode).toBe(401);
    expect((await t.ctx.db.select().from(apiTokens).where(eq(apiTokens.accountId, owner.accountId))).length).toBe(1);
    // The owner's list says why it stopped, instead of showing a dead token as active.
    expect((await list(cookie)).json().tokens[0].status).toBe('suspended');
    await t.ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    expect((await list(cookie)).json().tokens[0].status).toBe('active');
    expect((await agentsWith(value)).statusCode).toBe(200);
  });

  it('refuses the Base plan with the way to /pricing, and an ended trial with 402', async () => {
    const base = await createAccountWithOwner(t.ctx.db, { plan: 'base', planExpiresAt: month() });
    const cookie = await signIn(t, base);
    const res = await create(cookie, { name: 'Base', scope: 'chat', expiresInDays: 30 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: INTEGRATIONS_MESSAGES.planRequired, code: 'API_PLAN_REQUIRED', requestId: expect.any(String) });
    expect(res.json().message).toContain('/pricing');
    expect(await t.ctx.db.select().from(apiTokens).where(eq(apiTokens.accountId, base.accountId))).toEqual([]);
    expect((await list(cookie)).json()).toMatchObject({ tokens: [], planAllows: false });

    // A token made during the Pro trial stops when the account moves to Base.
    const { owner, cookie: proCookie } = await proAccount();
    const { value } = (await create(proCookie, { name: 'Prova', scope: 'chat', expiresInDays: 30 })).json();
    await setAccountPlan(t.ctx.db, owner.accountId, { plan: 'base', planExpiresAt: month() });
    const onBase = await agentsWith(value);
    expect(onBase.statusCode).toBe(403);
    expect(onBase.json().code).toBe('API_PLAN_REQUIRED');
    await setAccountPlan(t.ctx.db, owner.accountId, { plan: null, planExpiresAt: null, trialEndsAt: new Date(Date.now() - 1000) });
    const ended = await agentsWith(value);
    expect(ended.statusCode).toBe(402);
    expect(ended.json()).toEqual({ message: PLAN_EXPIRED_MESSAGE, code: 'PLAN_EXPIRED', requestId: expect.any(String) });
  });

  it('refuses bad input with Italian messages and stores nothing', async () => {
    const { owner, cookie } = await proAccount();
    const cases: [object, string][] = [
      [{ name: '', scope: 'chat', expiresInDays: 30 }, INTEGRATIONS_MESSAGES.tokenNameRequired],
      [{ name: 'x'.repeat(81), scope: 'chat', expiresInDays: 30 }, INTEGRATIONS_MESSAGES.tokenNameTooLong],
      [{ name: 'Ok', scope: 'admin', expiresInDays: 30 }, INTEGRATIONS_MESSAGES.tokenScopeInvalid],
      [{ name: 'Ok', scope: 'chat', expiresInDays: 7 }, INTEGRATIONS_MESSAGES.tokenExpiryInvalid],
    ];
    for (const [payload, message] of cases) {
      const res = await create(cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await t.ctx.db.select().from(apiTokens).where(eq(apiTokens.accountId, owner.accountId))).toEqual([]);
  });

  it("never revokes another account's token (404), and a signed-out caller gets 401", async () => {
    const a = await proAccount();
    const b = await proAccount();
    const { token, value } = (await create(a.cookie, { name: 'A', scope: 'chat', expiresInDays: 30 })).json();
    const res = await t.request({ method: 'DELETE', url: `/api/integrations/tokens/${token.id}`, cookie: b.cookie });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(INTEGRATIONS_MESSAGES.tokenNotFound);
    expect((await agentsWith(value)).statusCode).toBe(200);
    expect((await list(b.cookie)).json().tokens).toEqual([]);
    const anonymous = await t.request({ method: 'POST', url: '/api/integrations/tokens', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(MESSAGES.unauthenticated);
  });

  it('keeps cookies and tokens apart: no cookie on /api/v1, no token on the web app’s routes, no token minting tokens', async () => {
    const { cookie } = await proAccount();
    const { value } = (await create(cookie, { name: 'Separato', scope: 'chat', expiresInDays: 30 })).json();
    const withCookie = await t.request({ method: 'GET', url: '/api/v1/agents', cookie });
    expect(withCookie.statusCode).toBe(401);
    expect(withCookie.json()).toEqual({
      message: INTEGRATIONS_MESSAGES.tokenMissing,
      code: 'API_TOKEN_MISSING',
      requestId: expect.any(String),
    });
    const tokenOnApp = await t.request({ method: 'GET', url: '/api/integrations/tokens', headers: { authorization: `Bearer ${value}` } });
    expect(tokenOnApp.statusCode).toBe(401);
    expect(tokenOnApp.json().code).toBe('API_TOKEN_NOT_HERE');
    const garbage = await agentsWith('agt_inventato');
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json().code).toBe('API_TOKEN_INVALID');
  });
});
