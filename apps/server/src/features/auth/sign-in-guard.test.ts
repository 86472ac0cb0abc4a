import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LOGIN_ACCOUNT_LOCKED, LOGIN_CLIENT_BLOCKED, LOGIN_UNLOCKED, INVALID_LINK } from '@app/shared/i18n/common';
import { createTestApp, linkFrom, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, uniqueEmail } from '../../test/factories.js';
import { devMailbox } from '../../db/schema/platform.js';

let t: TestApp;
let clock = Date.UTC(2026, 10, 24, 9, 0, 0);
beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: { now: () => clock } });
});
afterAll(() => t.close());

let nextAddress = 1;
/** A sign-in from its own address unless one is given (the per-address form limit stays out of the way). */
const login = (email: string, password: string, remoteAddress = `198.18.${Math.floor(nextAddress / 250)}.${nextAddress++ % 250}`) =>
  t.request({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password } });
const mailsTo = async (to: string) => t.ctx.db.select().from(devMailbox).where(eq(devMailbox.to, to));

// Dozens of password checks (scrypt) per test: a loaded two-core machine needs minutes, not the default 30 s.
describe('failed sign-ins are limited per client and per address (issue 18)', { timeout: 240_000 }, () => {
  it('stops one client spraying passwords over many addresses, even when it then guesses right; other clients sign in', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const sprayer = '203.0.113.66';
    for (let i = 0; i < 20; i++) expect((await login(uniqueEmail('bersaglio'), 'Sbagliata1!', sprayer)).statusCode).toBe(401);
    const refused = await login(owner.email, owner.password, sprayer);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(LOGIN_CLIENT_BLOCKED);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(owner.email, owner.password, '203.0.113.67')).statusCode).toBe(200);
  });

  it('suspends an address after ten failures from anywhere and e-mails its owner a single-use link that lifts it', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    for (let i = 0; i < 10; i++) expect((await login(owner.email, `Sbagliata${i}!`)).statusCode).toBe(401);
    const locked = await login(owner.email, owner.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(LOGIN_ACCOUNT_LOCKED);

    const mail = await t.lastEmail(owner.email);
    expect(mail?.subject).toBe('Accesso sospeso dopo troppi tentativi');
    const token = new URL(linkFrom(mail!.text, 'http://localhost:3000/auth/unlock?token=')).searchParams.get('token')!;
    const unlocked = await t.request({ method: 'POST', url: '/api/auth/unlock', payload: { token } });
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toEqual({ success: true, message: LOGIN_UNLOCKED });
    expect((await login(owner.email, owner.password)).statusCode).toBe(200);

    const again = await t.request({ method: 'POST', url: '/api/auth/unlock', payload: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(INVALID_LINK);
    const forged = await t.request({ method: 'POST', url: '/api/auth/unlock', payload: { token: 'x'.repeat(43) } });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(INVALID_LINK);
  });

  it('keeps a stranger from locking anyone out for long, and answers an unknown address the same without e-mail', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const nobody = uniqueEmail('inesistente');
    for (let i = 0; i < 10; i++) {
      await login(owner.email, 'Sbagliata1!');
      await login(nobody, 'Sbagliata1!');
    }
    expect((await login(owner.email, owner.password)).json().message).toBe(LOGIN_ACCOUNT_LOCKED);
    expect((await login(nobody, 'Sbagliata1!')).json().message).toBe(LOGIN_ACCOUNT_LOCKED);
    expect(await mailsTo(nobody)).toEqual([]);
    clock += 15 * 60_000;
    expect((await login(owner.email, owner.password)).statusCode).toBe(200);
  });

  it('forgets an address’s failures once its owner signs in or resets the password', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    for (let i = 0; i < 9; i++) await login(owner.email, 'Sbagliata1!');
    expect((await login(owner.email, owner.password)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) await login(owner.email, 'Sbagliata1!');
    expect((await login(owner.email, owner.password)).statusCode).toBe(200);

    for (let i = 0; i < 9; i++) await login(owner.email, 'Sbagliata1!');
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: owner.email } });
    const token = new URL(
      linkFrom((await t.lastEmail(owner.email))!.text, 'http://localhost:3000/auth/update-password?token='),
    ).searchParams.get('token');
    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/update-password',
      payload: { token, password: 'Nuova-Password1!', confirmPassword: 'Nuova-Password1!' },
    });
    expect(reset.statusCode).toBe(200);
    for (let i = 0; i < 9; i++) await login(owner.email, 'Sbagliata1!');
    expect((await login(owner.email, 'Nuova-Password1!')).statusCode).toBe(200);
  });
});
