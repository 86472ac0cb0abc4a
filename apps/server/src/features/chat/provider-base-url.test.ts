import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CHAT_MESSAGES } from '@app/shared/i18n/chat';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { agents } from '../../db/schema/agents.js';
import { messages } from '../../db/schema/chat.js';
import { apiKeys } from '../../db/schema/platform.js';
import { newId } from '../../db/ids.js';
import { encryptApiKey } from '../api-keys/api-key-crypto.js';
import { countMonthlyReplies } from '../account/account-usage.js';
import { answerOf } from './test-support/chat-fixtures.js';
import { startFakeLlmServer, type FakeLlmServer } from './test-support/fake-llm-server.js';

/**
 * ADR 0051 / 0053 on the chat path: a provider base URL stored with a key is called only if it is not a private or
 * loopback address, unless LLM_ALLOW_PRIVATE_BASE_URL is true; LLM_BASE_URL (the operator's environment) is trusted.
 * The fake provider listens on 127.0.0.1, so it stands for a model inside the server's own network.
 */
let fake: FakeLlmServer;
beforeAll(async () => {
  fake = await startFakeLlmServer();
});
afterAll(async () => {
  await fake.close();
});

async function agentWithStoredKey(t: TestApp) {
  const owner = await createAccountWithOwner(t.ctx.db);
  const keyId = newId();
  await t.ctx.db.insert(apiKeys).values({
    id: keyId,
    name: 'Modello interno',
    encryptedValue: encryptApiKey(t.config.AUTH_SECRET, 'sk-interna-5678'),
    hint: 'sk-i...5678',
    baseUrl: fake.baseUrl,
    model: 'modello-interno',
  });
  const keyed = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id });
  await t.ctx.db.update(agents).set({ apiKeyId: keyId }).where(eq(agents.id, keyed.id));
  const plain = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id });
  const cookie = await signIn(t, owner);
  const ask = (agentId: string) =>
    t.request({ method: 'POST', url: `/api/agents/${agentId}/chat/messages`, cookie, payload: { text: 'Che orari fate?' } });
  return { owner, keyed, plain, ask };
}

describe('a stored provider base URL on a private address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'modello-ambiente', LLM_API_KEY: 'sk-ambiente' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is never called by the chat without LLM_ALLOW_PRIVATE_BASE_URL: Italian error, nothing counted, question kept', async () => {
    const { owner, keyed, ask } = await agentWithStoredKey(t);
    const calls = fake.requests.length;
    const before = await countMonthlyReplies(t.ctx.db, owner.accountId);
    const res = await ask(keyed.id);
    expect(res.statusCode).toBe(200);
    const { error, done } = answerOf(res.body);
    expect(done).toBeUndefined();
    expect(error).toMatchObject({ code: 'PROVIDER_ERROR', message: CHAT_MESSAGES.providerError });
    expect(fake.requests.length).toBe(calls);
    expect(await countMonthlyReplies(t.ctx.db, owner.accountId)).toBe(before);
    const stored = await t.ctx.db
      .select({ sender: messages.sender })
      .from(messages)
      .where(and(eq(messages.agentId, keyed.id), eq(messages.accountId, owner.accountId)));
    expect(stored).toEqual([{ sender: 'user' }]);
  });

  it("still trusts the operator's own LLM_BASE_URL on 127.0.0.1 for an agent without a stored key", async () => {
    const { plain, ask } = await agentWithStoredKey(t);
    const res = await ask(plain.id);
    expect(answerOf(res.body).done?.message.text).toBe('Risposta del modello di prova.');
    expect(fake.requests.at(-1)!.body.model).toBe('modello-ambiente');
    expect(fake.requests.at(-1)!.authorization).toBe('Bearer sk-ambiente');
  });
});

describe('with LLM_ALLOW_PRIVATE_BASE_URL=true', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LLM_ALLOW_PRIVATE_BASE_URL: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('the chat calls the stored base URL with the stored key and model', async () => {
    const { keyed, ask } = await agentWithStoredKey(t);
    const res = await ask(keyed.id);
    expect(answerOf(res.body).done?.message.text).toBe('Risposta del modello di prova.');
    expect(fake.requests.at(-1)!.authorization).toBe('Bearer sk-interna-5678');
    expect(fake.requests.at(-1)!.body.model).toBe('modello-interno');
  });
});
