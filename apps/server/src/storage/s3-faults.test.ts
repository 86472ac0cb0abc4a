import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MESSAGES } from '@app/shared/i18n/common';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createAccountWithOwner, createAgent } from '../test/factories.js';
import { signIn } from '../test/sign-in.js';
import { multipart, upload, waitForDocument } from '../test/knowledge-uploads.js';
import { startS3Server } from '../test/s3-server.js';
import { italianParagraphs, makePdf } from '../test/knowledge-files.mjs';
import { agentDocuments } from '../db/schema/documents.js';
import { sessions } from '../db/schema/auth.js';

/**
 * Issue 33 with the S3-protocol stand-in: account deletion leaves nothing of the account in the bucket, and a bucket
 * that cannot be reached answers an upload with an Italian 503, keeping no document row (ADR 0161).
 */
let s3: Awaited<ReturnType<typeof startS3Server>>;
let t: TestApp;

beforeAll(async () => {
  s3 = await startS3Server('agenti-cancellazione');
  t = await createTestApp(s3.env);
});
afterAll(async () => {
  await t.close();
  await s3.stop();
});

/** Every key in the bucket, listed through the S3 protocol (ListObjectsV2), page after page. */
async function bucketKeys(): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const query = new URLSearchParams({ 'list-type': '2', ...(token ? { 'continuation-token': token } : {}) });
    const xml = await (await fetch(`${s3.endpoint}/${s3.bucket}?${query}`)).text();
    keys.push(...[...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1]!));
    token = xml.match(/<NextContinuationToken>([^<]+)<\/NextContinuationToken>/)?.[1];
  } while (token);
  return keys;
}

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function accountWithFiles() {
  const owner = await createAccountWithOwner(t.ctx.db);
  const cookie = await signIn(t, owner);
  const agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id });
  const paragraphs = italianParagraphs(4, 9);
  const uploaded = await upload(t, cookie, agent.id, { name: 'regolamento.pdf', data: makePdf([paragraphs]) });
  expect(uploaded.statusCode).toBe(201);
  expect((await waitForDocument(t, uploaded.json().id)).status).toBe('processed');
  const avatar = multipart({ name: 'foto.png', data: PNG, type: 'image/png' });
  const res = await t.request({ method: 'POST', url: '/api/profile/avatar', cookie, payload: avatar.payload, headers: avatar.headers });
  expect(res.statusCode).toBe(200);
  return { owner, cookie, agent };
}

it("deleting an account removes every file of it from the bucket (documents and avatar) and nothing of another account's", async () => {
  const other = await accountWithFiles();
  const doomed = await accountWithFiles();
  const mine = (keys: string[], accountId: string) => keys.filter((key) => key.includes(accountId));
  const before = await bucketKeys();
  // The document and the avatar of each account are in the bucket.
  expect(mine(before, doomed.owner.accountId).length).toBeGreaterThanOrEqual(2);
  expect(mine(before, other.owner.accountId).length).toBeGreaterThanOrEqual(2);

  // Account deletion asks for a sign-in older than a moment ago to be confirmed with the password.
  await t.ctx.db
    .update(sessions)
    .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
    .where(eq(sessions.userId, doomed.owner.id));
  const deleted = await t.request({
    method: 'POST',
    url: '/api/profile/delete',
    cookie: doomed.cookie,
    payload: { confirmation: 'CANCELLA', password: doomed.owner.password },
  });
  expect(deleted.statusCode).toBe(200);

  const after = await bucketKeys();
  expect(mine(after, doomed.owner.accountId)).toEqual([]);
  expect(mine(after, other.owner.accountId).sort()).toEqual(mine(before, other.owner.accountId).sort());
});

it('a bucket that cannot be reached: the upload answers an Italian 503 with Retry-After, and no document row is kept', async () => {
  // The same settings with the S3 server's address where nothing listens (port 9, discard: closed here).
  const down = await createTestApp({ ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:9' });
  try {
    const owner = await createAccountWithOwner(down.ctx.db);
    const cookie = await signIn(down, owner);
    const agent = await createAgent(down.ctx.db, { accountId: owner.accountId, userId: owner.id });
    const res = await upload(down, cookie, agent.id, { name: 'listino.pdf', data: makePdf([italianParagraphs(2, 3)]) });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: MESSAGES.unavailable, code: 'SERVICE_UNAVAILABLE', requestId: res.headers['x-request-id'] });
    expect(res.headers['retry-after']).toBe('5');
    expect(await down.ctx.db.select().from(agentDocuments).where(eq(agentDocuments.agentId, agent.id))).toEqual([]);
    // The readiness check says why.
    const ready = await down.request({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ database: 'ok', storage: 'error' });
  } finally {
    await down.close();
  }
});
