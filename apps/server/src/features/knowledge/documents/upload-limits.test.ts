import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AVATAR_TOO_LARGE } from '@app/shared/i18n/profile';
import { CHAT_MESSAGES } from '@app/shared/i18n/chat';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createAccountWithOwner, createAgent } from '../../../test/factories.js';
import { signIn } from '../../../test/sign-in.js';
import { agentDocuments } from '../../../db/schema/documents.js';
import { chunked, multipartStart, sendPartially } from '../../../test/partial-request.js';

/**
 * Issue 18: an upload over its limit is refused as soon as that is known (from its declared length, or once the
 * streamed bytes pass the limit), with its Italian message, and the connection is closed so the client reads the
 * refusal at once instead of sending the rest. The body is never sent in full: a server that waited for it would
 * never answer.
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ MAX_UPLOAD_MB: '1' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t.close());

const text = (bytes: number) => Buffer.alloc(bytes, 'Testo del manuale. ');

async function ownerWithAgent() {
  const owner = await createAccountWithOwner(t.ctx.db);
  const agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id });
  return { owner, agent, cookie: await signIn(t, owner) };
}

const documentsOf = (agentId: string) => t.ctx.db.select().from(agentDocuments).where(eq(agentDocuments.agentId, agentId));

describe('uploads over their limit', () => {
  it('refuses a document declared larger than the limit before reading it, and closes the connection', async () => {
    const { agent, cookie } = await ownerWithAgent();
    const { head, partHead } = multipartStart({
      path: `/api/agents/${agent.id}/documents`,
      cookie,
      fileName: 'enorme.txt',
      declaredBytes: 60 * 1024 * 1024,
    });
    const answer = await sendPartially(port, head, Buffer.concat([partHead, text(16 * 1024)]));
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'Il file supera la dimensione massima di 1 MB.' });
    expect(answer.headers).toMatch(/connection: close/i);
    await answer.closed;
    expect(await documentsOf(agent.id)).toHaveLength(0);
  });

  it('refuses a document streamed without a declared length once its bytes pass the limit, keeping nothing', async () => {
    const { agent, cookie } = await ownerWithAgent();
    const { head, partHead } = multipartStart({ path: `/api/agents/${agent.id}/documents`, cookie, fileName: 'flusso.txt' });
    // 64 KB pieces, up to 4 MB: the answer must come once 1 MB has passed, while the client is still sending.
    const answer = await sendPartially(port, head, chunked(partHead), { piece: chunked(text(64 * 1024)), times: 64 });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).message).toBe('Il file supera la dimensione massima di 1 MB.');
    await answer.closed;
    expect(await documentsOf(agent.id)).toHaveLength(0);
    // The server still answers.
    expect((await t.request({ method: 'GET', url: `/api/agents/${agent.id}/documents`, cookie })).statusCode).toBe(200);
  });

  it('refuses an avatar and a chat attachment declared over their limits before reading them', async () => {
    const { agent, cookie } = await ownerWithAgent();
    const avatar = multipartStart({ path: '/api/profile/avatar', cookie, fileName: 'foto.png', declaredBytes: 30 * 1024 * 1024 });
    const refusedAvatar = await sendPartially(port, avatar.head, avatar.partHead);
    expect(refusedAvatar.status).toBe(413);
    expect(JSON.parse(refusedAvatar.body).message).toBe(AVATAR_TOO_LARGE);

    const attachment = multipartStart({
      path: `/api/agents/${agent.id}/chat/messages`,
      cookie,
      fileName: 'allegato.txt',
      declaredBytes: 500 * 1024 * 1024,
    });
    const refusedAttachment = await sendPartially(port, attachment.head, attachment.partHead);
    expect(refusedAttachment.status).toBe(413);
    expect(JSON.parse(refusedAttachment.body).message).toBe(CHAT_MESSAGES.attachmentTooLarge);
  });

  it('still accepts a file within the limit sent with its declared length', async () => {
    const { agent, cookie } = await ownerWithAgent();
    const boundary = '----agentiok';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="piccolo.txt"\r\nContent-Type: text/plain\r\n\r\n`,
      ),
      text(1024 * 1024 - 100),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.request({
      method: 'POST',
      url: `/api/agents/${agent.id}/documents`,
      cookie,
      payload: body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(201);
  });
});
