import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PROVIDER_FAILING_MESSAGES } from '@app/shared/i18n/dashboard';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { signInSuperAdmin } from '../../test/sign-in-super-admin.js';
import { agents } from '../../db/schema/agents.js';
import { devMailbox } from '../../db/schema/platform.js';
import { FALLBACK_HEADER, VISITOR_HEADER } from '../../llm/offline-responder.js';
import { addProcessedDocument, answerOf } from './test-support/chat-fixtures.js';
import { startFakeLlmServer, type FakeLlmServer } from './test-support/fake-llm-server.js';

/**
 * Issue 33: a model provider that fails (an HTTP error, an address nobody answers) no longer leaves visitors without
 * an answer: they get the offline, document-based one, marked as such; the owner is told once (an e-mail and the
 * dashboard's notice) until the provider answers again; the operator's back office shows the failing key. The fake
 * provider speaks OpenAI's protocol on a local socket.
 */
let t: TestApp;
let fake: FakeLlmServer;
let closedBaseUrl: string;
let superAdminCookie: string;
let address = 0;
const nextAddress = () => `10.133.${Math.floor(++address / 250)}.${address % 250}`;

beforeAll(async () => {
  fake = await startFakeLlmServer();
  // An address where nothing listens: a port taken, then given back.
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedBaseUrl = `http://127.0.0.1:${(probe.address() as AddressInfo).port}/v1`;
  await new Promise((resolve) => probe.close(resolve));
  t = await createTestApp({ LLM_ALLOW_PRIVATE_BASE_URL: 'true', RATE_LIMIT_DISABLED: 'true' });
  superAdminCookie = await signInSuperAdmin(t, await createUser(t.ctx.db, { accountId: null, role: 'super_admin' }));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function addKey(name: string, baseUrl: string): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/api/super-admin/api-keys',
    cookie: superAdminCookie,
    payload: { name, apiKey: `sk-${name.toLowerCase()}-12345678`, baseUrl, model: 'modello-prova' },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ apiKey: { id: string } }>().apiKey.id;
}

async function shop(apiKeyId: string) {
  const owner = await createAccountWithOwner(t.ctx.db);
  const agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Ferramenta' });
  await t.ctx.db.update(agents).set({ apiKeyId }).where(eq(agents.id, agent.id));
  await addProcessedDocument(t.ctx.db, {
    accountId: owner.accountId,
    agentId: agent.id,
    fileName: 'orari.txt',
    pages: ['Il negozio apre dal lunedì al sabato alle nove del mattino.'],
  });
  return { owner, agent, cookie: await signIn(t, owner) };
}

const askPublic = async (agentId: string) => {
  const res = await t.request({
    method: 'POST',
    url: `/api/public/agents/${agentId}/messages`,
    payload: { text: 'A che ora apre il negozio?', visitorId: randomUUID() },
    remoteAddress: nextAddress(),
  });
  expect(res.statusCode).toBe(200);
  return answerOf(res.body);
};
const warnings = (to: string) =>
  t.ctx.db
    .select()
    .from(devMailbox)
    .where(and(eq(devMailbox.to, to), eq(devMailbox.subject, PROVIDER_FAILING_MESSAGES.emailSubject)));
const dashboard = async (cookie: string) => (await t.request({ method: 'GET', url: '/api/dashboard', cookie })).json();
const backOfficeKey = async (id: string) =>
  (await t.request({ method: 'GET', url: '/api/super-admin/api-keys', cookie: superAdminCookie }))
    .json<{ apiKeys: { id: string; failingAccounts: number; lastFailure: string | null }[] }>()
    .apiKeys.find((key) => key.id === id)!;

describe('a model provider that fails', () => {
  it('unreachable: visitors get the offline answer, marked; the owner is told once; the back office shows the key', async () => {
    const keyId = await addKey('Irraggiungibile', closedBaseUrl);
    const { owner, agent, cookie } = await shop(keyId);
    for (let i = 0; i < 2; i += 1) {
      const { text, done, error } = await askPublic(agent.id);
      expect(error).toBeUndefined();
      // Visitors read an honest label, not the configuration (issue 44); the owner's review reads the reason.
      expect(text.startsWith(`${VISITOR_HEADER}\n\n`)).toBe(true);
      expect(text).toContain('Il negozio apre dal lunedì al sabato alle nove del mattino.');
      expect(done!.message.sources[0]).toMatchObject({ file: 'Orari' });
      const review = await t.request({ method: 'GET', url: `/api/analytics/conversations/${done!.message.conversationId}`, cookie });
      expect(review.json().messages[1].text).toBe(FALLBACK_HEADER + text.slice(VISITOR_HEADER.length));
    }
    const mails = await warnings(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(PROVIDER_FAILING_MESSAGES.emailParagraphs[0]);
    expect((await dashboard(cookie)).providerFailing).toMatchObject({ failures: 2 });
    expect(await backOfficeKey(keyId)).toMatchObject({ failingAccounts: 1, lastFailure: expect.any(String) });

    // A member with role user does not get the notice; another account, whose provider works, has none.
    const user = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
    expect((await dashboard(await signIn(t, user))).providerFailing).toBeNull();
    const other = await shop(await addKey('Funzionante', fake.baseUrl));
    expect((await askPublic(other.agent.id)).done!.message.text).toBe('Risposta del modello di prova.');
    expect((await dashboard(other.cookie)).providerFailing).toBeNull();
    // The back office's list is the operator's only.
    expect((await t.request({ method: 'GET', url: '/api/super-admin/api-keys', cookie })).statusCode).toBe(403);
  });

  it('an HTTP error: offline answer; once the provider answers again the notice goes, and a new failure is told again', async () => {
    const keyId = await addKey('Intermittente', fake.baseUrl);
    const { owner, agent, cookie } = await shop(keyId);
    fake.enqueue({ kind: 'http-error', status: 503 });
    expect((await askPublic(agent.id)).text.startsWith(VISITOR_HEADER)).toBe(true);
    expect(await warnings(owner.email)).toHaveLength(1);

    expect((await askPublic(agent.id)).done!.message.text).toBe('Risposta del modello di prova.');
    expect((await dashboard(cookie)).providerFailing).toBeNull();
    expect(await backOfficeKey(keyId)).toMatchObject({ failingAccounts: 0, lastFailure: null });

    fake.enqueue({ kind: 'http-error', status: 401 });
    expect((await askPublic(agent.id)).text.startsWith(VISITOR_HEADER)).toBe(true);
    expect(await warnings(owner.email)).toHaveLength(2);
  });
});
