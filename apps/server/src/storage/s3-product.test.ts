import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createAccountWithOwner, createAgent } from '../test/factories.js';
import { signIn } from '../test/sign-in.js';
import { upload, waitForDocument } from '../test/knowledge-uploads.js';
import { startS3Server } from '../test/s3-server.js';
import { isStored } from '../test/stored-files.js';
import { italianParagraphs, makePdf } from '../test/knowledge-files.mjs';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let t: TestApp;

beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp(s3.env);
});
afterAll(async () => {
  await t.close();
  await s3.stop();
});

it('with STORAGE_DRIVER=s3 a document is stored in the bucket, processed from there, searched, and deleted from it', async () => {
  const owner = await createAccountWithOwner(t.ctx.db);
  const cookie = await signIn(t, owner);
  const agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id });
  const paragraphs = italianParagraphs(6, 4);
  const res = await upload(t, cookie, agent.id, { name: 'listino-s3.pdf', data: makePdf([paragraphs.slice(0, 3), paragraphs.slice(3)]) });
  expect(res.statusCode).toBe(201);
  const doc = await waitForDocument(t, res.json().id);
  expect(doc.status).toBe('processed');
  expect(doc.filePath.startsWith(`${owner.accountId}/`)).toBe(true);
  expect(await isStored(t.ctx.storage, doc.filePath)).toBe(true);

  const found = await t.request({
    method: 'POST',
    url: `/api/agents/${agent.id}/retrieval-test`,
    cookie,
    payload: { query: paragraphs[4]!.split(' ').slice(0, 8).join(' '), topK: 3 },
  });
  expect(found.statusCode).toBe(200);
  expect(found.json().results[0]).toMatchObject({ file: 'listino-s3.pdf', page: 2 });

  const deleted = await t.request({ method: 'DELETE', url: `/api/agents/${agent.id}/documents/${doc.id}`, cookie });
  expect(deleted.statusCode).toBe(200);
  expect(await isStored(t.ctx.storage, doc.filePath)).toBe(false);
});

it('with STORAGE_DRIVER=s3 the readiness check reaches the bucket', async () => {
  const ready = await t.request({ method: 'GET', url: '/api/ready' });
  expect(ready.statusCode).toBe(200);
  expect(ready.json()).toEqual({ status: 'ready', database: 'ok', storage: 'ok' });
});

it('an instance whose bucket is unreachable is alive but not ready, and says which dependency fails', async () => {
  const broken = await createTestApp({ ...s3.env, S3_BUCKET: 'secchio-inesistente' });
  try {
    expect((await broken.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const ready = await broken.request({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not_ready', message: 'Servizio non pronto.', database: 'ok', storage: 'error' });
  } finally {
    await broken.close();
  }
});
