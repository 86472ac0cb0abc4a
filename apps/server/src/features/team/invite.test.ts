import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, cookieFrom, linkFrom, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, uniqueEmail } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { sessions, users } from '../../db/schema/auth.js';
import { actionTokens } from '../../db/schema/platform.js';
import { profiles } from '../../db/schema/accounts.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
});
afterAll(async () => {
  await t.close();
});

const INVALID_INVITE = 'Il link di invito non è valido o è scaduto. Per favore, richiedine uno nuovo.';
const CONFIRM_PREFIX = 'http://localhost:3000/auth/confirm-invite?token=';

async function invite(role: 'admin' | 'user' | 'instructor' = 'admin') {
  const owner = await createAccountWithOwner(t.ctx.db);
  const ownerCookie = await signIn(t, owner);
  const email = uniqueEmail('invitato');
  const res = await t.request({
    method: 'POST',
    url: '/api/team/members',
    cookie: ownerCookie,
    payload: { email, password: 'Provvisoria1!', role, firstName: 'Lia' },
  });
  expect(res.statusCode).toBe(201);
  const link = linkFrom((await t.lastEmail(email))!.text, CONFIRM_PREFIX);
  const token = new URL(link).searchParams.get('token')!;
  return { owner, ownerCookie, email, token, memberId: res.json().member.id as string };
}

const confirm = (token: unknown) => t.request({ method: 'POST', url: '/api/team/confirm-invite', payload: { token } });
const statusOf = async (ownerCookie: string, memberId: string) =>
  (await t.request({ method: 'GET', url: '/api/team/members', cookie: ownerCookie }))
    .json()
    .members.find((m: { id: string }) => m.id === memberId)?.status;

describe('invitation flow', () => {
  it('signs the member in as remembered, like the e-mail confirmation link (ADR 0106, 0123)', async () => {
    const { token, memberId } = await invite('user');
    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    const raw = confirmed.headers['set-cookie'];
    const cookies = (Array.isArray(raw) ? raw : [raw]).map(String);
    expect(cookies.find((c) => c.startsWith('agenti.session_token='))).toMatch(/Max-Age=2592000/);
    const [row] = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, memberId));
    expect(row).toMatchObject({ persistent: true, ipAddress: '127.0.0.1' });
  });

  it('takes a new member from the e-mail to their dashboard, signed in with their own password', async () => {
    const { ownerCookie, email, token, memberId } = await invite('admin');
    expect(await statusOf(ownerCookie, memberId)).toBe('invited');

    // Signing in before confirming is refused like a wrong password: the owner knows the temporary password, and
    // must not tell their invitee from an address in use elsewhere (ADR 0111).
    const early = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Provvisoria1!' } });
    expect(early.statusCode).toBe(401);
    expect(early.json().code).toBe('INVALID_CREDENTIALS');

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ isActive: false, message: 'Per favore, imposta la tua password per attivare il tuo account.' });
    const cookie = cookieFrom(confirmed);
    expect(cookie).toMatch(/^agenti\.session_token=/);
    expect(await statusOf(ownerCookie, memberId)).toBe('active');

    const session = await t.request({ method: 'GET', url: '/api/auth/session', cookie });
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({ email, role: 'admin', emailVerified: true });
    expect(session.json().profile).toEqual({ isActive: false });
    const blocked = await t.request({ method: 'GET', url: '/api/dashboard', cookie });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe('Per favore, imposta la tua password per attivare il tuo account.');

    const set = await t.request({
      method: 'POST',
      url: '/api/auth/update-password',
      cookie,
      payload: { password: 'MiaPassword1!', confirmPassword: 'MiaPassword1!' },
    });
    expect(set.statusCode).toBe(200);

    const fresh = await signIn(t, { email, password: 'MiaPassword1!' });
    const after = await t.request({ method: 'GET', url: '/api/auth/session', cookie: fresh });
    expect(after.json().profile).toEqual({ isActive: true });
    expect(after.json().user.role).toBe('admin');
    expect((await t.request({ method: 'GET', url: '/api/dashboard', cookie: fresh })).statusCode).toBe(200);
    // The owner's temporary password no longer works.
    expect((await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Provvisoria1!' } })).statusCode).toBe(
      401,
    );
  });

  it('works once only, and refuses unknown, empty and expired links without signing anyone in', async () => {
    const { token, memberId } = await invite('user');
    expect((await confirm(token)).statusCode).toBe(200);
    const reused = await confirm(token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(INVALID_INVITE);
    expect(reused.headers['set-cookie']).toBeUndefined();

    for (const bad of ['inventato', '', 'x'.repeat(600)]) {
      const res = await confirm(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(INVALID_INVITE);
    }
    expect((await t.request({ method: 'POST', url: '/api/team/confirm-invite', payload: {} })).json().message).toBe(INVALID_INVITE);

    const second = await invite('user');
    await t.ctx.db
      .update(actionTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(actionTokens.userId, second.memberId));
    const expired = await confirm(second.token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(INVALID_INVITE);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, second.memberId));
    expect(row?.emailVerified).toBe(false);
    expect(memberId).not.toBe(second.memberId);
  });

  it('tells an already active member so, and refuses a deactivated one without spending the link', async () => {
    const { ownerCookie, token, memberId } = await invite('user');
    const off = await t.request({
      method: 'PATCH',
      url: `/api/team/members/${memberId}/status`,
      cookie: ownerCookie,
      payload: { active: false },
    });
    expect(off.statusCode).toBe(200);
    const refused = await confirm(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Il tuo account è stato disattivato. Contatta il proprietario del tuo team.');
    expect(refused.headers['set-cookie']).toBeUndefined();

    await t.request({ method: 'PATCH', url: `/api/team/members/${memberId}/status`, cookie: ownerCookie, payload: { active: true } });
    const ok = await confirm(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().isActive).toBe(false);

    const active = await invite('instructor');
    await t.ctx.db.update(users).set({ emailVerified: true }).where(eq(users.id, active.memberId));
    await t.ctx.db.update(profiles).set({ isActive: true }).where(eq(profiles.userId, active.memberId));
    const welcome = await confirm(active.token);
    expect(welcome.json()).toEqual({ isActive: true, message: 'Il tuo account è già attivo.' });
  });

  it('also lets a member confirm through the verification e-mail sent when they first try to sign in', async () => {
    const { ownerCookie, email, memberId } = await invite('user');
    await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Provvisoria1!' } });
    const link = linkFrom((await t.lastEmail(email))!.text, 'http://localhost:3000/auth/verify-email?token=');
    const verified = await t.request({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: decodeURIComponent(new URL(link).searchParams.get('token')!) },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().profile).toEqual({ isActive: false });
    expect(await statusOf(ownerCookie, memberId)).toBe('active');
  });
});
