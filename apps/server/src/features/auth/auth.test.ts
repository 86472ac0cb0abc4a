import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, cookieFrom, linkFrom, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createUser, uniqueEmail } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { users } from '../../db/schema/auth.js';
import { accounts } from '../../db/schema/accounts.js';
import { errorBody } from '../../test/error-body.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const register = (email: string, password = 'Password1!', confirmPassword = password) =>
  t.request({ method: 'POST', url: '/api/auth/register', payload: { email, password, confirmPassword } });

describe('registration', () => {
  it('creates an account owned by the registrant on a 7-day trial, and e-mails a verification link', async () => {
    const email = uniqueEmail('nuovo');
    const res = await register(email);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ user: null, message: 'Registrazione quasi completata. Controlla la tua email per il link di verifica.' });
    const [user] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    expect(user?.role).toBe('owner');
    const [account] = await t.ctx.db.select().from(accounts).where(eq(accounts.id, user!.accountId!));
    const days = (account!.trialEndsAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const mail = await t.lastEmail(email);
    expect(mail?.subject).toBe('Conferma il tuo indirizzo email');
  });

  it('refuses an unverified login, then verifies through the e-mailed link and signs in', async () => {
    const email = uniqueEmail('verifica');
    await register(email);
    const refused = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Password1!' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('EMAIL_NOT_VERIFIED');
    const link = linkFrom((await t.lastEmail(email))!.text, 'http://localhost:3000/auth/verify-email?token=');
    const token = decodeURIComponent(new URL(link).searchParams.get('token')!);
    const verified = await t.request({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user.email).toBe(email);
    const cookie = cookieFrom(verified);
    const session = await t.request({ method: 'GET', url: '/api/auth/session', cookie });
    expect(session.json().user.role).toBe('owner');
    expect(session.json().account.planStatus).toBe('trial');
    const bad = await t.request({ method: 'POST', url: '/api/auth/verify-email', payload: { token: 'nonsense' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Il link non è valido o è scaduto. Richiedine uno nuovo.');
  });

  it('answers an already registered address exactly like a new one and creates nothing', async () => {
    const existing = await createAccountWithOwner(t.ctx.db);
    const before = await t.ctx.db.select().from(accounts);
    const res = await register(existing.email);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Registrazione quasi completata. Controlla la tua email per il link di verifica.');
    expect(await t.ctx.db.select().from(accounts)).toHaveLength(before.length);
    expect((await t.lastEmail(existing.email))?.subject).toBe('Hai già un account Agenti AI');
  });

  it('rejects malformed e-mail, weak password and mismatched confirmation with the spec messages', async () => {
    const res = await register('non-una-email', 'debole', 'diversa');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.fieldErrors.email).toEqual(['Indirizzo email non valido.']);
    expect(body.fieldErrors.password).toEqual([
      'La password deve contenere almeno 8 caratteri.',
      'La password deve contenere almeno una lettera maiuscola.',
      'La password deve contenere almeno un numero.',
      'La password deve contenere almeno un simbolo.',
    ]);
    expect(body.fieldErrors.confirmPassword).toEqual(['Le password non corrispondono.']);
  });

  it('refuses an oversized body with 413 and an Italian message', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.it', password: 'x'.repeat(2 * 1024 * 1024), confirmPassword: 'x' }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('La richiesta è troppo grande.');
  });
});

describe('login and logout', () => {
  it('signs in with remember-me as a persistent cookie and without it as a browser-session cookie', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const long = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: owner.password, rememberMe: true },
    });
    const short = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: owner.password, rememberMe: false },
    });
    const sessionCookie = (res: typeof long) =>
      ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('agenti.session_token='))!;
    expect(sessionCookie(long)).toMatch(/Max-Age=\d+/);
    expect(sessionCookie(long)).toMatch(/HttpOnly/);
    expect(sessionCookie(long)).toMatch(/SameSite=Lax/i);
    expect(sessionCookie(short)).not.toMatch(/Max-Age/);
  });

  it('answers a wrong password and an unknown address with the same message', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const wrong = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: owner.email, password: 'Sbagliata1!' } });
    const unknown = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: uniqueEmail('nessuno'), password: 'Sbagliata1!' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Email o password non validi.');
    expect(unknown.json().message).toBe(wrong.json().message);
  });

  it('refuses a deactivated member with an Italian message', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const member = await createUser(t.ctx.db, {
      accountId: owner.accountId,
      role: 'user',
      bannedUntil: new Date(Date.now() + 10 * 365 * 86_400_000),
    });
    const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: member.email, password: member.password } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Il tuo account è stato disattivato. Contatta il proprietario del tuo team.');
  });

  // ADR 0111: a member who never confirmed their invitation is answered like a wrong password, deactivated or not, since
  // the owner knows the temporary password and must not tell their invitee from an address in use elsewhere.
  it('answers a deactivated member who never confirmed the address like a wrong password, and sends no link', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const member = await createUser(t.ctx.db, {
      accountId: owner.accountId,
      role: 'user',
      emailVerified: false,
      bannedUntil: new Date(Date.now() + 86_400_000),
    });
    const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: member.email, password: member.password } });
    expect(await t.lastEmail(member.email)).toBeUndefined();
    const wrong = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: member.email, password: 'Sbagliata1!' } });
    expect(wrong.json().message).toBe('Email o password non validi.');
    expect(res.statusCode).toBe(401);
    expect(errorBody(res)).toEqual(errorBody(wrong));
  });

  it('answers a visitor without a session with 200 and no user, not an error in the browser console', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/session' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
    const stale = await t.request({ method: 'GET', url: '/api/auth/session', cookie: 'agenti.session_token=non-valido' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual({ user: null });
  });

  it('ends the session on logout', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);
    expect((await t.request({ method: 'GET', url: '/api/auth/session', cookie })).statusCode).toBe(200);
    const out = await t.request({ method: 'POST', url: '/api/auth/logout', cookie });
    expect(out.json().message).toBe('Disconnessione effettuata con successo!');
    expect((await t.request({ method: 'GET', url: '/api/auth/session', cookie })).json()).toEqual({ user: null });
  });
});

describe('password reset', () => {
  it('sends the same answer for known and unknown addresses, and the link works once', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const oldCookie = await signIn(t, owner);
    const known = await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: owner.email } });
    const unknown = await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: uniqueEmail('ignoto') } });
    expect(errorBody(known)).toEqual(errorBody(unknown));
    expect(known.json().message).toBe('Controlla la tua mail: se eri registrato riceverai link per cambio password');
    const link = linkFrom((await t.lastEmail(owner.email))!.text, 'http://localhost:3000/auth/update-password?token=');
    const token = new URL(link).searchParams.get('token')!;
    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/update-password',
      payload: { token, password: 'NuovaPass1!', confirmPassword: 'NuovaPass1!' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/session', cookie: oldCookie })).json()).toEqual({ user: null });
    const reused = await t.request({
      method: 'POST',
      url: '/api/auth/update-password',
      payload: { token, password: 'AltraPass1!', confirmPassword: 'AltraPass1!' },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('Il link non è valido o è scaduto. Richiedine uno nuovo.');
    await signIn(t, { email: owner.email, password: 'NuovaPass1!' });
  });

  it('lets an inactive member set a password, activating the profile and ending the session', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const member = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'admin', isActive: false });
    const cookie = await signIn(t, member);
    const blocked = await t.request({ method: 'GET', url: '/api/dashboard', cookie });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe('Per favore, imposta la tua password per attivare il tuo account.');
    const weak = await t.request({
      method: 'POST',
      url: '/api/auth/update-password',
      cookie,
      payload: { password: 'debole', confirmPassword: 'debole' },
    });
    expect(weak.json().message).toBe('La password non soddisfa tutti i requisiti di complessità.');
    const ok = await t.request({
      method: 'POST',
      url: '/api/auth/update-password',
      cookie,
      payload: { password: 'Attivata1!', confirmPassword: 'Attivata1!' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/session', cookie })).json()).toEqual({ user: null });
    const fresh = await signIn(t, { email: member.email, password: 'Attivata1!' });
    expect((await t.request({ method: 'GET', url: '/api/dashboard', cookie: fresh })).statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  it('answers 429 in Italian after too many login attempts', async () => {
    const limited = await createTestApp();
    try {
      const email = uniqueEmail('forza');
      let last = 0;
      for (let i = 0; i < 11; i++) {
        last = (await limited.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Tentativo1!' } })).statusCode;
      }
      expect(last).toBe(429);
      const res = await limited.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Tentativo1!' } });
      expect(res.json().message).toBe('Troppe richieste. Riprova tra qualche minuto.');
    } finally {
      await limited.close();
    }
  });
});
