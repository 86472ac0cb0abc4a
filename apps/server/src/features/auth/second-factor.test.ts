import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createUser, type CreatedUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { userSecondFactors } from '../../db/schema/second-factor.js';
import { totpCode, totpStep } from '../../auth/totp.js';

let t: TestApp;
let operator: CreatedUser;
let secret: string;
let recoveryCodes: string[];

beforeAll(async () => {
  t = await createTestApp();
  operator = await createUser(t.ctx.db, { accountId: null, role: 'super_admin' });
});

afterAll(async () => {
  await t.close();
});

const post = (url: string, cookie: string, payload?: Record<string, unknown>) =>
  t.request({ method: 'POST', url: `/api/auth/second-factor${url}`, cookie, payload });
const session = async (cookie: string) => (await t.request({ method: 'GET', url: '/api/auth/session', cookie })).json();
const backOffice = (cookie: string) => t.request({ method: 'GET', url: '/api/super-admin/stats', cookie });

describe('operators enrol a TOTP second factor at first sign-in (D14)', () => {
  it('keeps the back office and the profile closed until the factor is enrolled and confirmed', async () => {
    const cookie = await signIn(t, operator);
    expect((await session(cookie)).secondFactor).toMatchObject({ required: true, enrolled: false, verified: false });
    for (const url of ['/api/super-admin/stats', '/api/super-admin/api-keys', '/api/profile']) {
      const res = await t.request({ method: 'GET', url, cookie });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'SECOND_FACTOR_REQUIRED',
        message: "Inserisci il codice dell'app di autenticazione per continuare.",
      });
    }

    const enrol = await post('/enrol', cookie);
    expect(enrol.statusCode).toBe(200);
    secret = enrol.json().secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrol.json().otpauthUri).toContain(`secret=${secret}`);
    const [stored] = await t.ctx.db.select().from(userSecondFactors).where(eq(userSecondFactors.userId, operator.id));
    expect(stored!.encryptedSecret).not.toContain(secret);

    const wrong = await post('/confirm', cookie, { code: totpCode(secret, totpStep() - 5) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Codice non valido. Controlla l'ora del telefono e inserisci il codice attuale dell'app.");
    const malformed = await post('/confirm', cookie, { code: '12ab' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Inserisci le 6 cifre del codice.');
    expect((await backOffice(cookie)).statusCode).toBe(403);

    const confirm = await post('/confirm', cookie, { code: totpCode(secret, totpStep()) });
    expect(confirm.statusCode).toBe(200);
    recoveryCodes = confirm.json().recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect((await session(cookie)).secondFactor).toMatchObject({ required: true, enrolled: true, verified: true });
    expect((await backOffice(cookie)).statusCode).toBe(200);

    // A confirmed factor is not replaced with only a password.
    const again = await post('/enrol', cookie);
    expect(again.statusCode).toBe(409);
  });

  it('asks for a code at every sign-in; a replayed or wrong code is refused in Italian', async () => {
    const cookie = await signIn(t, operator);
    expect((await session(cookie)).secondFactor).toMatchObject({ required: true, enrolled: true, verified: false });
    expect((await backOffice(cookie)).statusCode).toBe(403);
    // The code used at confirmation (its step is the last one stored) cannot be used again.
    const [factor] = await t.ctx.db.select().from(userSecondFactors).where(eq(userSecondFactors.userId, operator.id));
    const used = factor!.lastStep!;
    expect(used).toBeGreaterThanOrEqual(totpStep() - 1);
    const replay = await post('/verify', cookie, { code: totpCode(secret, used) });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe('Questo codice è già stato usato. Attendi il codice successivo nell’app di autenticazione.');
    const wrong = await post('/verify', cookie, { code: totpCode(secret, used - 10) });
    expect(wrong.statusCode).toBe(400);
    // The step after it is accepted (at most one step ahead of now: clocks drift), once.
    const next = totpCode(secret, used + 1);
    expect((await post('/verify', cookie, { code: next })).statusCode).toBe(200);
    expect((await backOffice(cookie)).statusCode).toBe(200);
    const other = await signIn(t, operator);
    const reused = await post('/verify', other, { code: next });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('SECOND_FACTOR_REPLAYED');
  });

  it('accepts each recovery code once', async () => {
    const cookie = await signIn(t, operator);
    const code = recoveryCodes[0]!;
    expect((await post('/verify', cookie, { recoveryCode: code.toUpperCase() })).statusCode).toBe(200);
    const second = await signIn(t, operator);
    const reused = await post('/verify', second, { recoveryCode: code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('Codice di recupero non valido o già usato.');
  });

  it('limits the attempts per user, whatever the session (429 in Italian)', async () => {
    const limited = await createTestApp();
    try {
      const other = await createUser(limited.ctx.db, { accountId: null, role: 'super_admin' });
      const cookie = await signIn(limited, other);
      await limited.request({ method: 'POST', url: '/api/auth/second-factor/enrol', cookie });
      let last = 0;
      for (let i = 0; i < 11; i++) {
        const fresh = i % 2 === 0 ? cookie : await signIn(limited, other);
        last = (
          await limited.request({ method: 'POST', url: '/api/auth/second-factor/confirm', cookie: fresh, payload: { code: '000000' } })
        ).statusCode;
      }
      expect(last).toBe(429);
      const res = await limited.request({ method: 'POST', url: '/api/auth/second-factor/verify', cookie, payload: { code: '000000' } });
      expect(res.json().message).toBe('Troppi tentativi con il codice di verifica. Riprova tra qualche minuto.');
    } finally {
      await limited.close();
    }
  });

  it('does not ask a customer who never enrolled', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);
    expect((await session(cookie)).secondFactor).toMatchObject({ required: false, enrolled: false, verified: false });
    expect((await t.request({ method: 'GET', url: '/api/dashboard', cookie })).statusCode).toBe(200);
    expect((await post('/verify', cookie, { code: '123456' })).statusCode).toBe(400);
    expect((await post('/verify', '', { code: '123456' })).statusCode).toBe(401);
  });
});
