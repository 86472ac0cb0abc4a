import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/shared/i18n/common';
import { and, count, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser } from '../../../test/factories.js';
import { signIn } from '../../../test/sign-in.js';
import { upload, waitForDocument } from '../../../test/knowledge-uploads.js';
import { agentDocuments, documentChunks } from '../../../db/schema/documents.js';
import { newId } from '../../../db/ids.js';
import type { RealtimeEvent } from '../../../realtime/realtime.js';
import { makeDocx, makePdf, makeWav, makeZip } from '../../../test/knowledge-files.mjs';
import { isStored } from '../../../test/stored-files.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;
let ownerCookie: string;
let agent: Awaited<ReturnType<typeof createAgent>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createAccountWithOwner(t.ctx.db);
  ownerCookie = await signIn(t, owner);
  agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id });
});
afterAll(async () => {
  await t.close();
});

const UNSUPPORTED = 'Solo file PDF, DOCX, TXT, CSV, XLSX, audio e video sono supportati.';
const documentCount = async (agentId: string) =>
  (await t.ctx.db.select({ n: count() }).from(agentDocuments).where(eq(agentDocuments.agentId, agentId)))[0]!.n;
const storedFiles = (accountId: string) => {
  const dir = path.join(t.config.dataDir, 'files', accountId);
  return existsSync(dir) ? readdirSync(dir, { recursive: true }).filter((f) => String(f).includes('.')) : [];
};
const search = (cookie: string, agentId: string, query: string, topK = 5) =>
  t.request({ method: 'POST', url: `/api/agents/${agentId}/retrieval-test`, cookie, payload: { query, topK } });

describe('upload and processing', () => {
  it('turns a PDF into chunks with page numbers, accents and apostrophes intact, and tells the browser', async () => {
    const events: RealtimeEvent[] = [];
    const stop = t.ctx.realtime.subscribe((e) => events.push(e));
    const pdf = makePdf([
      ["L'assistenza clienti risponde dal lunedì al venerdì.", 'Il caffè è offerto a tutti i visitatori.'],
      [
        "La garanzia dell'elettrodomestico dura ventiquattro mesi dalla data d'acquisto.",
        'Perché conservare lo scontrino? È la prova della data.',
      ],
    ]);
    const res = await upload(t, ownerCookie, agent.id, { name: 'Manuale Qualità è.pdf', data: pdf, type: 'application/pdf' });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      fileName: 'Manuale_Qualita_e.pdf',
      status: 'pending',
      fileType: 'application/pdf',
      sizeBytes: pdf.length,
    });

    const doc = await waitForDocument(t, created.id);
    stop();
    expect(doc.status).toBe('processed');
    expect(doc.pageCount).toBe(2);
    expect(doc.content).toContain("La garanzia dell'elettrodomestico dura ventiquattro mesi dalla data d'acquisto.");
    expect(doc.content).toContain('lunedì al venerdì');
    expect(doc.filePath.startsWith(`${owner.accountId}/${agent.id}/`)).toBe(true);
    expect(events.some((e) => e.type === 'documents.changed' && e.accountId === owner.accountId && e.payload?.agentId === agent.id)).toBe(
      true,
    );

    const list = await t.request({ method: 'GET', url: `/api/agents/${agent.id}/documents`, cookie: ownerCookie });
    expect(list.statusCode).toBe(200);
    expect(list.json().documents.find((d: { id: string }) => d.id === created.id)).toMatchObject({
      status: 'processed',
      progress: 100,
      error: null,
    });

    // Unaccented, stemmed matching: "garanzie" and "elettrodomestici" find the singular forms.
    const found = await search(ownerCookie, agent.id, 'quanto durano le garanzie degli elettrodomestici?');
    expect(found.statusCode).toBe(200);
    const [best] = found.json().results;
    expect(best).toMatchObject({ documentId: created.id, file: 'Manuale_Qualita_e.pdf', page: 2 });
    expect(doc.content!.slice(best.start, best.end)).toBe(best.text);
    expect(best.text).toContain('ventiquattro mesi');
    const unaccented = await search(ownerCookie, agent.id, 'lunedi venerdi');
    expect(unaccented.json().results[0].page).toBe(1);
  });

  it('reads DOCX and TXT in UTF-8, UTF-16 and Windows-1252', async () => {
    const docx = await upload(t, ownerCookie, agent.id, {
      name: 'procedure.docx',
      data: makeDocx(["Procedura d'emergenza: uscite già segnalate.", 'Così è più sicuro.']),
    });
    const utf8 = await upload(t, ownerCookie, agent.id, {
      name: 'note.txt',
      data: Buffer.from("\ufeffL'ufficio è aperto: perché no?\n\nSecondo paragrafo.", 'utf8'),
    });
    const cp1252 = await upload(t, ownerCookie, agent.id, {
      name: 'vecchio.txt',
      data: Buffer.from([
        ...Buffer.from('Citt', 'latin1'),
        0xe0,
        ...Buffer.from(" dell'anno: ", 'latin1'),
        0x80,
        ...Buffer.from(' 5, perch', 'latin1'),
        0xe9,
        ...Buffer.from(' ', 'latin1'),
        0x93,
        0x6f,
        0x6b,
        0x94,
      ]),
    });
    // Notepad's "Unicode": UTF-16 little-endian with its byte-order mark (NUL bytes everywhere).
    const utf16 = await upload(t, ownerCookie, agent.id, {
      name: 'unicode.txt',
      data: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("Qualità dell'aria: più controlli.\r\n", 'utf16le')]),
    });
    for (const res of [docx, utf8, cp1252, utf16]) expect(res.statusCode).toBe(201);
    expect((await waitForDocument(t, utf16.json().id)).content).toBe("Qualità dell'aria: più controlli.\n");
    expect((await waitForDocument(t, docx.json().id)).content).toBe("Procedura d'emergenza: uscite già segnalate.\n\nCosì è più sicuro.");
    expect((await waitForDocument(t, utf8.json().id)).content).toBe("L'ufficio è aperto: perché no?\n\nSecondo paragrafo.");
    expect((await waitForDocument(t, cp1252.json().id)).content).toBe("Città dell'anno: € 5, perché “ok”");
    const hit = await search(ownerCookie, agent.id, 'procedura emergenza');
    expect(hit.json().results[0]).toMatchObject({ file: 'procedure.docx', page: null, start: 0 });
  });

  it('ends a corrupt PDF and an empty one in the error state with a reason, and Riprova queues them again', async () => {
    const corrupt = await upload(t, ownerCookie, agent.id, {
      name: 'rotto.pdf',
      data: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(300, 0x41)]),
    });
    const blank = await upload(t, ownerCookie, agent.id, { name: 'vuoto.pdf', data: makePdf([[]]) });
    const corruptDoc = await waitForDocument(t, corrupt.json().id);
    expect(corruptDoc).toMatchObject({ status: 'error', error: 'Il PDF è danneggiato o protetto e non può essere letto.' });
    expect(await waitForDocument(t, blank.json().id)).toMatchObject({
      status: 'error',
      error: 'Il documento non contiene testo leggibile.',
    });

    const retry = await t.request({ method: 'POST', url: `/api/agents/${agent.id}/documents/${corruptDoc.id}/retry`, cookie: ownerCookie });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ status: 'pending', error: null });
    expect(await waitForDocument(t, corruptDoc.id)).toMatchObject({ status: 'error' });
  });

  it('keeps audio in the explicit "transcription not configured" state without a transcription service (D10)', async () => {
    const res = await upload(t, ownerCookie, agent.id, { name: 'riunione.wav', data: makeWav(), type: 'audio/wav' });
    expect(res.statusCode).toBe(201);
    const doc = await waitForDocument(t, res.json().id);
    expect(doc.status).toBe('transcription_not_configured');
    expect(doc.fileType).toBe('audio/wav');
    expect(doc.error).toMatch(/^Trascrizione non configurata/);
  });

  it('ranks the passage that answers first, tolerating a misspelled name and preferring the document named in the question', async () => {
    const ranked = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Ricerca' });
    // Only the file names say which animal each text is about.
    const a = await upload(t, ownerCookie, ranked.id, {
      name: 'Ctenofori.txt',
      data: Buffer.from('Vivono nel mare. La specie Mnemiopsis misura fino a dieci centimetri di lunghezza.'),
    });
    const b = await upload(t, ownerCookie, ranked.id, {
      name: 'Meduse.txt',
      data: Buffer.from('Vivono nel mare. Alcune specie misurano due metri di lunghezza.'),
    });
    await waitForDocument(t, a.json().id);
    await waitForDocument(t, b.json().id);
    const typo = (await search(ownerCookie, ranked.id, 'Quanto misura la Mnemopsis?')).json().results;
    expect(typo.map((r: { file: string }) => r.file)).toEqual(['Ctenofori.txt', 'Meduse.txt']);
    const named = (await search(ownerCookie, ranked.id, 'Quanto misurano i ctenofori?')).json().results;
    expect(named.map((r: { file: string }) => r.file)).toEqual(['Ctenofori.txt', 'Meduse.txt']);
    const other = (await search(ownerCookie, ranked.id, 'Quanto misurano le meduse?')).json().results;
    expect(other[0].file).toBe('Meduse.txt');
  });

  it('finds a verb written in another form, and a word spelled the English or Latin way (ADR 0127, 0128)', async () => {
    const ranked = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Forme' });
    // The longer text names Verdi as often as the shorter: only "nacque" for "è nato" can put it first.
    for (const [name, text] of [
      ['Biografia.txt', 'Giuseppe Verdi nacque a Roncole di Busseto, in provincia di Parma, nel mese di ottobre del 1813.'],
      ['Opere.txt', 'Giuseppe Verdi compose il Nabucco nel 1842.'],
      ['Pigmenti.txt', 'Le xantofille sono pigmenti gialli. Il Plasmodium vive nelle zanzare.'],
    ] as const) {
      await waitForDocument(t, (await upload(t, ownerCookie, ranked.id, { name, data: Buffer.from(text) })).json().id);
    }
    const born = (await search(ownerCookie, ranked.id, 'Dove è nato Giuseppe Verdi?')).json().results;
    expect(born.map((r: { file: string }) => r.file)).toEqual(['Biografia.txt', 'Opere.txt']);
    const pigment = (await search(ownerCookie, ranked.id, 'Di che colore è la xanthophyll?')).json().results;
    expect(pigment.map((r: { file: string }) => r.file)).toEqual(['Pigmenti.txt']);
    const parasite = (await search(ownerCookie, ranked.id, 'Dove vive il Plasmodio?')).json().results;
    expect(parasite[0]?.file).toBe('Pigmenti.txt');
  });

  it('refuses a retry of a processed document', async () => {
    const res = await upload(t, ownerCookie, agent.id, { name: 'ok.txt', data: Buffer.from('Testo valido.') });
    await waitForDocument(t, res.json().id);
    const retry = await t.request({ method: 'POST', url: `/api/agents/${agent.id}/documents/${res.json().id}/retry`, cookie: ownerCookie });
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe('Il documento non è in errore: non serve riprovare.');
  });
});

describe('bad files', () => {
  it('refuses a renamed program, a zip that is not a DOCX and an empty file, keeping nothing', async () => {
    const fresh = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Vuoto' });
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200)]);
    for (const [file, message] of [
      [{ name: 'fattura.pdf', data: exe }, UNSUPPORTED],
      [{ name: 'fattura.txt', data: exe }, UNSUPPORTED],
      [{ name: 'archivio.docx', data: makeZip({ 'readme.txt': 'ciao' }) }, UNSUPPORTED],
      [{ name: 'vuoto.txt', data: Buffer.alloc(0) }, 'Il file è vuoto.'],
    ] as const) {
      const res = await upload(t, ownerCookie, fresh.id, file);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const none = await upload(t, ownerCookie, fresh.id, null);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Seleziona un file da caricare.');
    expect(await documentCount(fresh.id)).toBe(0);
    expect(storedFiles(owner.accountId).filter((f) => String(f).includes(fresh.id))).toEqual([]);
  });

  it('accepts the one shared list at creation too (issue 34): DOCX and audio as in the settings, still no program', async () => {
    const docx = await upload(t, ownerCookie, agent.id, { name: 'a.docx', data: makeDocx(['Testo']) }, { context: 'creation' });
    expect(docx.statusCode).toBe(201);
    const wav = await upload(t, ownerCookie, agent.id, { name: 'a.wav', data: makeWav() }, { context: 'creation' });
    expect(wav.statusCode).toBe(201);
    const exe = await upload(
      t,
      ownerCookie,
      agent.id,
      { name: 'a.pdf', data: Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1') },
      { context: 'creation' },
    );
    expect(exe.statusCode).toBe(400);
    expect(exe.json().message).toBe(UNSUPPORTED);
    const txt = await upload(t, ownerCookie, agent.id, { name: 'a.txt', data: Buffer.from('Va bene.') }, { context: 'creation' });
    expect(txt.statusCode).toBe(201);
  });

  it('sanitizes names so no path can escape the agent folder', async () => {
    const res = await upload(t, ownerCookie, agent.id, { name: '../../../etc/pass wd è.txt', data: Buffer.from('ciao') });
    expect(res.statusCode).toBe(201);
    expect(res.json().fileName).toBe('pass_wd_e.txt');
    const [row] = await t.ctx.db.select().from(agentDocuments).where(eq(agentDocuments.id, res.json().id));
    expect(row!.filePath).toMatch(new RegExp(`^${owner.accountId}/${agent.id}/\\d+-[0-9a-f]{8}-pass_wd_e\\.txt$`));
  });

  it("refuses an upload past the plan's storage limit before keeping anything", async () => {
    const full = await createAccountWithOwner(t.ctx.db, {
      plan: 'base',
      trialEndsAt: null,
      planExpiresAt: new Date(Date.now() + 30 * 86_400_000),
    });
    const fullAgent = await createAgent(t.ctx.db, { accountId: full.accountId, userId: full.id });
    const cookie = await signIn(t, full);
    // 100 MB plan: an existing document already uses all but 10 bytes.
    await t.ctx.db.insert(agentDocuments).values({
      id: newId(),
      accountId: full.accountId,
      agentId: fullAgent.id,
      fileName: 'grande.pdf',
      filePath: `${full.accountId}/${fullAgent.id}/1-grande.pdf`,
      fileType: 'application/pdf',
      sizeBytes: 100 * 1024 * 1024 - 10,
      status: 'processed',
    });
    const res = await upload(t, cookie, fullAgent.id, { name: 'note.txt', data: Buffer.from('Questo testo supera i dieci byte rimasti.') });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('STORAGE_LIMIT');
    expect(res.json().message).toBe(
      "Spazio di archiviazione esaurito: il tuo piano include 100MB. Elimina dei documenti o effettua l'upgrade.",
    );
    expect(await documentCount(fullAgent.id)).toBe(1);
    expect(storedFiles(full.accountId)).toEqual([]);
    // What fits still goes in, up to the last byte.
    expect((await upload(t, cookie, fullAgent.id, { name: 'poco.txt', data: Buffer.from('ciao') })).statusCode).toBe(201);
    expect((await upload(t, cookie, fullAgent.id, { name: 'altro.txt', data: Buffer.from('ciao!!') })).statusCode).toBe(201);
    expect((await upload(t, cookie, fullAgent.id, { name: 'oltre.txt', data: Buffer.from('x') })).statusCode).toBe(413);
    expect(await documentCount(fullAgent.id)).toBe(3);
  });

  it('refuses uploads on an expired plan (D4)', async () => {
    const expired = await createAccountWithOwner(t.ctx.db, { trialEndsAt: new Date(Date.now() - 86_400_000) });
    const expiredAgent = await createAgent(t.ctx.db, { accountId: expired.accountId, userId: expired.id });
    const res = await upload(t, await signIn(t, expired), expiredAgent.id, { name: 'a.txt', data: Buffer.from('ciao') });
    expect(res.statusCode).toBe(402);
    expect(await documentCount(expiredAgent.id)).toBe(0);
  });

  it('validates the retrieval test input', async () => {
    const empty = await search(ownerCookie, agent.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Scrivi una domanda o una frase da cercare.');
    const tooMany = await search(ownerCookie, agent.id, 'garanzia', 500);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('topK può essere al massimo 50.');
    const stopwords = await search(ownerCookie, agent.id, 'il la di');
    expect(stopwords.json()).toEqual({ results: [] });
    // Malformed bodies, as no form would send them, still get an Italian answer.
    const url = `/api/agents/${agent.id}/retrieval-test`;
    for (const [payload, message] of [
      [{ query: 'garanzia', topK: 'molti' }, 'topK deve essere un numero intero.'],
      // Not guessed at: a list or a string of digits is not a number.
      [{ query: 'garanzia', topK: [1] }, 'topK deve essere un numero intero.'],
      [{ query: 'garanzia', topK: '5' }, 'topK deve essere un numero intero.'],
      [{ topK: 3 }, 'Scrivi una domanda o una frase da cercare.'],
      [{ query: 42 }, 'Scrivi una domanda o una frase da cercare.'],
      [[], 'Scrivi una domanda o una frase da cercare.'],
    ] as const) {
      const res = await t.request({ method: 'POST', url, cookie: ownerCookie, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const before = await documentCount(agent.id);
    const wrong = await t.request({ method: 'POST', url: `/api/agents/${agent.id}/documents?context=altro`, cookie: ownerCookie });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Il contesto di caricamento deve essere 'settings' o 'creation'.");
    const longId = await t.request({ method: 'DELETE', url: `/api/agents/${agent.id}/documents/${'x'.repeat(65)}`, cookie: ownerCookie });
    expect(longId.statusCode).toBe(400);
    expect(longId.json().message).toBe('Identificativo del documento non valido.');
    expect(await documentCount(agent.id)).toBe(before);
  });
});

describe('delete', () => {
  it('removes the file, its chunks and its row', async () => {
    const res = await upload(t, ownerCookie, agent.id, {
      name: 'da-eliminare.txt',
      data: Buffer.from('Paragrafo unico da eliminare presto.'),
    });
    const doc = await waitForDocument(t, res.json().id);
    expect(await isStored(t.ctx.storage, doc.filePath)).toBe(true);
    const del = await t.request({ method: 'DELETE', url: `/api/agents/${agent.id}/documents/${doc.id}`, cookie: ownerCookie });
    expect(del.statusCode).toBe(200);
    expect(await isStored(t.ctx.storage, doc.filePath)).toBe(false);
    expect(await t.ctx.db.select().from(agentDocuments).where(eq(agentDocuments.id, doc.id))).toEqual([]);
    expect(await t.ctx.db.select().from(documentChunks).where(eq(documentChunks.documentId, doc.id))).toEqual([]);
    const again = await t.request({ method: 'DELETE', url: `/api/agents/${agent.id}/documents/${doc.id}`, cookie: ownerCookie });
    expect(again.statusCode).toBe(404);
  });
});

describe('who may act', () => {
  it("answers 404 for another account's agent and documents, changing nothing", async () => {
    const res = await upload(t, ownerCookie, agent.id, {
      name: 'segreto.txt',
      data: Buffer.from('Il codice segreto della cassaforte è nel cassetto.'),
    });
    const doc = await waitForDocument(t, res.json().id);
    const other = await createAccountWithOwner(t.ctx.db);
    const otherCookie = await signIn(t, other);
    const otherAgent = await createAgent(t.ctx.db, { accountId: other.accountId, userId: other.id });
    const attempts = [
      await t.request({ method: 'GET', url: `/api/agents/${agent.id}/documents`, cookie: otherCookie }),
      await upload(t, otherCookie, agent.id, { name: 'x.txt', data: Buffer.from('intruso') }),
      await t.request({ method: 'DELETE', url: `/api/agents/${agent.id}/documents/${doc.id}`, cookie: otherCookie }),
      await t.request({ method: 'POST', url: `/api/agents/${agent.id}/documents/${doc.id}/retry`, cookie: otherCookie }),
      await search(otherCookie, agent.id, 'codice segreto cassaforte'),
      // Their own agent with our document id: still 404.
      await t.request({ method: 'DELETE', url: `/api/agents/${otherAgent.id}/documents/${doc.id}`, cookie: otherCookie }),
    ];
    for (const attempt of attempts) expect(attempt.statusCode).toBe(404);
    expect(
      await t.ctx.db
        .select()
        .from(agentDocuments)
        .where(and(eq(agentDocuments.id, doc.id), eq(agentDocuments.status, 'processed'))),
    ).toHaveLength(1);
    expect((await search(otherCookie, otherAgent.id, 'codice segreto cassaforte')).json().results).toEqual([]);
    const anonymous = await t.request({ method: 'GET', url: `/api/agents/${agent.id}/documents` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets the assigned instructor manage documents; a plain user gets 403 and another instructor 404', async () => {
    const instructor = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'instructor' });
    const otherInstructor = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'instructor' });
    const member = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
    const admin = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'admin' });
    const taught = await createAgent(t.ctx.db, {
      accountId: owner.accountId,
      userId: owner.id,
      instructorId: instructor.id,
      name: 'Istruito',
    });

    const instructorCookie = await signIn(t, instructor);
    const ok = await upload(t, instructorCookie, taught.id, { name: 'lezione.txt', data: Buffer.from('Lezione sulle procedure.') });
    expect(ok.statusCode).toBe(201);
    expect((await t.request({ method: 'GET', url: `/api/agents/${taught.id}/documents`, cookie: instructorCookie })).statusCode).toBe(200);

    for (const [user, status] of [
      [member, 403],
      [admin, 403],
      [otherInstructor, 404],
    ] as const) {
      const cookie = await signIn(t, user);
      expect((await t.request({ method: 'GET', url: `/api/agents/${taught.id}/documents`, cookie })).statusCode).toBe(status);
      const up = await upload(t, cookie, taught.id, { name: 'x.txt', data: Buffer.from('non autorizzato') });
      expect(up.statusCode).toBe(status);
      expect((await t.request({ method: 'DELETE', url: `/api/agents/${taught.id}/documents/${ok.json().id}`, cookie })).statusCode).toBe(
        status,
      );
      expect((await search(cookie, taught.id, 'procedure')).statusCode).toBe(status);
      if (status === 403) expect(up.json().message).toBe(MESSAGES.agentForbidden);
    }
    expect(await documentCount(taught.id)).toBe(1);
  });
});
