import http from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_TOO_MANY_PIXELS } from '@app/shared/i18n/profile';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createAccountWithOwner, createAgent } from '../../../test/factories.js';
import { signIn } from '../../../test/sign-in.js';
import { multipart, upload, waitForDocument } from '../../../test/knowledge-uploads.js';
import { italianParagraphs, makePdf } from '../../../test/knowledge-files.mjs';
import { makeMedia } from '../../../test/media-files.js';
import { startFakeTranscription } from '../../../test/fake-transcription.js';
import { docxWithExternalEntities, docxZipBomb, pdfFlateBomb, pngDeclaring, watchRss } from '../../../test/hostile-files.js';
import { PDF_INFLATES_TOO_FAR, PDF_TOO_MANY_PAGES } from '@app/shared/i18n/knowledge';
import { DOCX_TOO_LARGE } from '@app/shared/i18n/knowledge';
import { MEDIA_UNREADABLE } from '@app/shared/i18n/knowledge';

/**
 * Issue 18: hostile files are refused, or fail with an Italian reason, while the server's memory stays under a
 * declared ceiling and its other work goes on. Every file is generated here; the bombs are streamed through zlib.
 */
const GB = 1024 * 1024 * 1024;
/** The declared ceiling: how far the process's resident memory may grow over its level before the files. */
const RSS_CEILING_GROWTH = 1 * GB;

const fake = await startFakeTranscription({ answer: () => [{ text: 'Una registrazione interrotta.', start: 0, end: 1 }] });
let t: TestApp;
const secretDir = mkdtempSync(path.join(os.tmpdir(), 'xxe-'));
const secretFile = path.join(secretDir, 'segreto.txt');
let entityRequests = 0;
const entityServer = http.createServer((_req, res) => {
  entityRequests += 1;
  res.end('RISPOSTA-REMOTA');
});

beforeAll(async () => {
  writeFileSync(secretFile, 'SEGRETO-DEL-SERVER');
  await new Promise<void>((resolve) => entityServer.listen(0, '127.0.0.1', () => resolve()));
  t = await createTestApp({ TRANSCRIPTION_BASE_URL: fake.baseUrl, TRANSCRIPTION_API_KEY: 'sk-test' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
  await new Promise<void>((resolve) => entityServer.close(() => resolve()));
  rmSync(secretDir, { recursive: true, force: true });
});

describe('hostile files', () => {
  it('refuses or fails each with an Italian reason, within a memory ceiling, and others keep working', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id });
    const cookie = await signIn(t, owner);

    const files = {
      pages: makePdf(Array.from({ length: 10_000 }, (_, i) => [`Pagina ${i + 1}.`])),
      pdfBomb: await pdfFlateBomb(1 * GB),
      docxBomb: await docxZipBomb(1 * GB),
      xxe: await docxWithExternalEntities(
        pathToFileURL(secretFile).href,
        `http://127.0.0.1:${(entityServer.address() as AddressInfo).port}/entita`,
      ),
      // A recording cut in half: the end of an MP4 (its index) is missing.
      truncated: makeMedia('mp4', 2).subarray(0, 20_000),
    };
    const baseline = process.memoryUsage().rss;
    const rss = watchRss();
    try {
      const uploaded = {
        pages: await upload(t, cookie, agent.id, { name: 'diecimila-pagine.pdf', data: files.pages, type: 'application/pdf' }),
        pdfBomb: await upload(t, cookie, agent.id, { name: 'bomba.pdf', data: files.pdfBomb, type: 'application/pdf' }),
        docxBomb: await upload(t, cookie, agent.id, { name: 'bomba.docx', data: files.docxBomb }),
        xxe: await upload(t, cookie, agent.id, { name: 'entita.docx', data: files.xxe }),
        truncated: await upload(t, cookie, agent.id, { name: 'interrotto.mp4', data: files.truncated, type: 'video/mp4' }),
      };
      for (const res of Object.values(uploaded)) expect(res.statusCode).toBe(201);

      // Meanwhile another account's ordinary document is processed, and the server answers.
      const other = await createAccountWithOwner(t.ctx.db);
      const otherAgent = await createAgent(t.ctx.db, { accountId: other.accountId, userId: other.id });
      const otherCookie = await signIn(t, other);
      const ordinary = await upload(t, otherCookie, otherAgent.id, {
        name: 'orari.txt',
        data: Buffer.from(italianParagraphs(3).join('\n\n')),
      });
      expect((await waitForDocument(t, ordinary.json().id)).status).toBe('processed');

      const pages = await waitForDocument(t, uploaded.pages.json().id);
      expect(pages).toMatchObject({ status: 'error', error: PDF_TOO_MANY_PAGES });
      expect(await waitForDocument(t, uploaded.pdfBomb.json().id)).toMatchObject({ status: 'error', error: PDF_INFLATES_TOO_FAR });
      expect(await waitForDocument(t, uploaded.docxBomb.json().id)).toMatchObject({ status: 'error', error: DOCX_TOO_LARGE });

      // The external entities are never resolved: neither the local file nor the URL is read.
      const xxe = await waitForDocument(t, uploaded.xxe.json().id);
      expect(['processed', 'error']).toContain(xxe.status);
      expect(xxe.content ?? '').not.toContain('SEGRETO-DEL-SERVER');
      expect(xxe.content ?? '').not.toContain('RISPOSTA-REMOTA');
      expect(entityRequests).toBe(0);

      const truncated = await waitForDocument(t, uploaded.truncated.json().id, ['processed', 'error'], 3600);
      expect(truncated).toMatchObject({ status: 'error', error: MEDIA_UNREADABLE });
    } finally {
      const peak = rss.stop();
      console.log(`hostile files: RSS ${(baseline / 2 ** 20).toFixed(0)} MB before, peak ${(peak / 2 ** 20).toFixed(0)} MB`);
      expect(peak - baseline).toBeLessThan(RSS_CEILING_GROWTH);
    }
  }, 300_000);

  it('refuses an avatar that declares gigapixels, with its Italian reason, keeping nothing', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);
    const body = multipart({ name: 'enorme.png', data: pngDeclaring(100_000, 100_000), type: 'image/png' });
    const res = await t.request({ method: 'POST', url: '/api/profile/avatar', cookie, payload: body.payload, headers: body.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'IMAGE_TOO_LARGE', message: AVATAR_TOO_MANY_PIXELS });
    const profile = await t.request({ method: 'GET', url: '/api/profile', cookie });
    expect(profile.json().avatarUrl ?? null).toBeNull();
    // A normal photo's size passes.
    const photo = multipart({ name: 'foto.png', data: pngDeclaring(4000, 3000), type: 'image/png' });
    expect(
      (await t.request({ method: 'POST', url: '/api/profile/avatar', cookie, payload: photo.payload, headers: photo.headers })).statusCode,
    ).toBe(200);
  });
});
