import { randomUUID } from 'node:crypto';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PAGE_NOT_FOUND, PASSAGE_NOT_FOUND } from '@app/shared/i18n/knowledge';
import { type Passage } from '@app/shared/api/knowledge';
import type { ChatSource } from '@app/shared/api/chat';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser } from '../../../test/factories.js';
import { signIn } from '../../../test/sign-in.js';
import { upload, waitForDocument } from '../../../test/knowledge-uploads.js';
import { makePdf } from '../../../test/knowledge-files.mjs';
import { agents } from '../../../db/schema/agents.js';
import { answerOf } from '../../chat/test-support/chat-fixtures.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;
let cookie: string;
let agentId: string;
let pdfId: string;

const PAGES = [
  ['Benvenuti nel manuale del negozio di ferramenta. Qui trovate le regole generali per il personale.'],
  ['Politica dei resi: il cliente può restituire la merce entro trenta giorni presentando lo scontrino fiscale.'],
  ['Orari del magazzino: dal lunedì al venerdì dalle otto alle diciotto, il sabato solo la mattina.'],
];

beforeAll(async () => {
  t = await createTestApp();
  owner = await createAccountWithOwner(t.ctx.db);
  cookie = await signIn(t, owner);
  agentId = (await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Ferramenta' })).id;
  const pdf = await upload(t, cookie, agentId, { name: 'manuale.pdf', data: makePdf(PAGES), type: 'application/pdf' });
  pdfId = (await waitForDocument(t, pdf.json().id)).id;
  const txt = 'Premessa sulle consegne a domicilio.\n\nLe consegne in provincia di Verona sono gratuite sopra i cento euro.';
  await waitForDocument(t, (await upload(t, cookie, agentId, { name: 'consegne.txt', data: Buffer.from(txt) })).json().id);
});
afterAll(async () => {
  await t.close();
});

/** Pixels darker than mid-grey: text drawn on the page image. */
async function darkPixels(png: Buffer) {
  const picture = await loadImage(png);
  const canvas = createCanvas(picture.width, picture.height);
  const g = canvas.getContext('2d');
  g.drawImage(picture, 0, 0);
  const { data } = g.getImageData(0, 0, picture.width, picture.height);
  let dark = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i]! < 128 && data[i + 3]! > 0) dark += 1;
  return dark;
}

const ask = async (text: string, who = cookie) => {
  const res = await t.request({ method: 'POST', url: `/api/agents/${agentId}/chat/messages`, cookie: who, payload: { text } });
  return answerOf(res.body);
};
const passage = (chunkId: string, who = cookie, agent = agentId) =>
  t.request({ method: 'GET', url: `/api/agents/${agent}/passages/${chunkId}`, cookie: who });
const page = (n: number | string, who = cookie, agent = agentId, doc = pdfId) =>
  t.request({ method: 'GET', url: `/api/agents/${agent}/documents/${doc}/pages/${n}`, cookie: who });
const askPublic = async (text: string, visitorId: string) => {
  const res = await t.request({ method: 'POST', url: `/api/public/agents/${agentId}/messages`, payload: { text, visitorId } });
  return answerOf(res.body);
};
const publicPassage = (chunkId: string, visitorId: string, agent = agentId) =>
  t.request({ method: 'GET', url: `/api/public/agents/${agent}/passages/${chunkId}?visitorId=${visitorId}` });

describe('sources a person can open', () => {
  it('names the page of a PDF and the paragraph of a text file, and opens the passage in its context with the page', async () => {
    const { done, text } = await ask('Entro quanti giorni il cliente può restituire la merce?');
    const source = done!.message.sources[0] as ChatSource;
    expect(source).toMatchObject({ kind: 'document', documentId: pdfId, file: 'manuale.pdf', page: 2 });
    expect(source.chunkId).toEqual(expect.any(String));
    expect(text).toContain('Fonte: manuale.pdf, pagina 2');

    const opened = await passage(source.chunkId!);
    expect(opened.statusCode).toBe(200);
    const body = opened.json() as Passage;
    expect(body).toMatchObject({ file: 'manuale.pdf', page: 2, pdfPage: 2, documentId: pdfId, fileType: 'application/pdf' });
    expect(body.text).toContain('entro trenta giorni');
    expect(body.before).toContain('Benvenuti nel manuale');
    expect(body.after).toContain('Orari del magazzino');

    const image = await page(2);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(await darkPixels(image.rawPayload)).toBeGreaterThan(500); // the page's text is drawn, not a blank page
    const missing = await page(9);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(PAGE_NOT_FOUND);
    expect((await page('abc')).statusCode).toBe(400);

    const delivery = await ask('Le consegne in provincia di Verona sono gratuite?');
    expect(delivery.done!.message.sources[0]).toMatchObject({ file: 'consegne.txt', paragraph: 1, page: null });
    expect(delivery.text).toContain('Fonte: consegne.txt, paragrafo 1');
  });

  it('shows a public visitor only the passage cited to them, and nothing when the agent hides its sources', async () => {
    const visitor = randomUUID();
    const { done } = await askPublic('Quali sono gli orari del magazzino?', visitor);
    const source = done!.message.sources[0] as ChatSource;
    // A visitor's source is the document's title, without its page (issue 44).
    expect(source).toMatchObject({ file: 'Manuale', page: null });

    const shown = await publicPassage(source.chunkId!, visitor);
    expect(shown.statusCode).toBe(200);
    // The passage alone: no text around it, no page image, no document id.
    expect(Object.keys(shown.json()).sort()).toEqual(['endMs', 'file', 'page', 'paragraph', 'startMs', 'text']);
    expect(shown.json().text).toContain('dal lunedì al venerdì');

    // Another visitor, a passage never cited to this one, another agent's address: not found.
    expect((await publicPassage(source.chunkId!, randomUUID())).statusCode).toBe(404);
    const notCited = (await ask('Entro quanti giorni il cliente può restituire la merce?')).done!.message.sources[0]!.chunkId!;
    expect((await publicPassage(notCited, visitor)).json()).toMatchObject({ message: PASSAGE_NOT_FOUND });
    const otherAgent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id });
    expect((await publicPassage(source.chunkId!, visitor, otherAgent.id)).statusCode).toBe(404);
    expect((await publicPassage(source.chunkId!, 'non-uuid')).statusCode).toBe(400);

    await t.ctx.db.update(agents).set({ showSources: false }).where(eq(agents.id, agentId));
    try {
      expect((await publicPassage(source.chunkId!, visitor)).statusCode).toBe(404);
    } finally {
      await t.ctx.db.update(agents).set({ showSources: true }).where(eq(agents.id, agentId));
    }
  });

  it('answers 404 to another account and to an instructor of other agents; 401 without a session', async () => {
    const chunkId = (await ask('Quali sono gli orari del magazzino?')).done!.message.sources[0]!.chunkId!;
    const other = await createAccountWithOwner(t.ctx.db);
    const otherCookie = await signIn(t, other);
    const otherAgent = await createAgent(t.ctx.db, { accountId: other.accountId, userId: other.id });
    for (const res of [
      await passage(chunkId, otherCookie),
      await passage(chunkId, otherCookie, otherAgent.id),
      await page(1, otherCookie),
      await page(1, otherCookie, otherAgent.id),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    const instructor = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'instructor' });
    const instructorCookie = await signIn(t, instructor);
    expect((await passage(chunkId, instructorCookie)).statusCode).toBe(404);
    expect((await page(1, instructorCookie)).statusCode).toBe(404);
    // A colleague who may use the agent's test chat opens its sources too.
    const colleague = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
    expect((await passage(chunkId, await signIn(t, colleague))).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/agents/${agentId}/passages/${chunkId}` })).statusCode).toBe(401);
  });
});
