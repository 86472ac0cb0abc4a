import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AVATAR_TOO_LARGE } from '@app/shared/i18n/profile';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createAccountWithOwner, createAgent } from '../test/factories.js';
import { signIn } from '../test/sign-in.js';

/**
 * Issue 33: an upload refused from its declared length (ADR 0118) is answered while the client is still sending.
 * Closing the socket at once made the client's system reset the connection and drop the answer it had not read yet
 * (Node's fetch failed with EPIPE in about one try of three). The server now lingers after the answer (ADR 0140):
 * every refusal arrives. The uploads are sent by Node's fetch from another thread, with its own event loop, as a
 * real client would: in this thread the server and the client would take turns and never race.
 */
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ MAX_UPLOAD_MB: '1' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t.close());

const CLIENT = `
const { parentPort, workerData: { url, cookie, field, fileName, megabytes, tries } } = require('node:worker_threads');
(async () => {
  const file = new Blob([Buffer.alloc(megabytes * 1024 * 1024, 1)], { type: 'application/octet-stream' });
  const outcomes = [];
  for (let i = 0; i < tries; i += 1) {
    const form = new FormData();
    form.append(field, file, fileName);
    try {
      const res = await fetch(url, { method: 'POST', body: form, headers: { cookie, origin: new URL(url).origin } });
      outcomes.push(res.status + ' ' + (await res.json()).message);
    } catch (error) {
      outcomes.push('lost: ' + (error.cause?.code ?? String(error)));
    }
  }
  parentPort.postMessage(outcomes);
})();
`;

function uploadFromAnotherThread(args: {
  path: string;
  cookie: string;
  field: string;
  fileName: string;
  megabytes: number;
  tries: number;
}) {
  return new Promise<string[]>((resolve, reject) => {
    const worker = new Worker(CLIENT, { eval: true, workerData: { ...args, url: `${base}${args.path}` } });
    worker.once('message', (outcomes: string[]) => void worker.terminate().then(() => resolve(outcomes)));
    worker.once('error', reject);
  });
}

it('answers 50 avatar uploads of 12 MB sent with fetch with their 413, none lost', async () => {
  const owner = await createAccountWithOwner(t.ctx.db);
  const cookie = await signIn(t, owner);
  const outcomes = await uploadFromAnotherThread({
    path: '/api/profile/avatar',
    cookie,
    field: 'image',
    fileName: 'foto.png',
    megabytes: 12,
    tries: 50,
  });
  expect(outcomes).toHaveLength(50);
  expect(outcomes.filter((outcome) => outcome !== `413 ${AVATAR_TOO_LARGE}`)).toEqual([]);
});

// Each refused 40 MB document still carries the 16 MB the server drains (ADR 0140): about 0.4 s on a quiet machine,
// twice that or more while the rest of the suite runs. 20 tries still catch the lost answer of one try in three
// (missed with a chance of (2/3)^20, 0.03%); the own time limit is a hang guard, not a measure.
it('answers 20 document uploads of 40 MB, past what the server drains, with their 413, none lost', { timeout: 120_000 }, async () => {
  const owner = await createAccountWithOwner(t.ctx.db);
  const agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id });
  const cookie = await signIn(t, owner);
  const outcomes = await uploadFromAnotherThread({
    path: `/api/agents/${agent.id}/documents`,
    cookie,
    field: 'file',
    fileName: 'manuale.txt',
    megabytes: 40,
    tries: 20,
  });
  expect(outcomes).toHaveLength(20);
  expect(outcomes.filter((outcome) => outcome !== '413 Il file supera la dimensione massima di 1 MB.')).toEqual([]);
  // The server still answers on a new connection.
  expect((await fetch(`${base}/api/health`)).status).toBe(200);
});
