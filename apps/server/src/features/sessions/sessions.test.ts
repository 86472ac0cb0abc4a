import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CURRENT_SESSION_NOT_HERE, SESSION_NOT_FOUND } from '@app/shared/i18n/sessions';
import { createTestApp, cookieFrom, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { sessions } from '../../db/schema/auth.js';
import { describeUserAgent } from './describe-user-agent.js';
import { approximatePlace } from './approximate-place.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

async function signInFrom(user: { email: string; password: string }, userAgent: string, address: string, rememberMe = true) {
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    remoteAddress: address,
    payload: { email: user.email, password: user.password, rememberMe },
  });
  expect(res.statusCode).toBe(200);
  return { cookie: cookieFrom(res), setCookie: ([] as string[]).concat(res.headers['set-cookie'] ?? []) };
}
const list = (cookie: string) => t.request({ method: 'GET', url: '/api/sessions', cookie });
const end = (cookie: string, id: string) => t.request({ method: 'DELETE', url: `/api/sessions/${id}`, cookie });
const profile = (cookie: string) => t.request({ method: 'GET', url: '/api/profile', cookie });

describe('sessions on the profile (issue 17)', () => {
  it('lists the user’s own sessions with device, approximate place and this-session marker', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const laptop = await signInFrom(owner, FIREFOX_WINDOWS, '93.41.12.77');
    await signInFrom(owner, SAFARI_IPHONE, '2001:db8:85a3::8a2e:370:7334');
    const stranger = await createAccountWithOwner(t.ctx.db);
    await signIn(t, stranger);

    const res = await list(laptop.cookie);
    expect(res.statusCode).toBe(200);
    const listed = res.json().sessions as Record<string, unknown>[];
    expect(listed).toHaveLength(2);
    const current = listed.find((s) => s.current);
    expect(current).toMatchObject({ browser: 'Firefox 133', os: 'Windows', device: 'desktop', place: '93.41.12.x', persistent: true });
    expect(listed.find((s) => !s.current)).toMatchObject({ browser: 'Safari 18', os: 'iOS', device: 'mobile', place: '2001:db8:85a3:…' });
    // Nothing that would let a session be taken over.
    expect(res.body).not.toMatch(/token/i);
    expect(res.body).not.toContain('93.41.12.77');
  });

  it('ends another session of the user, whose next request is signed out; this session stays', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const here = await signInFrom(owner, FIREFOX_WINDOWS, '10.0.0.1');
    const there = await signInFrom(owner, SAFARI_IPHONE, '10.0.0.2');
    const other = ((await list(here.cookie)).json().sessions as { id: string; current: boolean }[]).find((s) => !s.current)!;
    const current = ((await list(here.cookie)).json().sessions as { id: string; current: boolean }[]).find((s) => s.current)!;

    const self = await end(here.cookie, current.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(CURRENT_SESSION_NOT_HERE);

    const res = await end(here.cookie, other.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Sessione terminata.');
    expect((await profile(there.cookie)).statusCode).toBe(401);
    expect((await profile(here.cookie)).statusCode).toBe(200);
    const again = await end(here.cookie, other.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(SESSION_NOT_FOUND);
  });

  it('another user cannot end (or see) someone else’s session: 404 and nothing changes', async () => {
    const victim = await createAccountWithOwner(t.ctx.db);
    const victimCookie = await signIn(t, victim);
    const [victimSession] = await t.ctx.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, victim.id));
    // Another account, and a member of the victim's own team.
    const attacker = await createAccountWithOwner(t.ctx.db);
    const teammate = await createUser(t.ctx.db, { accountId: victim.accountId, role: 'admin' });
    for (const cookie of [await signIn(t, attacker), await signIn(t, teammate)]) {
      const res = await end(cookie, victimSession!.id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(SESSION_NOT_FOUND);
      expect((await list(cookie)).body).not.toContain(victimSession!.id);
      // 'All the others' means the caller's others only.
      expect((await t.request({ method: 'POST', url: '/api/sessions/end-others', cookie })).statusCode).toBe(200);
    }
    expect((await profile(victimCookie)).statusCode).toBe(200);
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.id, victimSession!.id))).toHaveLength(1);
  });

  it('ends all the other sessions at once', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const here = await signIn(t, owner);
    const others = [await signIn(t, owner), await signIn(t, owner)];
    const res = await t.request({ method: 'POST', url: '/api/sessions/end-others', cookie: here });
    expect(res.json()).toMatchObject({ success: true, message: 'Tutte le altre sessioni sono state terminate.', ended: 2 });
    for (const cookie of others) expect((await profile(cookie)).statusCode).toBe(401);
    expect((await list(here)).json().sessions).toHaveLength(1);
  });

  it('refuses callers without a session, bad ids and API tokens', async () => {
    expect((await t.request({ method: 'GET', url: '/api/sessions' })).statusCode).toBe(401);
    const owner = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);
    const long = await end(cookie, 'x'.repeat(65));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(SESSION_NOT_FOUND);
    const bearer = await t.request({ method: 'GET', url: '/api/sessions', headers: { authorization: 'Bearer agt_qualcosa' } });
    expect(bearer.statusCode).toBe(401);
  });

  it('changing the password ends every other session', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const here = await signIn(t, owner);
    const there = await signIn(t, owner);
    const res = await t.request({
      method: 'POST',
      url: '/api/profile/password',
      cookie: here,
      payload: { currentPassword: owner.password, newPassword: 'NuovaPassword1!', confirmPassword: 'NuovaPassword1!' },
    });
    expect(res.statusCode).toBe(200);
    expect((await profile(there)).statusCode).toBe(401);
    expect((await list(here)).json().sessions).toHaveLength(1);
  });
});

describe("'Ricordami' and last activity (ADR 0106, 0107)", () => {
  it("without 'Ricordami' the cookie has no Max-Age and the server ends the session after 12 hours", async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const { cookie, setCookie } = await signInFrom(owner, FIREFOX_WINDOWS, '10.1.1.1', false);
    const token = setCookie.find((c) => c.startsWith('agenti.session_token='))!;
    expect(token).not.toMatch(/max-age|expires/i);
    const [row] = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, owner.id));
    expect(row!.persistent).toBe(false);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(12 * 3600_000);
    expect((await list(cookie)).json().sessions[0]).toMatchObject({ persistent: false });

    // Even if the expiry were pushed back (better-auth refreshes a session whose 'dont remember' cookie got lost).
    await t.ctx.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 12 * 3600_000 - 1000), expiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(sessions.id, row!.id));
    expect((await profile(cookie)).statusCode).toBe(401);
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.id, row!.id))).toHaveLength(0);
  });

  it("with 'Ricordami' the cookie lasts 30 days", async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const { setCookie } = await signInFrom(owner, FIREFOX_WINDOWS, '10.1.1.2', true);
    expect(setCookie.find((c) => c.startsWith('agenti.session_token='))).toMatch(/Max-Age=2592000/);
  });

  it('writes the last activity at most once a minute', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);
    const [row] = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, owner.id));
    const recent = new Date(Date.now() - 20_000);
    await t.ctx.db.update(sessions).set({ lastActiveAt: recent }).where(eq(sessions.id, row!.id));
    await profile(cookie);
    const [unchanged] = await t.ctx.db.select().from(sessions).where(eq(sessions.id, row!.id));
    expect(unchanged!.lastActiveAt.getTime()).toBe(recent.getTime());

    const old = new Date(Date.now() - 5 * 60_000);
    await t.ctx.db.update(sessions).set({ lastActiveAt: old }).where(eq(sessions.id, row!.id));
    await profile(cookie);
    const [touched] = await t.ctx.db.select().from(sessions).where(eq(sessions.id, row!.id));
    expect(touched!.lastActiveAt.getTime()).toBeGreaterThan(old.getTime() + 4 * 60_000);
  });
});

describe('reading the user agent and the address', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      { browser: 'Edge 131', os: 'Windows', device: 'desktop' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15',
      { browser: 'Safari 17', os: 'macOS', device: 'desktop' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      { browser: 'Chrome 131', os: 'Android', device: 'mobile' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
      { browser: 'Chrome 130', os: 'Android', device: 'tablet' },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.6778.33 Safari/537.36',
      { browser: 'Chrome 131', os: 'Linux', device: 'desktop' },
    ],
    ['curl/8.5.0', { browser: null, os: null, device: 'unknown' }],
    [null, { browser: null, os: null, device: 'unknown' }],
  ])('%s', (ua, expected) => {
    expect(describeUserAgent(ua)).toEqual(expected);
  });

  it('hides the host part of the address', () => {
    expect(approximatePlace('192.168.1.20')).toBe('192.168.1.x');
    expect(approximatePlace('::ffff:127.0.0.1')).toBe('127.0.0.x');
    expect(approximatePlace('::1')).toBeNull();
    expect(approximatePlace('non un indirizzo')).toBeNull();
    expect(approximatePlace(null)).toBeNull();
  });
});
