import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentText } from '@app/shared/api/knowledge';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createAccountWithOwner, createAgent } from '../../../test/factories.js';
import { signIn } from '../../../test/sign-in.js';
import { SLOW_POLLS, SLOW_TEST_MS, upload, waitForDocument } from '../../../test/knowledge-uploads.js';
import { createAppContext } from '../../../bootstrap.js';
import { startFakeTranscription } from '../../../test/fake-transcription.js';
import { makeMedia } from '../../../test/media-files.js';
import { SEGMENT_ATTEMPTS, segmentFailed, transcribeMedia } from './transcribe.js';
import type { Progress } from './extract-text.js';

/** What the fake service hears in each 4-second part: two long sentences with their times (seconds, relative). */
const SAID = [
  [
    'Benvenuti al webinar sulla sicurezza del magazzino e sulle procedure di carico.',
    'Ogni carrello elevatore va controllato prima del turno da un addetto formato.',
  ],
  [
    'Le scaffalature portano una targa con il carico massimo ammesso per ripiano.',
    'Il responsabile della logistica verifica le targhe ogni sei mesi con un registro firmato.',
  ],
  [
    "In caso d'incendio il punto di raccolta è il parcheggio nord, accanto alla pesa.",
    'Gli estintori sono revisionati dalla ditta Rossi Antincendio ogni semestre.',
  ],
];
const answer = (part: number) =>
  (SAID[part] ?? []).map((text, i) => ({ text: `${text} ${'Si ripete per chiarezza: '.repeat(12)}${text}`, start: i * 2, end: i * 2 + 2 }));

let fake: Awaited<ReturnType<typeof startFakeTranscription>>;
let t: TestApp;
let cookie: string;
let agentId: string;
// Part 1 fails once (retried); a file named 'guasto' makes part 1 fail every time.
let alwaysFail = false;

beforeAll(async () => {
  fake = await startFakeTranscription({
    answer,
    fail: (part, attempt) => (part === 1 && (alwaysFail || attempt === 1) ? 503 : null),
  });
  t = await createTestApp({ TRANSCRIPTION_BASE_URL: fake.baseUrl, TRANSCRIPTION_SEGMENT_SECONDS: '4' });
  const owner = await createAccountWithOwner(t.ctx.db);
  cookie = await signIn(t, owner);
  agentId = (await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id })).id;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('long audio and video', () => {
  it(
    'sends the speech of a video as compact mono segments in order, retries a failed one, and keeps the time ranges',
    { timeout: SLOW_TEST_MS },
    async () => {
      const video = makeMedia('mp4', 10);
      const res = await upload(t, cookie, agentId, { name: 'webinar.mp4', data: video, type: 'video/mp4' });
      expect(res.statusCode).toBe(201);
      const doc = await waitForDocument(t, res.json().id, undefined, SLOW_POLLS);
      expect(doc).toMatchObject({ status: 'processed', error: null, stepsDone: null });

      // Three parts of at most 4 s (10 s of video), part 1 twice (503 then 200), in order, each as speech MP3.
      expect(fake.received.map((r) => r.name)).toEqual([
        'segmento-0000.mp3',
        'segmento-0001.mp3',
        'segmento-0001.mp3',
        'segmento-0002.mp3',
      ]);
      for (const segment of fake.received) {
        expect(segment).toMatchObject({
          type: 'audio/mpeg',
          model: 'whisper-1',
          responseFormat: 'verbose_json',
          granularity: 'segment',
          language: 'it',
          mono: true,
          sampleRate: 16_000,
        });
        // 32 kbit/s: 4 s of speech is about 16 KB, whatever the video weighed.
        expect(segment.size).toBeLessThan(4 * 4000 * 1.5);
      }

      const body = (
        await t.request({ method: 'GET', url: `/api/agents/${agentId}/documents/${doc.id}/text`, cookie })
      ).json() as DocumentText;
      expect(body.text).toContain('Benvenuti al webinar');
      expect(body.text.indexOf('Benvenuti')).toBeLessThan(body.text.indexOf('parcheggio nord'));
      expect(body.passages.length).toBeGreaterThan(1);
      expect(body.passages[0]).toMatchObject({ startMs: 0, page: null, paragraph: null });
      expect(body.passages.at(-1)!.endMs).toBeGreaterThanOrEqual(9_000);

      // A hit on what was said in the last part cites its time range.
      const hits = await t.request({
        method: 'POST',
        url: `/api/agents/${agentId}/retrieval-test`,
        cookie,
        payload: { query: 'dove è il punto di raccolta in caso di incendio?', topK: 1 },
      });
      const [hit] = hits.json().results;
      expect(hit).toMatchObject({ documentId: doc.id, page: null });
      expect(hit.startMs).toBeGreaterThanOrEqual(4_000);
      expect(hit.endMs).toBeGreaterThan(hit.startMs);
    },
  );

  it('reports progress as segments done of the total, in order', { timeout: SLOW_TEST_MS }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'progress-'));
    const file = path.join(dir, 'lezione.wav');
    writeFileSync(file, makeMedia('wav', 10));
    const reports: Progress[] = [];
    try {
      const transcript = await transcribeMedia(
        t.config,
        file,
        async (progress) => void reports.push(progress),
        new AbortController().signal,
      );
      expect(transcript.text).toContain('Gli estintori sono revisionati');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(reports.map((r) => r.steps)).toEqual([0, 1, 2, 3].map((done) => ({ done, total: 3 })));
    expect(reports.at(-1)!.done).toBe(1);
  });

  it('fails the document with an Italian reason only after the retries of a segment', { timeout: SLOW_TEST_MS }, async () => {
    alwaysFail = true;
    try {
      const before = fake.received.length;
      const res = await upload(t, cookie, agentId, { name: 'chiamata.wav', data: makeMedia('wav', 6), type: 'audio/wav' });
      const doc = await waitForDocument(t, res.json().id, undefined, SLOW_POLLS);
      expect(doc.status).toBe('error');
      expect(doc.error).toBe(segmentFailed(2, 2, SEGMENT_ATTEMPTS, false));
      expect(fake.received.slice(before).map((r) => r.name)).toEqual([
        'segmento-0000.mp3',
        ...Array.from({ length: SEGMENT_ATTEMPTS }, () => 'segmento-0001.mp3'),
      ]);
    } finally {
      alwaysFail = false;
    }
  });

  it(
    'leaves audio waiting without a service, and processes it once one is configured, without a new upload',
    { timeout: SLOW_TEST_MS },
    async () => {
      const plain = await createTestApp();
      try {
        const owner = await createAccountWithOwner(plain.ctx.db);
        const ownerCookie = await signIn(plain, owner);
        const agent = await createAgent(plain.ctx.db, { accountId: owner.accountId, userId: owner.id });
        const res = await upload(plain, ownerCookie, agent.id, { name: 'riunione.wav', data: makeMedia('wav', 3), type: 'audio/wav' });
        expect((await waitForDocument(plain, res.json().id, undefined, SLOW_POLLS)).status).toBe('transcription_not_configured');

        // The server starts again, now with a transcription service, on the same data.
        await plain.ctx.jobs.stop();
        const configured = await createAppContext(
          { ...plain.config, TRANSCRIPTION_BASE_URL: fake.baseUrl, TRANSCRIPTION_SEGMENT_SECONDS: 4 },
          { database: plain.ctx.database },
        );
        try {
          const doc = await waitForDocument(plain, res.json().id, ['processed', 'error'], SLOW_POLLS);
          expect(doc).toMatchObject({ status: 'processed', error: null });
          expect(doc.content).toContain('Benvenuti al webinar');
        } finally {
          for (const close of configured.onClose) await close();
        }
      } finally {
        await plain.close();
      }
    },
  );
});
