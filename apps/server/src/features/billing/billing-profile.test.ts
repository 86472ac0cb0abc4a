import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { GERMAN_COMPANY, ITALIAN_COMPANY, SWISS_COMPANY } from './test-support/simulated-purchase.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('billing profile (Dati di fatturazione)', () => {
  it('is required before the first purchase, then saved and read back normalised', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);
    expect((await t.request({ method: 'GET', url: '/api/billing/profile', cookie })).json()).toEqual({ profile: null });
    const refused = await t.request({ method: 'POST', url: '/api/billing/checkout', cookie, payload: { plan: 'pro' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'BILLING_PROFILE_REQUIRED',
      message:
        'Per acquistare un piano mancano i Dati di fatturazione: ragione sociale, partita IVA o codice fiscale, indirizzo e codice destinatario SDI o PEC. Compilali nella pagina Account e Fatturazione.',
    });

    const saved = await t.request({
      method: 'PUT',
      url: '/api/billing/profile',
      cookie,
      payload: { ...ITALIAN_COMPANY, vatNumber: 'IT 12345678903', sdiCode: 'm5uxcr1', province: 'rm' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().profile).toMatchObject({ vatNumber: '12345678903', sdiCode: 'M5UXCR1', province: 'RM', country: 'IT' });
    const checkout = await t.request({ method: 'POST', url: '/api/billing/checkout', cookie, payload: { plan: 'pro' } });
    expect(checkout.statusCode).toBe(200);

    const german = await t.request({ method: 'PUT', url: '/api/billing/profile', cookie, payload: GERMAN_COMPANY });
    expect(german.statusCode).toBe(200);
    expect(german.json().profile).toMatchObject({ companyName: 'Müller Beratung GmbH', sdiCode: null, pec: null });
    // Outside the EU: any country of the list, with the business's tax id (separators dropped).
    const swiss = await t.request({ method: 'PUT', url: '/api/billing/profile', cookie, payload: SWISS_COMPANY });
    expect(swiss.statusCode).toBe(200);
    expect(swiss.json().profile).toMatchObject({ country: 'CH', vatNumber: 'CHE123456788' });
  });

  it('refuses each wrong field with its Italian message and keeps the saved profile', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ vatNumber: '12345678901' }, 'vatNumber', 'Partita IVA non valida: controlla le 11 cifre.'],
      [{ vatNumber: null, fiscalCode: null }, 'vatNumber', 'Indica la Partita IVA o il codice fiscale.'],
      [{ fiscalCode: 'RSSMRA85T10A562T' }, 'fiscalCode', 'Codice fiscale non valido.'],
      [{ sdiCode: 'ABC' }, 'sdiCode', 'Il codice destinatario SDI deve avere 7 caratteri (lettere maiuscole e cifre).'],
      [{ sdiCode: null, pec: null }, 'sdiCode', 'Indica il codice destinatario SDI oppure un indirizzo PEC.'],
      [{ sdiCode: null, pec: 'non-una-pec' }, 'pec', 'Indirizzo PEC non valido.'],
      [{ postalCode: '123' }, 'postalCode', 'CAP non valido: per l’Italia servono 5 cifre.'],
      [{ companyName: '  ' }, 'companyName', 'La ragione sociale è obbligatoria.'],
      [{ country: 'Italia' }, 'country', 'Paese non valido: usa il codice di 2 lettere (es. IT).'],
      [{ country: 'ZZ' }, 'country', 'Paese non valido: usa il codice di 2 lettere (es. IT).'],
      [
        { country: 'US', vatNumber: null },
        'vatNumber',
        "Per un'azienda fuori dall'Unione europea indica il suo numero di identificazione fiscale (partita IVA o equivalente).",
      ],
    ];
    for (const [change, field, message] of cases) {
      const res = await t.request({ method: 'PUT', url: '/api/billing/profile', cookie, payload: { ...ITALIAN_COMPANY, ...change } });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fieldErrors[field]).toContain(message);
    }
    expect((await t.request({ method: 'GET', url: '/api/billing/profile', cookie })).json()).toEqual({ profile: null });
    // A valid personal codice fiscale alone is enough for an Italian customer with a PEC.
    const person = await t.request({
      method: 'PUT',
      url: '/api/billing/profile',
      cookie,
      payload: { ...ITALIAN_COMPANY, vatNumber: null, fiscalCode: 'rssmra85t10a562s', sdiCode: null, pec: 'rossi@pec.it' },
    });
    expect(person.statusCode).toBe(200);
    expect(person.json().profile.fiscalCode).toBe('RSSMRA85T10A562S');
  });

  it('is for the owner only', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const admin = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'admin' });
    const cookie = await signIn(t, admin);
    expect((await t.request({ method: 'GET', url: '/api/billing/profile', cookie })).statusCode).toBe(403);
    const res = await t.request({ method: 'PUT', url: '/api/billing/profile', cookie, payload: ITALIAN_COMPANY });
    expect(res.statusCode).toBe(403);
  });
});
