import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import { HANDOFF_MESSAGES } from '@app/shared/i18n/handoff';
import type { ChatEvent } from '@app/shared/api/chat';
import type { InboxDetail } from '@app/shared/api/handoff';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent, type CreatedUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { conversations, messages } from '../../db/schema/chat.js';
import { handoffRequests } from '../../db/schema/handoff.js';
import { devMailbox } from '../../db/schema/platform.js';
import { newId } from '../../db/ids.js';
import { addProcessedDocument, answerOf, eventsOf } from '../chat/test-support/chat-fixtures.js';
import { startFakeLlmServer, type FakeLlmServer } from '../chat/test-support/fake-llm-server.js';

/**
 * Issue 44: a visitor's message in a conversation a person holds ends its stream (`handoff`, ADR 0213), and any resend
 * of a message (same client message id) stores, e-mails and counts nothing twice, whatever state the conversation is
 * in: the agent answering, held by a person, resolved, the month's limit reached, the model failing.
 */
let fake: FakeLlmServer;
let t: TestApp;
let owner: CreatedUser & { accountId: string };
let cookie: string;
let agent: Awaited<ReturnType<typeof createAgent>>;
let address = 0;
const nextAddress = () => `10.44.${Math.floor(++address / 250)}.${address % 250}`;

beforeAll(async () => {
  fake = await startFakeLlmServer();
  t = await createTestApp({
    LLM_BASE_URL: fake.baseUrl,
    LLM_MODEL: 'modello-prova',
    LLM_API_KEY: 'sk-ambiente',
    LLM_ALLOW_PRIVATE_BASE_URL: 'true',
  });
  owner = await createAccountWithOwner(t.ctx.db, { firstName: 'Olga' });
  cookie = await signIn(t, owner);
  agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Sportello' });
  await addProcessedDocument(t.ctx.db, {
    accountId: owner.accountId,
    agentId: agent.id,
    fileName: 'tari.txt',
    pages: ['La TARI si paga in due rate, a maggio e a novembre.'],
  });
}, 180_000);
afterAll(async () => {
  await t.close();
  await fake.close();
});

const send = (payload: object, agentId = agent.id) =>
  t.request({ method: 'POST', url: `/api/public/agents/${agentId}/messages`, payload, remoteAddress: nextAddress() });
const askPerson = (payload: object, agentId = agent.id) =>
  t.request({
    method: 'POST',
    url: `/api/public/agents/${agentId}/handoff`,
    payload: { name: 'Mario Rossi', email: 'mario.rossi@esempio.it', consent: true, ...payload },
    remoteAddress: nextAddress(),
  });
/** The visitor's messages with this text, as stored. */
const stored = async (text: string) =>
  (
    await t.ctx.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.text, text), eq(messages.sender, 'user')))
  ).length;
/** 'ha scritto di nuovo' e-mails received by `to`. */
const wroteAgainMails = async (to: string) =>
  (
    await t.ctx.db
      .select({ id: devMailbox.id })
      .from(devMailbox)
      .where(and(eq(devMailbox.to, to), like(devMailbox.subject, '%ha scritto di nuovo%')))
  ).length;
const types = (events: ChatEvent[]) => events.map((e) => e.type);
const startOf = (events: ChatEvent[]) => events.find((e): e is Extract<ChatEvent, { type: 'start' }> => e.type === 'start')!;

/** A visitor's conversation a person holds: the request is made before any message (a new, empty conversation). */
async function heldConversation(agentId = agent.id) {
  const visitorId = randomUUID();
  const res = await askPerson({ visitorId }, agentId);
  expect(res.statusCode).toBe(200);
  const conversationId = res.json().conversationId as string;
  const [request] = await t.ctx.db.select().from(handoffRequests).where(eq(handoffRequests.conversationId, conversationId));
  return { visitorId, conversationId, requestId: request!.id };
}

describe('a message while a person holds the conversation (issue 44)', () => {
  it('ends its stream with the hand-off notice, and resent is stored, e-mailed and counted once', async () => {
    const { visitorId, conversationId, requestId } = await heldConversation();
    // 'Prendi in carico': the owner has it, the e-mails go to them.
    const take = await t.request({ method: 'PUT', url: `/api/inbox/${requestId}/assignee`, cookie, payload: { assigneeId: owner.id } });
    expect(take.statusCode).toBe(200);
    const mailsBefore = await wroteAgainMails(owner.email);
    const text = 'Posso pagare la TARI del negozio a rate?';
    const message = { text, visitorId, conversationId, clientMessageId: randomUUID() };

    const first = eventsOf((await send(message)).body);
    expect(types(first)).toEqual(['start', 'handoff']);
    expect(first[1]).toEqual({ type: 'handoff', notice: HANDOFF_MESSAGES.agentSilent });
    // The page lost the stream and sends the message again, four times: the same events, nothing stored or sent again.
    for (let i = 0; i < 4; i += 1) {
      const again = await send(message);
      expect(again.statusCode).toBe(200);
      const events = eventsOf(again.body);
      expect(types(events)).toEqual(['start', 'handoff']);
      expect(startOf(events).userMessage).toEqual(startOf(first).userMessage);
    }
    expect(await stored(text)).toBe(1);
    expect(await wroteAgainMails(owner.email)).toBe(mailsBefore + 1);
    const detail = await t.request({ method: 'GET', url: `/api/inbox/${requestId}`, cookie });
    expect((detail.json() as InboxDetail).messages.filter((m) => m.text === text)).toHaveLength(1);
    // 'Domande più frequenti' in 'Attività': asked once.
    const analytics = (await t.request({ method: 'GET', url: `/api/analytics?agentId=${agent.id}`, cookie })).json();
    const asked = (analytics.topQuestions as { question: string; count: number }[]).filter((q) => /negozio/.test(q.question));
    expect(asked.map((q) => q.count)).toEqual([1]);
  });

  it('sent twice at once: stored and e-mailed once, the second sending finds it or is told to wait', async () => {
    const { visitorId, conversationId } = await heldConversation();
    const mailsBefore = await wroteAgainMails(owner.email);
    const text = 'Mi sentite? Due volte insieme';
    const message = { text, visitorId, conversationId, clientMessageId: randomUUID() };
    const both = await Promise.all([send(message), send(message)]);
    for (const res of both) expect([200, 409]).toContain(res.statusCode);
    expect(await stored(text)).toBe(1);
    expect(await wroteAgainMails(owner.email)).toBe(mailsBefore + 1);

    // Another visitor with the same client message id, in their own held conversation or in this one: nothing of it.
    const stranger = await heldConversation();
    const taken = await send({
      ...message,
      text: 'Altro visitatore',
      visitorId: stranger.visitorId,
      conversationId: stranger.conversationId,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.body).not.toContain(text);
    const intruder = await send({ ...message, visitorId: stranger.visitorId });
    expect(intruder.statusCode).toBe(404);
    expect(intruder.body).not.toContain(text);
    expect(await stored('Altro visitatore')).toBe(0);
    expect(await wroteAgainMails(owner.email)).toBe(mailsBefore + 1);
  });

  it('the same through the widget: ended by the notice, and its resend stores and e-mails nothing', async () => {
    const widget = { position: 'right', bubbleLabel: 'Chiedi a noi', allowedDomains: ['negozio.example.it'], identityRequired: false };
    expect((await t.request({ method: 'PUT', url: `/api/agents/${agent.id}/widget`, cookie, payload: widget })).statusCode).toBe(200);
    const visitorId = randomUUID();
    const asked = await askPerson({ visitorId, channel: 'widget' });
    expect(asked.statusCode).toBe(200);
    const mailsBefore = await wroteAgainMails(owner.email);
    const text = 'Dal widget: ci siete?';
    const message = { text, visitorId, conversationId: asked.json().conversationId, clientMessageId: randomUUID() };
    for (let i = 0; i < 2; i += 1) {
      const res = await t.request({
        method: 'POST',
        url: `/api/widget/agents/${agent.id}/messages`,
        payload: message,
        remoteAddress: nextAddress(),
        headers: { origin: 'https://negozio.example.it' },
      });
      expect(types(eventsOf(res.body))).toEqual(['start', 'handoff']);
    }
    expect(await stored(text)).toBe(1);
    expect(await wroteAgainMails(owner.email)).toBe(mailsBefore + 1);
  });
});

describe('a resend stores and notifies nothing twice, whatever state the conversation is in (issue 44)', () => {
  it('answered by the agent, then a person took over: the answer is given again, the team is not told', async () => {
    const visitorId = randomUUID();
    const text = 'Quando si paga la TARI? (prima della richiesta)';
    const message = { text, visitorId, clientMessageId: randomUUID() };
    const first = answerOf((await send(message)).body);
    expect(first.done).toBeDefined();
    const conversationId = first.done!.message.conversationId;
    expect((await askPerson({ visitorId, conversationId })).statusCode).toBe(200);
    const mailsBefore = await wroteAgainMails(owner.email);

    const again = answerOf((await send({ ...message, conversationId })).body);
    expect(again.done!.message).toEqual(first.done!.message);
    expect(await stored(text)).toBe(1);
    expect(await wroteAgainMails(owner.email)).toBe(mailsBefore);
  });

  it('resolved: the agent answers, once', async () => {
    const { visitorId, conversationId, requestId } = await heldConversation();
    expect((await t.request({ method: 'POST', url: `/api/inbox/${requestId}/resolve`, cookie })).statusCode).toBe(200);
    const mailsBefore = await wroteAgainMails(owner.email);
    const text = 'Quando si paga la TARI? (dopo la risoluzione)';
    const message = { text, visitorId, conversationId, clientMessageId: randomUUID() };
    const first = answerOf((await send(message)).body);
    const again = answerOf((await send(message)).body);
    expect(again.done!.message).toEqual(first.done!.message);
    expect(await stored(text)).toBe(1);
    expect(await wroteAgainMails(owner.email)).toBe(mailsBefore);
  });

  it('the model failing: the message is kept once, the resend answers it', async () => {
    const visitorId = randomUUID();
    const text = 'Quando si paga la TARI? (modello in errore)';
    const message = { text, visitorId, clientMessageId: randomUUID() };
    fake.enqueue({ kind: 'break-mid-stream', firstText: 'La TARI' });
    const failed = answerOf((await send(message)).body);
    expect(failed.error).toBeDefined();
    const again = answerOf((await send(message)).body);
    expect(again.done).toBeDefined();
    expect(await stored(text)).toBe(1);
  });

  it("the month's limit reached: a held conversation still takes the message, once; an agent's is refused, storing nothing", async () => {
    const base = await createAccountWithOwner(t.ctx.db, { plan: 'base', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
    const baseAgent = await createAgent(t.ctx.db, { accountId: base.accountId, userId: base.id, name: 'Sportello Base' });
    const filler = newId();
    await t.ctx.db.insert(conversations).values({ id: filler, accountId: base.accountId, agentId: baseAgent.id, channel: 'public' });
    await t.ctx.db.insert(messages).values(
      Array.from({ length: 1000 }, () => ({
        id: newId(),
        conversationId: filler,
        accountId: base.accountId,
        agentId: baseAgent.id,
        sender: 'agent',
        text: 'ok',
        latencyMs: 1,
      })),
    );

    const { visitorId, conversationId } = await heldConversation(baseAgent.id);
    const mailsBefore = await wroteAgainMails(base.email);
    const held = { text: 'Ci siete? (limite raggiunto)', visitorId, conversationId, clientMessageId: randomUUID() };
    for (let i = 0; i < 2; i += 1) expect(types(eventsOf((await send(held, baseAgent.id)).body))).toEqual(['start', 'handoff']);
    expect(await stored(held.text)).toBe(1);
    expect(await wroteAgainMails(base.email)).toBe(mailsBefore + 1);

    const refused = { text: 'Quando si paga la TARI? (limite raggiunto)', visitorId: randomUUID(), clientMessageId: randomUUID() };
    for (let i = 0; i < 2; i += 1) expect((await send(refused, baseAgent.id)).statusCode).toBe(429);
    expect(await stored(refused.text)).toBe(0);
    const [counted] = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .where(and(eq(messages.accountId, base.accountId), eq(messages.sender, 'agent')));
    expect(counted!.n).toBe(1000);
  });
});
