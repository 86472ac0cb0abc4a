import { Writable } from 'node:stream';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { signInSuperAdmin } from '../../test/sign-in-super-admin.js';
import { buyWithSimulatedCheckout, pdfText } from './test-support/simulated-purchase.js';

/** The production server's error lines, as the operator's log collector receives them. */
const logged: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logged.push(String(chunk));
    done();
  },
});

// Production with only the older LEGAL_* names set: a name and a Partita IVA, no address nor billing e-mail.
const PARTIAL = { NODE_ENV: 'production', LEGAL_COMPANY_NAME: 'Operatore Reale S.r.l.', LEGAL_VAT_NUMBER: 'IT 12345678903' };
// Production configured through the older SELLER_* names, plus the privacy contact of the legal pages.
const COMPLETE = {
  NODE_ENV: 'production',
  SELLER_NAME: 'Operatore Reale S.r.l.',
  SELLER_VAT_NUMBER: '12345678903',
  SELLER_ADDRESS: 'Via Dante 7',
  SELLER_POSTAL_CODE: '40121',
  SELLER_CITY: 'Bologna',
  SELLER_PROVINCE: 'BO',
  SELLER_EMAIL: 'fatture@operatore.it',
  LEGAL_PRIVACY_EMAIL: 'privacy@operatore.it',
};

let dev: TestApp;
let partial: TestApp;
let complete: TestApp;
beforeAll(async () => {
  [dev, partial, complete] = await Promise.all([
    createTestApp(),
    createTestApp(PARTIAL, { log: pino({ level: 'error' }, logStream) as unknown as FastifyBaseLogger }),
    createTestApp(COMPLETE),
  ]);
});
afterAll(async () => {
  await Promise.all([dev.close(), partial.close(), complete.close()]);
});

/** An owner who bought Base, the id of its paid invoice and a super admin's cookie. */
async function paidInvoice(t: TestApp) {
  const owner = await createAccountWithOwner(t.ctx.db);
  const cookie = await signIn(t, owner);
  await buyWithSimulatedCheckout(t, cookie, 'base');
  const [invoice] = (await t.request({ method: 'GET', url: '/api/billing/invoices', cookie })).json().invoices;
  const operatorCookie = await signInSuperAdmin(t, await createUser(t.ctx.db, { accountId: null, role: 'super_admin' }));
  return { cookie, invoiceId: invoice.id as string, operatorCookie };
}

const INVOICE_VARIABLES = [
  'COMPANY_NAME',
  'COMPANY_VAT_NUMBER',
  'COMPANY_ADDRESS',
  'COMPANY_POSTAL_CODE',
  'COMPANY_CITY',
  'COMPANY_PROVINCE',
  'COMPANY_BILLING_EMAIL',
];

describe("the operator's company data: one set for invoices and legal pages (issue 44)", () => {
  it('development prints a plainly fake seller, and the back office says so; only a super admin reads it', async () => {
    const { cookie, invoiceId, operatorCookie } = await paidInvoice(dev);
    const pdf = await dev.request({ method: 'GET', url: `/api/billing/invoices/${invoiceId}/pdf`, cookie });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('AZIENDA DI PROVA (dati non configurati)');
    expect(text).not.toContain('Agenti AI S.r.l.');

    const view = await dev.request({ method: 'GET', url: '/api/super-admin/billing/company', cookie: operatorCookie });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ placeholder: true, invoicesRefused: false, missing: INVOICE_VARIABLES });
    expect((await dev.request({ method: 'GET', url: '/api/super-admin/billing/company', cookie })).statusCode).toBe(403);
    expect((await dev.request({ method: 'GET', url: '/api/super-admin/billing/company' })).statusCode).toBe(401);
  });

  it('production with the data incomplete issues no invoice: a 503 naming what is missing, in the log and the back office too', async () => {
    const { cookie, invoiceId, operatorCookie } = await paidInvoice(partial);
    const missing = ['COMPANY_ADDRESS', 'COMPANY_POSTAL_CODE', 'COMPANY_CITY', 'COMPANY_PROVINCE', 'COMPANY_BILLING_EMAIL'];
    const message = `Fattura non emessa: mancano i dati dell'azienda che la emette (${missing.join(', ')}). L'operatore deve impostarli nella configurazione del server; la fattura sarà disponibile subito dopo.`;
    for (const [url, who] of [
      [`/api/billing/invoices/${invoiceId}/pdf`, cookie],
      [`/api/super-admin/billing/invoices/${invoiceId}/pdf`, operatorCookie],
      [`/api/super-admin/billing/invoices/${invoiceId}/fatturapa`, operatorCookie],
    ] as const) {
      const res = await partial.request({ method: 'GET', url, cookie: who });
      expect(res.statusCode, url).toBe(503);
      expect(res.json(), url).toMatchObject({ code: 'COMPANY_DATA_MISSING', message });
    }
    const lines = logged.map((line) => JSON.parse(line) as { msg: string; missing?: string[] });
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'billing: invoice not issued, the company data is incomplete', missing }));

    const view = (await partial.request({ method: 'GET', url: '/api/super-admin/billing/company', cookie: operatorCookie })).json();
    // The older LEGAL_* names feed the invoices' data too.
    expect(view).toMatchObject({
      placeholder: false,
      invoicesRefused: true,
      missing,
      company: { name: 'Operatore Reale S.r.l.', vatNumber: '12345678903' },
    });
  });

  it('production configured (older SELLER_* names): the invoice and the legal pages carry the same company', async () => {
    const { cookie, invoiceId } = await paidInvoice(complete);
    const pdf = await complete.request({ method: 'GET', url: `/api/billing/invoices/${invoiceId}/pdf`, cookie });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Operatore Reale S.r.l.');
    expect(text).toContain('Partita IVA: IT12345678903');
    expect((await complete.request({ method: 'GET', url: '/api/legal' })).json()).toEqual({
      configured: true,
      companyName: 'Operatore Reale S.r.l.',
      vatNumber: 'IT12345678903',
      address: 'Via Dante 7, 40121 Bologna (BO)',
      privacyEmail: 'privacy@operatore.it',
      pec: null,
    });
  });
});
