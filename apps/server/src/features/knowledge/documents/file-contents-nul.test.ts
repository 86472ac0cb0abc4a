import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createAccountWithOwner, createAgent } from '../../../test/factories.js';
import { signIn } from '../../../test/sign-in.js';
import { upload, waitForDocument } from '../../../test/knowledge-uploads.js';
import { makeDocx, makePdf } from '../../../test/knowledge-files.mjs';

/**
 * Issue 18, ADR 0115: a NUL character inside a file's contents never reaches the database (PostgreSQL refuses
 * U+0000 in text): it is removed from the extracted text, and the document is processed. Runs on PGlite and, with
 * TEST_DRIVER=postgres, on PostgreSQL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('NUL characters inside uploaded files', () => {
  it('are removed from TXT (UTF-8 and UTF-16), DOCX and PDF text, and the documents are processed', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id });
    const cookie = await signIn(t, owner);
    // Past the first 4 KB (which must look like text to be accepted as TXT at all).
    const utf8 = Buffer.from(`${'Introduzione del manuale. '.repeat(200)}\n\nLa garanzia\u0000 dura due anni.`);
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(`${'Premessa. '.repeat(300)}\n\nOrari\u0000 di apertura: dalle 9 alle 18.`, 'utf16le'),
    ]);
    const docx = makeDocx(['Procedura\u0000 di reso entro trenta giorni.']);
    const pdf = makePdf([['Listino\u0000 prezzi aggiornato a novembre.']]);

    const uploads = await Promise.all([
      upload(t, cookie, agent.id, { name: 'manuale.txt', data: utf8 }),
      upload(t, cookie, agent.id, { name: 'orari.txt', data: utf16 }),
      upload(t, cookie, agent.id, { name: 'reso.docx', data: docx }),
      upload(t, cookie, agent.id, { name: 'listino.pdf', data: pdf, type: 'application/pdf' }),
    ]);
    for (const res of uploads) expect(res.statusCode).toBe(201);
    const [manual, hours, returns, prices] = await Promise.all(uploads.map((res) => waitForDocument(t, res.json().id)));

    expect(manual).toMatchObject({ status: 'processed', error: null });
    expect(manual!.content).toContain('La garanzia dura due anni.');
    expect(hours).toMatchObject({ status: 'processed' });
    expect(hours!.content).toContain('Orari di apertura: dalle 9 alle 18.');
    expect(returns).toMatchObject({ status: 'processed', content: 'Procedura di reso entro trenta giorni.' });
    expect(prices).toMatchObject({ status: 'processed' });
    for (const doc of [manual, hours, returns, prices]) expect(doc!.content).not.toContain('\u0000');

    // The passages are searchable like any other text.
    const found = await t.request({
      method: 'POST',
      url: `/api/agents/${agent.id}/retrieval-test`,
      cookie,
      payload: { query: 'garanzia due anni' },
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().results[0].text).toContain('La garanzia dura due anni.');
  });
});
