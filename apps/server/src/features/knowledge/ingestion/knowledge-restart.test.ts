import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createAccountWithOwner, createAgent } from '../../../test/factories.js';
import { signIn } from '../../../test/sign-in.js';
import { upload, waitForDocument } from '../../../test/knowledge-uploads.js';
import { createAppContext } from '../../../bootstrap.js';
import { agentDocuments } from '../../../db/schema/documents.js';
import { makeMedia } from '../../../test/media-files.js';

/**
 * A stand-in for an OpenAI-compatible transcription service on a real local socket. It can hold requests
 * open, which lets the test stop the worker while a job is really in the middle of its work.
 */
function fakeTranscriptionServer() {
  let hold = true;
  let arrived: () => void = () => undefined;
  const firstRequest = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const bodies: string[] = [];
  const server = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => {
      bodies.push(`${req.method} ${req.url} ${req.headers['content-type']}\n${Buffer.concat(parts).toString('latin1')}`);
      arrived();
      if (hold) return; // never answers: the job stays in flight
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ text: "Riunione di lunedì: il budget dell'anno è approvato all'unanimità." }));
    });
  });
  return {
    server,
    bodies,
    firstRequest,
    release: () => {
      hold = false;
    },
    listen: () => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port))),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const fake = fakeTranscriptionServer();
let t: TestApp;
beforeAll(async () => {
  const port = await fake.listen();
  t = await createTestApp({ TRANSCRIPTION_BASE_URL: `http://127.0.0.1:${port}/v1`, TRANSCRIPTION_API_KEY: 'sk-test' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('a restart in the middle of processing', () => {
  it('loses no document: the next start picks it up and finishes it', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id });
    const cookie = await signIn(t, owner);
    const res = await upload(t, cookie, agent.id, { name: 'riunione.wav', data: makeMedia('wav', 2), type: 'audio/wav' });
    expect(res.statusCode).toBe(201);
    // A video queued behind it: still 'In attesa' when the worker stops, it must be picked up too.
    const video = await upload(t, cookie, agent.id, { name: 'presentazione.mp4', data: makeMedia('mp4', 2), type: 'video/mp4' });
    expect(video.statusCode).toBe(201);
    expect(video.json()).toMatchObject({ fileType: 'video/mp4', status: 'pending' });

    await fake.firstRequest;
    expect(fake.bodies[0]).toMatch(/^POST \/v1\/audio\/transcriptions multipart\/form-data/);
    expect(fake.bodies[0]).toContain('whisper-1');
    const [during] = await t.ctx.db.select().from(agentDocuments).where(eq(agentDocuments.id, res.json().id));
    expect(during!.status).toBe('processing');

    // The worker stops mid-job (as on a crash or deploy): the document must not end in error.
    await t.ctx.jobs.stop();
    const [stopped] = await t.ctx.db.select().from(agentDocuments).where(eq(agentDocuments.id, res.json().id));
    expect(stopped!.status).toBe('processing');

    // A new start on the same database.
    fake.release();
    const restarted = await createAppContext(t.config, { database: t.ctx.database });
    try {
      const doc = await waitForDocument(t, res.json().id);
      expect(doc.status).toBe('processed');
      expect(doc.content).toBe("Riunione di lunedì: il budget dell'anno è approvato all'unanimità.");
      expect(await waitForDocument(t, video.json().id)).toMatchObject({
        status: 'processed',
        content: "Riunione di lunedì: il budget dell'anno è approvato all'unanimità.",
      });
      // The video's speech went as compact audio, not the video itself.
      expect(fake.bodies.filter((body) => body.includes('segmento-0000.mp3') && body.includes('audio/mpeg'))).toHaveLength(
        fake.bodies.length,
      );
    } finally {
      for (const close of restarted.onClose) await close();
    }
  });
});
