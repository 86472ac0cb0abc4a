import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { signInSuperAdmin } from '../../test/sign-in-super-admin.js';
import { buyWithSimulatedCheckout, GERMAN_COMPANY, pdfText } from './test-support/simulated-purchase.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const invoicesOf = async (cookie: string) => (await t.request({ method: 'GET', url: '/api/billing/invoices', cookie })).json().invoices;

describe('PDF invoices', () => {
  it('downloads a real PDF with number, seller, customer, period, net, IVA 22% and total', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);
    await buyWithSimulatedCheckout(t, cookie, 'pro');
    const [invoice] = await invoicesOf(cookie);
    const res = await t.request({ method: 'GET', url: `/api/billing/invoices/${invoice.id}/pdf`, cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="fattura-${invoice.number.replace('/', '-')}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`Fattura n. ${invoice.number}`);
    // The development's seller is plainly made up (issue 44): no invented company passes for the operator.
    expect(text).toContain('AZIENDA DI PROVA (dati non configurati)');
    expect(text).toContain('Partita IVA: IT01234567897');
    expect(text).toContain('Rossi Consulenze S.r.l.');
    expect(text).toContain('Partita IVA: 12345678903');
    expect(text).toContain('Codice destinatario SDI: M5UXCR1');
    expect(text).toContain('piano Pro');
    expect(text).toMatch(/Periodo: dal \d{2}\/\d{2}\/\d{4} al \d{2}\/\d{2}\/\d{4}/);
    expect(text).toMatch(/Imponibile\s*€ 95,00/);
    expect(text).toMatch(/IVA 22%\s*€ 20,90/);
    expect(text).toMatch(/Totale\s*€ 115,90/);
  });

  it('applies reverse charge to an EU business: no IVA, the note and Natura N2.1', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);
    await buyWithSimulatedCheckout(t, cookie, 'base', GERMAN_COMPANY);
    const [invoice] = await invoicesOf(cookie);
    expect(invoice.amount).toBe(25);
    const res = await t.request({ method: 'GET', url: `/api/billing/invoices/${invoice.id}/pdf`, cookie });
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Müller Beratung GmbH');
    expect(text).toMatch(/Totale\s*€ 25,00/);
    expect(text).toContain('Inversione contabile');
    expect(text).toContain('Natura N2.1');
    expect(text).not.toContain('IVA 22%');
  });

  it('numbers paid invoices of the year one after the other', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);
    await buyWithSimulatedCheckout(t, cookie, 'base');
    await buyWithSimulatedCheckout(t, cookie, 'pro', null);
    await buyWithSimulatedCheckout(t, cookie, 'avanzato', null);
    const numbers = (await invoicesOf(cookie))
      .map((i: { number: string }) => Number(i.number.split('/')[1]))
      .sort((a: number, b: number) => a - b);
    expect(numbers[1]).toBe(numbers[0] + 1);
    expect(numbers[2]).toBe(numbers[0] + 2);
  });

  it('answers 404 to another account and 403 to a member; the super admin downloads any invoice', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);
    await buyWithSimulatedCheckout(t, cookie, 'base');
    const [invoice] = await invoicesOf(cookie);
    const url = `/api/billing/invoices/${invoice.id}/pdf`;

    const stranger = await createAccountWithOwner(t.ctx.db);
    const other = await t.request({ method: 'GET', url, cookie: await signIn(t, stranger) });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Fattura non trovata.');
    const admin = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'admin' });
    expect((await t.request({ method: 'GET', url, cookie: await signIn(t, admin) })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/billing/invoices/nessuna/pdf', cookie })).statusCode).toBe(404);

    const operator = await createUser(t.ctx.db, { accountId: null, role: 'super_admin' });
    const operatorCookie = await signInSuperAdmin(t, operator);
    const list = await t.request({ method: 'GET', url: '/api/super-admin/billing/invoices', cookie: operatorCookie });
    expect(list.statusCode).toBe(200);
    expect(list.json().invoices.find((i: { id: string }) => i.id === invoice.id)).toMatchObject({
      accountId: owner.accountId,
      customer: 'Rossi Consulenze S.r.l.',
      total: 30.5,
    });
    const pdf = await t.request({ method: 'GET', url: `/api/super-admin/billing/invoices/${invoice.id}/pdf`, cookie: operatorCookie });
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain(`Fattura n. ${invoice.number}`);
    const ownerTries = await t.request({ method: 'GET', url: `/api/super-admin/billing/invoices/${invoice.id}/pdf`, cookie });
    expect(ownerTries.statusCode).toBe(403);
  });

  it("lists one account's invoices to the super admin only, and refuses a bad account filter", async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);
    await buyWithSimulatedCheckout(t, cookie, 'pro');
    const [invoice] = await invoicesOf(cookie);
    const another = await createAccountWithOwner(t.ctx.db);
    await buyWithSimulatedCheckout(t, await signIn(t, another), 'base');
    const operatorCookie = await signInSuperAdmin(t, await createUser(t.ctx.db, { accountId: null, role: 'super_admin' }));

    const url = `/api/super-admin/billing/invoices?accountId=${owner.accountId}`;
    const list = await t.request({ method: 'GET', url, cookie: operatorCookie });
    expect(list.statusCode).toBe(200);
    expect(list.json().invoices).toEqual([
      expect.objectContaining({ id: invoice.id, accountId: owner.accountId, number: invoice.number, total: 115.9, status: 'paid' }),
    ]);
    const none = await t.request({ method: 'GET', url: '/api/super-admin/billing/invoices?accountId=nessuno', cookie: operatorCookie });
    expect(none.json().invoices).toEqual([]);
    const bad = await t.request({
      method: 'GET',
      url: `/api/super-admin/billing/invoices?accountId=${'x'.repeat(65)}`,
      cookie: operatorCookie,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Account non valido.');

    expect((await t.request({ method: 'GET', url, cookie })).statusCode).toBe(403);
    const admin = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'admin' });
    expect((await t.request({ method: 'GET', url, cookie: await signIn(t, admin) })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
  });
});
