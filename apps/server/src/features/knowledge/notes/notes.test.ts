import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { NOTE_MESSAGES } from '@app/shared/i18n/knowledge-notes';
import { MESSAGES } from '@app/shared/i18n/common';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser } from '../../../test/factories.js';
import { signIn } from '../../../test/sign-in.js';
import { agentDocuments, documentChunks } from '../../../db/schema/documents.js';
import { newId } from '../../../db/ids.js';
import { requireActivePlan } from '../../account/plan-state.js';
import { answerOf } from '../../chat/test-support/chat-fixtures.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;
let cookie: string;
let agent: Awaited<ReturnType<typeof createAgent>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createAccountWithOwner(t.ctx.db);
  cookie = await signIn(t, owner);
  agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Pasticceria' });
});
afterAll(async () => {
  await t.close();
});

const NOTE_TEXT = [
  '# Orari',
  'La pasticceria è aperta dal martedì alla domenica, dalle 7 alle 20.',
  '',
  '## Chiusura estiva',
  'Chiudiamo per ferie dal 10 al 24 agosto.',
  '',
  '# Ordini di torte',
  'Le torte su ordinazione si prenotano con tre giorni di anticipo, anche per telefono.',
].join('\n');

const notesUrl = (agentId = agent.id) => `/api/agents/${agentId}/notes`;
const create = (payload: unknown, who = cookie, agentId = agent.id) =>
  t.request({ method: 'POST', url: notesUrl(agentId), cookie: who, payload: payload as object });
const search = (query: string, agentId = agent.id) =>
  t.request({ method: 'POST', url: `/api/agents/${agentId}/retrieval-test`, cookie, payload: { query, topK: 5 } });
const noteCount = async (agentId = agent.id) =>
  (
    await t.ctx.db
      .select({ n: count() })
      .from(agentDocuments)
      .where(and(eq(agentDocuments.agentId, agentId), eq(agentDocuments.sourceType, 'note')))
  )[0]!.n;

describe('notes (Testo)', () => {
  it('creates a note that is searchable, counted by its length, listed and read back as written', async () => {
    const res = await create({ title: 'Informazioni sul negozio', text: NOTE_TEXT });
    expect(res.statusCode).toBe(201);
    const note = res.json();
    expect(note).toMatchObject({
      title: 'Informazioni sul negozio',
      text: NOTE_TEXT,
      status: 'processed',
      sizeBytes: Buffer.byteLength(NOTE_TEXT, 'utf8'),
    });

    const list = (await t.request({ method: 'GET', url: notesUrl(), cookie })).json();
    expect(list.notes).toEqual([
      expect.objectContaining({ id: note.id, title: 'Informazioni sul negozio', excerpt: expect.stringContaining('# Orari') }),
    ]);
    expect((await t.request({ method: 'GET', url: `${notesUrl()}/${note.id}`, cookie })).json().text).toBe(NOTE_TEXT);
    // Among the agent's documents, told apart by its kind.
    const documents = (await t.request({ method: 'GET', url: `/api/agents/${agent.id}/documents`, cookie })).json().documents;
    expect(documents).toContainEqual(
      expect.objectContaining({ id: note.id, sourceType: 'note', fileName: 'Informazioni sul negozio', fileType: 'text/markdown' }),
    );

    // Headings are structure: each section is its own passage, though the whole text would fit in one.
    const text = (await t.request({ method: 'GET', url: `/api/agents/${agent.id}/documents/${note.id}/text`, cookie })).json();
    expect(text.text).toBe(NOTE_TEXT);
    expect(text.passages.map((p: { start: number; end: number }) => NOTE_TEXT.slice(p.start, p.end).split('\n')[0])).toEqual([
      '# Orari',
      '## Chiusura estiva',
      '# Ordini di torte',
    ]);

    const found = (await search('Quando chiudete per ferie ad agosto?')).json().results;
    expect(found[0]).toMatchObject({ documentId: note.id, file: 'Informazioni sul negozio' });
    expect(found[0].text).toContain('dal 10 al 24 agosto');
  });

  it('is cited in the chat like a document, and the citation opens the note text', async () => {
    const res = await t.request({
      method: 'POST',
      url: `/api/agents/${agent.id}/chat/messages`,
      cookie,
      payload: { text: 'Con quanto anticipo si prenotano le torte su ordinazione?' },
    });
    const { text, done } = answerOf(res.body);
    expect(text).toContain('tre giorni di anticipo');
    const source = done!.message.sources.find((s) => s.file === 'Informazioni sul negozio');
    expect(source).toMatchObject({ kind: 'document', paragraph: expect.any(Number) });
    expect(text).toContain(`Fonte: Informazioni sul negozio, paragrafo ${source!.paragraph}`);
    const passage = await t.request({ method: 'GET', url: `/api/agents/${agent.id}/passages/${source!.chunkId}`, cookie });
    expect(passage.statusCode).toBe(200);
    expect(passage.json()).toMatchObject({ file: 'Informazioni sul negozio', fileType: 'text/markdown' });
    expect(passage.json().text).toContain('# Ordini di torte');
    expect(passage.json().before).toContain('Chiudiamo per ferie');
  });

  it('edits a note: the new text replaces the old one in the search, and in the storage count', async () => {
    const note = (await create({ title: 'Allergeni', text: 'Tutte le torte contengono glutine.' })).json();
    const [first] = await t.ctx.db.select().from(agentDocuments).where(eq(agentDocuments.id, note.id));
    const edited = await t.request({
      method: 'PUT',
      url: `${notesUrl()}/${note.id}`,
      cookie,
      payload: { title: 'Allergeni e intolleranze', text: 'Prepariamo anche torte senza lattosio, su richiesta.' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Allergeni e intolleranze',
      status: 'processed',
      sizeBytes: Buffer.byteLength('Prepariamo anche torte senza lattosio, su richiesta.'),
    });
    const found = (await search('lattosio')).json().results;
    expect(found[0]).toMatchObject({ documentId: note.id, file: 'Allergeni e intolleranze' });
    expect((await search('glutine')).json().results.filter((r: { documentId: string }) => r.documentId === note.id)).toEqual([]);
    const [row] = await t.ctx.db.select().from(agentDocuments).where(eq(agentDocuments.id, note.id));
    expect(row!.sizeBytes).toBe(edited.json().sizeBytes);
    // The old file is gone, the new one holds the new text.
    await expect(t.ctx.storage.readAll(first!.filePath, 10_000)).rejects.toThrow();
    expect((await t.ctx.storage.readAll(row!.filePath, 10_000)).toString('utf8')).toBe(
      'Prepariamo anche torte senza lattosio, su richiesta.',
    );

    const removed = await t.request({ method: 'DELETE', url: `${notesUrl()}/${note.id}`, cookie });
    expect(removed.json()).toEqual({ success: true, message: NOTE_MESSAGES.deleted });
    expect((await t.request({ method: 'GET', url: `${notesUrl()}/${note.id}`, cookie })).statusCode).toBe(404);
    expect((await search('lattosio')).json().results.filter((r: { documentId: string }) => r.documentId === note.id)).toEqual([]);
    expect((await t.ctx.db.select({ n: count() }).from(documentChunks).where(eq(documentChunks.documentId, note.id)))[0]!.n).toBe(0);
    await expect(t.ctx.storage.readAll(row!.filePath, 10_000)).rejects.toThrow();
  });

  it('refuses bad input in Italian and changes nothing', async () => {
    const before = await noteCount();
    const cases: [unknown, string][] = [
      [{ title: '', text: 'Testo' }, NOTE_MESSAGES.titleRequired],
      [{ title: '   ', text: 'Testo' }, NOTE_MESSAGES.titleRequired],
      [{ title: 'Titolo', text: ' \n\t ' }, NOTE_MESSAGES.textRequired],
      [{ title: 'Titolo' }, NOTE_MESSAGES.textRequired],
      [{ title: 'x'.repeat(201), text: 'Testo' }, NOTE_MESSAGES.titleTooLong],
      [{ title: 'Titolo', text: 'a'.repeat(100_001) }, NOTE_MESSAGES.textTooLong],
      [{ title: 42, text: 'Testo' }, NOTE_MESSAGES.titleRequired],
    ];
    for (const [payload, message] of cases) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await noteCount()).toBe(before);
    // The largest note allowed is accepted.
    expect((await create({ title: 'Lungo', text: `${'Parola '.repeat(14_285)}fine.`.slice(0, 100_000) })).statusCode).toBe(201);
  });

  it('follows the agent permissions: instructor yes, admin and user 403, another account 404', async () => {
    const instructor = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'instructor' });
    const admin = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'admin' });
    const user = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
    const taught = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, instructorId: instructor.id });
    const instructorCookie = await signIn(t, instructor);
    const created = await create({ title: 'Nota', text: 'Scritta dall’istruttore.' }, instructorCookie, taught.id);
    expect(created.statusCode).toBe(201);
    const note = created.json();
    // An agent the instructor is not assigned to does not exist for them.
    expect((await create({ title: 'Nota', text: 'x' }, instructorCookie, agent.id)).statusCode).toBe(404);

    for (const member of [admin, user]) {
      const memberCookie = await signIn(t, member);
      const res = await create({ title: 'Nota', text: 'x' }, memberCookie, taught.id);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MESSAGES.agentForbidden);
      expect((await t.request({ method: 'GET', url: notesUrl(taught.id), cookie: memberCookie })).statusCode).toBe(403);
      expect((await t.request({ method: 'DELETE', url: `${notesUrl(taught.id)}/${note.id}`, cookie: memberCookie })).statusCode).toBe(403);
    }

    const stranger = await createAccountWithOwner(t.ctx.db);
    const strangerCookie = await signIn(t, stranger);
    const theirs = await createAgent(t.ctx.db, { accountId: stranger.accountId, userId: stranger.id });
    for (const res of [
      await t.request({ method: 'GET', url: notesUrl(taught.id), cookie: strangerCookie }),
      await create({ title: 'Nota', text: 'x' }, strangerCookie, taught.id),
      await t.request({ method: 'GET', url: `${notesUrl(taught.id)}/${note.id}`, cookie: strangerCookie }),
      await t.request({
        method: 'PUT',
        url: `${notesUrl(taught.id)}/${note.id}`,
        cookie: strangerCookie,
        payload: { title: 'x', text: 'y' },
      }),
      await t.request({ method: 'DELETE', url: `${notesUrl(taught.id)}/${note.id}`, cookie: strangerCookie }),
      // Their own agent, our note's id: still not found.
      await t.request({ method: 'GET', url: `${notesUrl(theirs.id)}/${note.id}`, cookie: strangerCookie }),
      await t.request({ method: 'DELETE', url: `${notesUrl(theirs.id)}/${note.id}`, cookie: strangerCookie }),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    // Through another agent of the same account, or as another kind of source: 404 too.
    expect((await t.request({ method: 'GET', url: `${notesUrl(agent.id)}/${note.id}`, cookie })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `${notesUrl(taught.id)}/${note.id}`, cookie })).json().text).toBe(
      'Scritta dall’istruttore.',
    );
  });

  it('counts towards the storage limit: a note past it is refused, and so is an edit that would pass it', async () => {
    const account = await createAccountWithOwner(t.ctx.db);
    const accountCookie = await signIn(t, account);
    const full = await createAgent(t.ctx.db, { accountId: account.accountId, userId: account.id });
    const plan = await requireActivePlan(t.ctx.db, account.accountId);
    const note = (await create({ title: 'Breve', text: 'Dieci car.' }, accountCookie, full.id)).json();
    // An earlier upload that leaves 30 bytes free.
    await t.ctx.db.insert(agentDocuments).values({
      id: newId(),
      accountId: account.accountId,
      agentId: full.id,
      fileName: 'archivio.pdf',
      filePath: `${account.accountId}/${full.id}/archivio.pdf`,
      fileType: 'application/pdf',
      sizeBytes: plan.storageBytes - 30 - note.sizeBytes,
      status: 'processed',
    });
    const refused = await create({ title: 'Troppo', text: 'x'.repeat(31) }, accountCookie, full.id);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({ code: 'STORAGE_LIMIT', message: expect.stringContaining('Spazio di archiviazione esaurito') });
    expect(await noteCount(full.id)).toBe(1);
    // 30 bytes fit; an edit that grows the note past the limit does not, and leaves it as it was.
    expect((await create({ title: 'Giusto', text: 'y'.repeat(30) }, accountCookie, full.id)).statusCode).toBe(201);
    const grown = await t.request({
      method: 'PUT',
      url: `${notesUrl(full.id)}/${note.id}`,
      cookie: accountCookie,
      payload: { title: 'Breve', text: 'Dieci car. e altro' },
    });
    expect(grown.statusCode).toBe(413);
    expect((await t.request({ method: 'GET', url: `${notesUrl(full.id)}/${note.id}`, cookie: accountCookie })).json().text).toBe(
      'Dieci car.',
    );
    // Shrinking always fits.
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `${notesUrl(full.id)}/${note.id}`,
          cookie: accountCookie,
          payload: { title: 'Breve', text: 'Dieci' },
        })
      ).statusCode,
    ).toBe(200);
  });
});
