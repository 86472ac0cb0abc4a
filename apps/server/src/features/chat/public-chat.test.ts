import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { CHAT_MESSAGES } from '@app/shared/i18n/chat';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent } from '../../test/factories.js';
import { conversations, messages } from '../../db/schema/chat.js';
import { countMonthlyReplies } from '../account/account-usage.js';
import { addProcessedDocument, answerOf, multipart } from './test-support/chat-fixtures.js';
import { RATE_LIMITS } from '../../rate-limit/limits.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;
let agent: Awaited<ReturnType<typeof createAgent>>;
let address = 0;
/** Each test speaks from its own client address, so the per-visitor limit of one test does not leak into another. */
const nextAddress = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createAccountWithOwner(t.ctx.db);
  agent = await createAgent(t.ctx.db, {
    accountId: owner.accountId,
    userId: owner.id,
    name: 'Sportello Comune',
    instructions: 'ISTRUZIONE SEGRETA: rispondi solo sui tributi.',
  });
  await addProcessedDocument(t.ctx.db, {
    accountId: owner.accountId,
    agentId: agent.id,
    fileName: 'tari.txt',
    pages: ['La TARI si paga in due rate, a maggio e a novembre.'],
  });
});
afterAll(async () => {
  await t.close();
});

const post = (agentId: string, payload: object, remoteAddress = nextAddress()) =>
  t.request({ method: 'POST', url: `/api/public/agents/${agentId}/messages`, payload, remoteAddress });

describe('public chat without login', () => {
  it("shows only the agent's name, state and look, nothing of its instructions", async () => {
    const res = await t.request({ method: 'GET', url: `/api/public/agents/${agent.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: agent.id,
      name: 'Sportello Comune',
      active: true,
      notice: null,
      // Issue 34: the agent's 'Aspetto' (the app's own accent until one is chosen).
      appearance: { welcomeMessage: '', suggestedQuestions: [], color: '#4f46e5', textColor: '#ffffff', avatarUrl: '' },
      // Issue 48: the languages its visitors may read, all five by default.
      languages: ['it', 'en', 'de', 'fr', 'es'],
    });
    expect(res.body).not.toContain('SEGRETA');
    expect((await t.request({ method: 'GET', url: `/api/public/agents/${randomUUID()}` })).statusCode).toBe(404);
  });

  it('answers a visitor, stores the conversation on the public channel, and counts toward the monthly messages', async () => {
    const before = await countMonthlyReplies(t.ctx.db, owner.accountId);
    const visitorId = randomUUID();
    const res = await post(agent.id, { text: 'Quando si paga la TARI?', visitorId });
    expect(res.statusCode).toBe(200);
    const { text, done } = answerOf(res.body);
    expect(text).toContain('La TARI si paga in due rate');
    expect(done!.message.sources[0]!.file).toBe('Tari');
    expect(res.body).not.toContain('SEGRETA');
    const [conversation] = await t.ctx.db.select().from(conversations).where(eq(conversations.id, done!.message.conversationId));
    expect(conversation).toMatchObject({ channel: 'public', visitorId, userId: null, accountId: owner.accountId });
    expect(await countMonthlyReplies(t.ctx.db, owner.accountId)).toBe(before + 1);

    const history = await t.request({
      method: 'GET',
      url: `/api/public/agents/${agent.id}/conversations/${conversation!.id}?visitorId=${visitorId}`,
    });
    expect(history.json().messages.map((m: { sender: string }) => m.sender)).toEqual(['user', 'agent']);
    // Another browser cannot read or continue it.
    const intruder = randomUUID();
    expect(
      (await t.request({ method: 'GET', url: `/api/public/agents/${agent.id}/conversations/${conversation!.id}?visitorId=${intruder}` }))
        .statusCode,
    ).toBe(404);
    expect((await post(agent.id, { text: 'e poi?', visitorId: intruder, conversationId: conversation!.id })).statusCode).toBe(404);
  });

  it('lets the visitor rate answers of their own conversation only', async () => {
    const visitorId = randomUUID();
    const { done } = answerOf((await post(agent.id, { text: 'TARI rate?', visitorId })).body);
    const rate = (who: string, rating: number) =>
      t.request({
        method: 'PUT',
        url: `/api/public/agents/${agent.id}/messages/${done!.message.id}/rating`,
        payload: { rating, visitorId: who },
      });
    expect((await rate(visitorId, 1)).statusCode).toBe(200);
    expect((await t.ctx.db.select().from(messages).where(eq(messages.id, done!.message.id)))[0]!.rating).toBe(1);
    expect((await rate(randomUUID(), -1)).statusCode).toBe(404);
    expect((await t.ctx.db.select().from(messages).where(eq(messages.id, done!.message.id)))[0]!.rating).toBe(1);
  });

  it('answers a deactivated agent with the polite message and calls no model, storing nothing', async () => {
    const off = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'In pausa', status: 'Disattivato' });
    const info = (await t.request({ method: 'GET', url: `/api/public/agents/${off.id}` })).json();
    expect(info).toMatchObject({ id: off.id, name: 'In pausa', active: false, notice: CHAT_MESSAGES.agentInactive });
    const res = await post(off.id, { text: 'ciao', visitorId: randomUUID() });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Questo agente al momento non è attivo. Ti invitiamo a riprovare più tardi, grazie per la pazienza.');
    expect(await t.ctx.db.select().from(messages).where(eq(messages.agentId, off.id))).toEqual([]);
  });

  it("tells a visitor politely when the account's plan ended, without exposing billing", async () => {
    const expired = await createAccountWithOwner(t.ctx.db, { trialEndsAt: new Date(Date.now() - 1000) });
    const expiredAgent = await createAgent(t.ctx.db, { accountId: expired.accountId, userId: expired.id });
    const res = await post(expiredAgent.id, { text: 'ciao', visitorId: randomUUID() });
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe(CHAT_MESSAGES.publicUnavailable);
  });

  it("refuses a visitor's attachment on a Base plan agent without naming plans, storing nothing", async () => {
    const base = await createAccountWithOwner(t.ctx.db, { plan: 'base', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
    const baseAgent = await createAgent(t.ctx.db, { accountId: base.accountId, userId: base.id });
    const body = multipart({ text: 'leggi', visitorId: randomUUID() }, { name: 'note.txt', type: 'text/plain', data: Buffer.from('ciao') });
    const res = await t.request({
      method: 'POST',
      url: `/api/public/agents/${baseAgent.id}/messages`,
      remoteAddress: nextAddress(),
      ...body,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(CHAT_MESSAGES.publicAttachmentsOff);
    expect(await t.ctx.db.select().from(messages).where(eq(messages.agentId, baseAgent.id))).toEqual([]);
  });

  it('validates input: visitor id, empty text', async () => {
    const noVisitor = await post(agent.id, { text: 'ciao' });
    expect(noVisitor.statusCode).toBe(400);
    expect(noVisitor.json().message).toBe('Visitatore non valido.');
    const empty = await post(agent.id, { text: '', visitorId: randomUUID() });
    expect(empty.json().message).toBe(CHAT_MESSAGES.empty);
  });
});

describe('public chat rate limits', () => {
  it(`allows ${RATE_LIMITS.publicChatVisitor.max} messages a minute per visitor, then 429 in Italian; other visitors go on`, async () => {
    const ip = nextAddress();
    const visitorId = randomUUID();
    const before = (
      await t.ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(messages)
        .where(eq(messages.agentId, agent.id))
    )[0]!.n;
    for (let i = 0; i < RATE_LIMITS.publicChatVisitor.max; i++) {
      // Empty messages are refused (400) but still count: the limit protects the server, not the quota.
      expect((await post(agent.id, { text: '', visitorId }, ip)).statusCode).toBe(400);
    }
    const limited = await post(agent.id, { text: 'TARI?', visitorId }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(CHAT_MESSAGES.publicRateLimited);
    // A new visitor id from the same address does not escape the limit.
    expect((await post(agent.id, { text: 'TARI?', visitorId: randomUUID() }, ip)).statusCode).toBe(429);
    expect(
      (
        await t.ctx.db
          .select({ n: sql<number>`count(*)::int` })
          .from(messages)
          .where(eq(messages.agentId, agent.id))
      )[0]!.n,
    ).toBe(before);
    expect((await post(agent.id, { text: 'TARI?', visitorId }, nextAddress())).statusCode).toBe(200);
  });

  it(`allows ${RATE_LIMITS.publicChatAgent.max} messages a minute per agent across visitors`, async () => {
    const busy = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Molto richiesto' });
    for (let i = 0; i < RATE_LIMITS.publicChatAgent.max; i++) {
      expect((await post(busy.id, { text: '', visitorId: randomUUID() })).statusCode).toBe(400);
    }
    const limited = await post(busy.id, { text: 'ciao', visitorId: randomUUID() });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(CHAT_MESSAGES.agentRateLimited);
    expect((await post(agent.id, { text: 'TARI?', visitorId: randomUUID() })).statusCode).toBe(200);
  });
});
