import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_NOT_PROCESSED } from '@app/shared/i18n/knowledge';
import { type DocumentText } from '@app/shared/api/knowledge';
import { MESSAGES } from '@app/shared/i18n/common';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser } from '../../../test/factories.js';
import { signIn } from '../../../test/sign-in.js';
import { SLOW_POLLS, SLOW_TEST_MS, upload, waitForDocument } from '../../../test/knowledge-uploads.js';
import { italianParagraphs, makeWav } from '../../../test/knowledge-files.mjs';
import { characterErrorRate } from '../../../test/character-error-rate.mjs';
import { makeScannedPdf } from '../../../test/scanned-pdf.mjs';

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

const textOf = (cookie: string, agentId: string, documentId: string) =>
  t.request({ method: 'GET', url: `/api/agents/${agentId}/documents/${documentId}/text`, cookie });

describe('scanned PDFs and the document text', () => {
  it(
    'reads the scanned page of a mixed PDF with OCR, says so, and the owner reads what the agent knows',
    { timeout: SLOW_TEST_MS },
    async () => {
      const scanned = [
        "La caldaia a condensazione dell'edificio B va revisionata ogni dodici mesi da un tecnico abilitato.",
        'Il libretto di impianto è conservato nella portineria, accanto al quadro elettrico principale.',
      ];
      const { pdf, texts } = makeScannedPdf([italianParagraphs(2, 4), { scan: scanned }]);
      const res = await upload(t, ownerCookie, agent.id, { name: 'impianti.pdf', data: pdf, type: 'application/pdf' });
      expect(res.statusCode).toBe(201);
      const doc = await waitForDocument(t, res.json().id, undefined, SLOW_POLLS);
      expect(doc).toMatchObject({ status: 'processed', pageCount: 2, ocrPages: 1, stepsDone: null, stepsTotal: null });

      const list = await t.request({ method: 'GET', url: `/api/agents/${agent.id}/documents`, cookie: ownerCookie });
      expect(list.json().documents[0]).toMatchObject({ id: doc.id, ocrPages: 1, pageCount: 2, steps: null });

      const view = await textOf(ownerCookie, agent.id, doc.id);
      expect(view.statusCode).toBe(200);
      const body = view.json() as DocumentText;
      const secondPage = body.passages.filter((p) => p.page === 2);
      expect(secondPage.length).toBeGreaterThan(0);
      const ocrText = body.text.slice(secondPage[0]!.start, secondPage.at(-1)!.end);
      expect(characterErrorRate(texts[1]!, ocrText)).toBeLessThanOrEqual(0.03);

      // What OCR read is searchable, and the hit cites the scanned page.
      const hits = await t.request({
        method: 'POST',
        url: `/api/agents/${agent.id}/retrieval-test`,
        cookie: ownerCookie,
        payload: { query: 'ogni quanto va revisionata la caldaia?', topK: 1 },
      });
      expect(hits.json().results[0]).toMatchObject({ documentId: doc.id, page: 2 });
    },
  );

  it('numbers the paragraphs of a text file, and refuses the text of a document not processed yet', async () => {
    const txt = 'Primo paragrafo sugli orari.\n\nSecondo paragrafo sui resi.\n\nTerzo paragrafo sulla garanzia.';
    const res = await upload(t, ownerCookie, agent.id, { name: 'note.txt', data: Buffer.from(txt) });
    const doc = await waitForDocument(t, res.json().id);
    const body = (await textOf(ownerCookie, agent.id, doc.id)).json() as DocumentText;
    expect(body.text).toBe(txt);
    expect(body.passages).toEqual([expect.objectContaining({ paragraph: 1, page: null, startMs: null, endMs: null, start: 0 })]);

    // Audio without a transcription service waits, unprocessed: it has no text to show yet.
    const audio = await upload(t, ownerCookie, agent.id, { name: 'chiamata.wav', data: makeWav(), type: 'audio/wav' });
    const waiting = await waitForDocument(t, audio.json().id);
    expect(waiting.status).toBe('transcription_not_configured');
    const early = await textOf(ownerCookie, agent.id, waiting.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: DOCUMENT_NOT_PROCESSED });
  });

  it('answers 404 to another account and 403 to a member who may not manage the agent; the instructor reads it', async () => {
    const res = await upload(t, ownerCookie, agent.id, { name: 'riservato.txt', data: Buffer.from('Il codice della cassaforte è 1234.') });
    const doc = await waitForDocument(t, res.json().id);
    const other = await createAccountWithOwner(t.ctx.db);
    const otherCookie = await signIn(t, other);
    const otherAgent = await createAgent(t.ctx.db, { accountId: other.accountId, userId: other.id });
    expect((await textOf(otherCookie, agent.id, doc.id)).statusCode).toBe(404);
    expect((await textOf(otherCookie, otherAgent.id, doc.id)).statusCode).toBe(404);

    const member = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
    const denied = await textOf(await signIn(t, member), agent.id, doc.id);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(MESSAGES.agentForbidden);

    const instructor = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'instructor' });
    const taught = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, instructorId: instructor.id });
    const lesson = await upload(t, ownerCookie, taught.id, { name: 'lezione.txt', data: Buffer.from('Lezione sulle procedure di reso.') });
    const lessonDoc = await waitForDocument(t, lesson.json().id);
    const read = await textOf(await signIn(t, instructor), taught.id, lessonDoc.id);
    expect(read.statusCode).toBe(200);
    expect(read.json().text).toBe('Lezione sulle procedure di reso.');
    expect((await t.request({ method: 'GET', url: `/api/agents/${agent.id}/documents/${doc.id}/text` })).statusCode).toBe(401);
  });
});
