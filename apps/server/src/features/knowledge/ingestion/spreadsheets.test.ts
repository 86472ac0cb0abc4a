import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deflateRawSync } from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import { SPREADSHEET_MAX_ROWS } from '@app/shared/limits';
import { SPREADSHEET_MESSAGES, UNSUPPORTED_FILE_MESSAGE } from '@app/shared/i18n/knowledge';
import { MESSAGES } from '@app/shared/i18n/common';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser } from '../../../test/factories.js';
import { signIn } from '../../../test/sign-in.js';
import { upload, waitForDocument } from '../../../test/knowledge-uploads.js';
import { makeZip, zipOfDeflated } from '../../../test/knowledge-files.mjs';
import { agentDocuments } from '../../../db/schema/documents.js';
import { csvText, parseCsv, xlsxText } from './spreadsheet-text.js';
import { ExtractionError } from './plain-text.js';

const esc = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">`;

/** A minimal XLSX as Excel writes it: shared strings, number styles (euro, date), one or more sheets. */
function makeXlsx(sheets: { name: string; rows: (string | number | { v: number; s: number })[][] }[], extra: Record<string, string> = {}) {
  const strings: string[] = [];
  const files: Record<string, string> = {
    '[Content_Types].xml': '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    'xl/workbook.xml': `<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>${sheets
      .map((s, i) => `<sheet name="${esc(s.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
      .join('')}</sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `${WORKBOOK_RELS}${sheets
      .map((_, i) => `<Relationship Id="rId${i + 1}" Type="worksheet" Target="worksheets/sheet${i + 1}.xml"/>`)
      .join('')}</Relationships>`,
    'xl/styles.xml': `<?xml version="1.0"?><styleSheet><numFmts count="1"><numFmt numFmtId="164" formatCode="#,##0.00\\ &quot;€&quot;"/></numFmts><cellXfs count="3"><xf numFmtId="0"/><xf numFmtId="164"/><xf numFmtId="14"/></cellXfs></styleSheet>`,
  };
  sheets.forEach((sheet, i) => {
    const rows = sheet.rows
      .map(
        (row, r) =>
          `<row r="${r + 1}">${row
            .map((cell, c) => {
              const ref = `${String.fromCharCode(65 + c)}${r + 1}`;
              if (typeof cell === 'string') {
                strings.push(cell);
                return `<c r="${ref}" t="s"><v>${strings.length - 1}</v></c>`;
              }
              if (typeof cell === 'number') return `<c r="${ref}"><v>${cell}</v></c>`;
              return `<c r="${ref}" s="${cell.s}"><v>${cell.v}</v></c>`;
            })
            .join('')}</row>`,
      )
      .join('');
    files[`xl/worksheets/sheet${i + 1}.xml`] = `<?xml version="1.0"?><worksheet><sheetData>${rows}</sheetData></worksheet>`;
  });
  files['xl/sharedStrings.xml'] =
    `<?xml version="1.0"?><sst>${strings.map((s) => `<si><t xml:space="preserve">${esc(s)}</t></si>`).join('')}</sst>`;
  return makeZip({ ...files, ...extra });
}

const priceList = () =>
  makeXlsx([
    {
      name: 'Listino',
      rows: [
        ['Prodotto', 'Prezzo', 'Disponibile dal'],
        ['Caffè in grani 1 kg', { v: 12.5, s: 1 }, { v: 46023, s: 2 }],
        ['Tè verde & menta', { v: 4, s: 1 }],
      ],
    },
    { name: 'Note', rows: [['Nota'], ['Spedizione gratuita sopra i 50 €']] },
  ]);

describe('spreadsheet text (issue 34)', () => {
  it('reads each CSV row with its column headers: semicolons, quotes, line breaks in a field', () => {
    const csv = 'Prodotto;Prezzo;Note\r\nCaffè;12,50 €;"Tostatura ""media""\nin grani"\r\n;;\r\nTè;4 €;\r\n';
    expect(csvText(Buffer.from(csv, 'utf8')).split('\n\n')).toEqual([
      'Prodotto: Caffè; Prezzo: 12,50 €; Note: Tostatura "media" in grani',
      'Prodotto: Tè; Prezzo: 4 €',
    ]);
    expect(parseCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    // A header left empty is named by its column.
    expect(csvText(Buffer.from('Prodotto\t\nCaffè\tForte', 'utf8'))).toBe('Prodotto: Caffè; Colonna B: Forte');
  });

  it('reads every sheet of an XLSX in order: shared strings, euro amounts, dates', () => {
    expect(xlsxText(priceList()).split('\n\n')).toEqual([
      'Foglio: Listino',
      'Prodotto: Caffè in grani 1 kg; Prezzo: 12,50 €; Disponibile dal: 01/01/2026',
      'Prodotto: Tè verde & menta; Prezzo: 4,00 €',
      'Foglio: Note',
      'Nota: Spedizione gratuita sopra i 50 €',
    ]);
  });

  it('refuses hostile spreadsheets with an Italian reason: too many rows or columns, a zip bomb, a damaged archive', () => {
    const reason = (fn: () => unknown) => {
      try {
        fn();
      } catch (err) {
        return err instanceof ExtractionError ? err.message : `not an ExtractionError: ${String(err)}`;
      }
      return 'no error';
    };
    const rows = `a;b\n${'1;2\n'.repeat(SPREADSHEET_MAX_ROWS + 1)}`;
    expect(reason(() => csvText(Buffer.from(rows)))).toBe(SPREADSHEET_MESSAGES.tooManyRows);
    expect(reason(() => csvText(Buffer.from(`${'x;'.repeat(300)}\n`)))).toBe(SPREADSHEET_MESSAGES.tooManyColumns);
    const wide = makeXlsx([{ name: 'A', rows: [] }], {
      'xl/worksheets/sheet1.xml':
        '<worksheet><sheetData><row r="1"><c r="XFD1" t="inlineStr"><is><t>x</t></is></c></row></sheetData></worksheet>',
    });
    expect(reason(() => xlsxText(wide))).toBe(SPREADSHEET_MESSAGES.tooManyColumns);
    // 200 MB of zeros in a sheet: refused while inflating, never held in memory.
    const zeros = Buffer.alloc(1024 * 1024);
    const chunk = deflateRawSync(Buffer.concat(Array.from({ length: 200 }, () => zeros)));
    const bomb = zipOfDeflated([
      { name: 'xl/workbook.xml', deflated: deflateRawSync(Buffer.from('<workbook/>')), size: 11, crc: 0 },
      { name: 'xl/worksheets/sheet1.xml', deflated: chunk, size: 200 * 1024 * 1024, crc: 0 },
    ]);
    expect(reason(() => xlsxText(bomb))).toBe(SPREADSHEET_MESSAGES.xlsxTooLarge);
    expect(reason(() => xlsxText(Buffer.from('PK\x03\x04 rotto', 'latin1')))).toBe(SPREADSHEET_MESSAGES.corruptXlsx);
  });
});

describe('uploading spreadsheets', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createAccountWithOwner(t.ctx.db);
    cookie = await signIn(t, owner);
  });
  afterAll(async () => {
    await t.close();
  });
  const search = (agentId: string, query: string) =>
    t.request({ method: 'POST', url: `/api/agents/${agentId}/retrieval-test`, cookie, payload: { query, topK: 3 } });
  const documents = async (agentId: string) =>
    (await t.ctx.db.select({ n: count() }).from(agentDocuments).where(eq(agentDocuments.agentId, agentId)))[0]!.n;

  it("a price list in XLSX (at creation) and in CSV answers 'Quanto costa…' with the row and its headers", async () => {
    const agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id });
    const xlsx = await upload(t, cookie, agent.id, { name: 'listino.xlsx', data: priceList() }, { context: 'creation' });
    expect(xlsx.statusCode).toBe(201);
    expect(xlsx.json().fileType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const doc = await waitForDocument(t, xlsx.json().id);
    expect(doc.status).toBe('processed');
    expect(doc.content).toContain('Prodotto: Caffè in grani 1 kg; Prezzo: 12,50 €');
    const found = (await search(agent.id, 'Quanto costa il caffè in grani?')).json().results;
    expect(found[0].text).toContain('Prezzo: 12,50 €');

    const csv = await upload(t, cookie, agent.id, {
      name: 'servizi.csv',
      data: Buffer.from('Servizio;Prezzo\nRiparazione moka;18 €\nMacinatura;2 €\n', 'utf8'),
    });
    expect(csv.statusCode).toBe(201);
    expect(csv.json().fileType).toBe('text/csv');
    expect((await waitForDocument(t, csv.json().id)).status).toBe('processed');
    const moka = (await search(agent.id, 'Quanto costa la riparazione della moka?')).json().results;
    expect(moka[0].text).toContain('Servizio: Riparazione moka; Prezzo: 18 €');
  });

  it('checks the content, not the name: a program named .csv or .xlsx is refused, a hostile sheet ends in an Italian error', async () => {
    const agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id });
    const program = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00]);
    for (const name of ['listino.csv', 'listino.xlsx']) {
      const res = await upload(t, cookie, agent.id, { name, data: program });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(UNSUPPORTED_FILE_MESSAGE);
    }
    // A zip that is neither a DOCX nor an XLSX.
    const zip = await upload(t, cookie, agent.id, { name: 'listino.xlsx', data: makeZip({ 'a.txt': 'ciao' }) });
    expect(zip.statusCode).toBe(400);
    expect(await documents(agent.id)).toBe(0);

    const long = await upload(t, cookie, agent.id, {
      name: 'enorme.csv',
      data: Buffer.from(`a;b\n${'1;2\n'.repeat(SPREADSHEET_MAX_ROWS + 1)}`),
    });
    expect(long.statusCode).toBe(201);
    const failed = await waitForDocument(t, long.json().id);
    expect(failed.status).toBe('error');
    expect(failed.error).toBe(SPREADSHEET_MESSAGES.tooManyRows);
  });

  it("another account's agent answers 404, a member who may not manage it 403, and nothing is stored", async () => {
    const agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id });
    const file = { name: 'listino.csv', data: Buffer.from('Prodotto;Prezzo\nCaffè;12 €\n') };
    const stranger = await createAccountWithOwner(t.ctx.db);
    const foreign = await upload(t, await signIn(t, stranger), agent.id, file);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(MESSAGES.agentNotFound);
    const user = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
    const denied = await upload(t, await signIn(t, user), agent.id, file);
    expect(denied.statusCode).toBe(403);
    expect(await documents(agent.id)).toBe(0);
  });
});
