import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import type { BillingProfileInput } from '@app/shared/api/billing';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { signInSuperAdmin } from '../../test/sign-in-super-admin.js';
import { buyWithSimulatedCheckout, GERMAN_COMPANY, ITALIAN_COMPANY, SWISS_COMPANY, pdfText } from './test-support/simulated-purchase.js';

const fixture = (name: string) => readFileSync(fileURLToPath(new URL(`./test-support/fatturapa/${name}`, import.meta.url)), 'utf8');
// The official schema imports the signature schema from the W3C's site: point it at the local copy.
const SCHEMA = fixture('Schema_del_file_xml_FatturaPA_v1.2.2.xsd')
  .replace(/^\uFEFF/, '')
  .replace(
    /schemaLocation="http:\/\/www\.w3\.org\/TR\/2002\/REC-xmldsig-core-20020212\/xmldsig-core-schema\.xsd"/,
    'schemaLocation="xmldsig-core-schema.xsd"',
  );
const DSIG = fixture('xmldsig-core-schema.xsd');

async function schemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: 'fattura.xml', contents: xml },
    schema: { fileName: 'fatturapa.xsd', contents: SCHEMA },
    preload: { fileName: 'xmldsig-core-schema.xsd', contents: DSIG },
  });
  return result.errors.map((e) => e.rawMessage);
}

let t: TestApp;
let operatorCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  operatorCookie = await signInSuperAdmin(t, await createUser(t.ctx.db, { accountId: null, role: 'super_admin' }));
});
afterAll(async () => {
  await t.close();
});

async function paidInvoice(profile: BillingProfileInput) {
  const owner = await createAccountWithOwner(t.ctx.db);
  const cookie = await signIn(t, owner);
  await buyWithSimulatedCheckout(t, cookie, 'pro', profile);
  const [invoice] = (await t.request({ method: 'GET', url: '/api/billing/invoices', cookie })).json().invoices;
  return { invoice, cookie };
}

const download = (id: string, cookie: string) =>
  t.request({ method: 'GET', url: `/api/super-admin/billing/invoices/${id}/fatturapa`, cookie });

describe('FatturaPA XML (FPR12)', () => {
  it('is valid against the official schema for an Italian company with SDI code, with IVA 22%', async () => {
    const { invoice } = await paidInvoice(ITALIAN_COMPANY);
    const res = await download(invoice.id, operatorCookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="IT01234567897_[0-9A-Z]{5}\.xml"$/);
    const xml = res.body;
    expect(await schemaErrors(xml)).toEqual([]);
    expect(xml).toContain('<FormatoTrasmissione>FPR12</FormatoTrasmissione>');
    expect(xml).toContain('<CodiceDestinatario>M5UXCR1</CodiceDestinatario>');
    expect(xml).toContain(`<Numero>${invoice.number}</Numero>`);
    expect(xml).toContain('<AliquotaIVA>22.00</AliquotaIVA>');
    expect(xml).toContain('<Imposta>20.90</Imposta>');
    expect(xml).toContain('<ImportoTotaleDocumento>115.90</ImportoTotaleDocumento>');
  });

  it('is valid for an EU business in reverse charge (Natura N2.1) and for an Italian person reached by PEC', async () => {
    const german = await paidInvoice(GERMAN_COMPANY);
    const xml = (await download(german.invoice.id, operatorCookie)).body;
    expect(await schemaErrors(xml)).toEqual([]);
    expect(xml).toContain('<Natura>N2.1</Natura>');
    expect(xml).toContain('<CodiceDestinatario>XXXXXXX</CodiceDestinatario>');
    expect(xml).toContain('<IdPaese>DE</IdPaese><IdCodice>123456789</IdCodice>');
    expect(xml).toContain('<ImportoTotaleDocumento>95.00</ImportoTotaleDocumento>');

    const person = await paidInvoice({
      ...ITALIAN_COMPANY,
      vatNumber: null,
      fiscalCode: 'RSSMRA85T10A562S',
      sdiCode: null,
      pec: 'rossi@pec.it',
    });
    const pecXml = (await download(person.invoice.id, operatorCookie)).body;
    expect(await schemaErrors(pecXml)).toEqual([]);
    expect(pecXml).toContain('<CodiceDestinatario>0000000</CodiceDestinatario>');
    expect(pecXml).toContain('<PECDestinatario>rossi@pec.it</PECDestinatario>');
  });

  it('is valid for a business outside the EU: no Italian VAT, out of scope (Natura N2.1), and its PDF says so', async () => {
    const { invoice, cookie } = await paidInvoice(SWISS_COMPANY);
    expect(invoice.amount).toBe(95);
    const xml = (await download(invoice.id, operatorCookie)).body;
    expect(await schemaErrors(xml)).toEqual([]);
    expect(xml).toContain('<Natura>N2.1</Natura>');
    expect(xml).toContain('<RiferimentoNormativo>Operazione non soggetta - art. 7-ter DPR 633/72</RiferimentoNormativo>');
    expect(xml).toContain('<IdPaese>CH</IdPaese><IdCodice>CHE123456788</IdCodice>');
    expect(xml).toContain('<CodiceDestinatario>XXXXXXX</CodiceDestinatario>');
    expect(xml).toContain('<Imposta>0.00</Imposta>');
    const pdf = await t.request({ method: 'GET', url: `/api/billing/invoices/${invoice.id}/pdf`, cookie });
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain("Operazione non soggetta a IVA ai sensi dell'art. 7-ter del DPR 633/72: committente fuori dall'Unione europea");
    expect(text).not.toContain('Inversione contabile');
    expect(text).toMatch(/Totale\s*€ 95,00/);
  });

  it('the validator does reject a broken file', async () => {
    const { invoice } = await paidInvoice(ITALIAN_COMPANY);
    const xml = (await download(invoice.id, operatorCookie)).body.replace('<Divisa>EUR</Divisa>', '');
    expect((await schemaErrors(xml)).length).toBeGreaterThan(0);
  });

  it('is for the super admin only', async () => {
    const { invoice, cookie } = await paidInvoice(ITALIAN_COMPANY);
    expect((await download(invoice.id, cookie)).statusCode).toBe(403);
    expect((await download(invoice.id, '')).statusCode).toBe(401);
    expect((await download('nessuna', operatorCookie)).statusCode).toBe(404);
  });
});
