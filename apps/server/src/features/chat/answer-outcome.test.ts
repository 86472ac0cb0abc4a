import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ANSWER_OUTCOME_TEXT, BUSINESS_CARD_LABEL, BUSINESS_CARD_TEXT } from '@app/shared/i18n/answer-outcome';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { agents } from '../../db/schema/agents.js';
import { messages } from '../../db/schema/chat.js';
import { apiKeys } from '../../db/schema/platform.js';
import { newId } from '../../db/ids.js';
import { encryptApiKey } from '../api-keys/api-key-crypto.js';
import { romeClock } from '../../base/rome-time.js';
import { addProcessedDocument, answerOf } from './test-support/chat-fixtures.js';
import { startFakeLlmServer, type FakeLlmServer } from './test-support/fake-llm-server.js';
import { NOT_ANSWERED_MARKER } from './model-answer-signal.js';

/**
 * Issue 45: a turn ends answered from the knowledge (with its sources), from the business card, as small talk or a
 * request for a person, or not answered, said so in Italian, with the offer of a person for a visitor, never with an
 * unrelated passage, and kept as a knowledge gap; offline and with a model (its marker, never shown).
 */
let t: TestApp;
let fake: FakeLlmServer;
let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;
let cookie: string;
let agent: Awaited<ReturnType<typeof createAgent>>;
let address = 0;
const nextAddress = () => `10.45.${Math.floor(++address / 250)}.${address % 250}`;

const PAGES = [
  'Salumeria Bertolini, Modena. Il cotechino artigianale si cuoce a fuoco lento per tre ore dopo averlo bucherellato.',
  'Listino prezzi: cotechino 12 euro al chilo, zampone 15 euro al chilo, mortadella 18 euro al chilo.',
];

const ask = (text: string, agentId = agent.id) =>
  t.request({ method: 'POST', url: `/api/agents/${agentId}/chat/messages`, cookie, payload: { text } });
const askPublic = (text: string, agentId = agent.id) =>
  t.request({
    method: 'POST',
    url: `/api/public/agents/${agentId}/messages`,
    payload: { text, visitorId: randomUUID() },
    remoteAddress: nextAddress(),
  });
const stored = async (id: string) => (await t.ctx.db.select().from(messages).where(eq(messages.id, id)))[0]!;
const settingsBody = (a: typeof agent, extra: object) => ({
  name: a.name,
  description: '',
  instructions: a.instructions,
  instructorId: owner.id,
  status: 'Attivo',
  memoryMode: 'none',
  enableExplicitMemory: true,
  ...extra,
});
const CARD = { address: 'Via Emilia Centro 12, Modena', phone: '059 123456', email: 'info@bertolini.it' };

/** The agent answers with the fake model through its own key. */
async function withModel(agentId: string) {
  const keyId = newId();
  await t.ctx.db.insert(apiKeys).values({
    id: keyId,
    name: 'Chiave di prova',
    encryptedValue: encryptApiKey(t.config.AUTH_SECRET, 'sk-prova-4545'),
    hint: 'sk-p...4545',
    baseUrl: fake.baseUrl,
    model: 'modello-prova',
  });
  await t.ctx.db.update(agents).set({ apiKeyId: keyId }).where(eq(agents.id, agentId));
}

beforeAll(async () => {
  fake = await startFakeLlmServer();
  t = await createTestApp({ LLM_ALLOW_PRIVATE_BASE_URL: 'true' });
  owner = await createAccountWithOwner(t.ctx.db);
  cookie = await signIn(t, owner);
  agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Salumeria Bertolini' });
  await addProcessedDocument(t.ctx.db, { accountId: owner.accountId, agentId: agent.id, fileName: 'salumeria.pdf', pages: PAGES });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('offline', () => {
  it('a question the documents do not answer is not answered: said so, a person offered, no passage, a knowledge gap', async () => {
    const res = await askPublic('A che ora aprite la sera?');
    expect(res.statusCode).toBe(200);
    const { text, done } = answerOf(res.body);
    // Nothing but the sentence: no 'Risposta automatica dai documenti' label, nothing came from the documents.
    expect(text).toBe(ANSWER_OUTCOME_TEXT.notAnsweredWithPerson);
    expect(done!.message.text).toBe(text);
    expect(done!.message.outcome).toBe('not_answered');
    expect(done!.message.sources).toEqual([]);
    expect(done!.offerHandoff).toBe(true);
    const row = await stored(done!.message.id);
    expect(row.outcome).toBe('not_answered');
    expect(row.answerBasis).toEqual({ documents: [], memory: false, automatic: 'offline' });

    // The review page shows the outcome; analytics lists the question among the knowledge gaps.
    const review = await t.request({ method: 'GET', url: `/api/analytics/conversations/${done!.message.conversationId}`, cookie });
    expect(review.json().messages.at(-1)).toMatchObject({ sender: 'agent', outcome: 'not_answered', gap: true });
    const today = romeClock(new Date()).date;
    const analytics = await t.request({ method: 'GET', url: `/api/analytics?from=${today}&to=${today}&agentId=${agent.id}`, cookie });
    expect(analytics.json().knowledgeGaps.map((g: { question: string }) => g.question)).toContain('A che ora aprite la sera?');
  });

  it('a question the documents answer is answered from them, with its source', async () => {
    const { text, done } = answerOf((await ask('Quanto costa il cotechino al chilo?')).body);
    expect(text).toContain('cotechino 12 euro al chilo');
    expect(done!.message.outcome).toBe('knowledge');
    expect(new Set(done!.message.sources.map((s) => s.file))).toEqual(new Set(['salumeria.pdf']));
  });

  it('a visitor asking for a person is offered one instead of a search', async () => {
    const { text, done } = answerOf((await askPublic('Vorrei parlare con una persona')).body);
    expect(text).toBe(ANSWER_OUTCOME_TEXT.personRequest);
    expect(done!.message.outcome).toBe('person_request');
    expect(done!.offerHandoff).toBe(true);
    // Not a knowledge gap.
    expect((await stored(done!.message.id)).answerBasis).toBeNull();
    expect(answerOf((await askPublic('operatore')).body).done!.message.outcome).toBe('person_request');
  });

  it('greetings and thanks get a short polite answer, not a passage', async () => {
    const hello = answerOf((await askPublic('Buongiorno!')).body);
    expect(hello.text).toBe(ANSWER_OUTCOME_TEXT.greeting);
    expect(hello.done!.message).toMatchObject({ outcome: 'small_talk', sources: [] });
    expect(hello.done!.offerHandoff).toBeUndefined();
    const thanks = answerOf((await ask('Grazie mille!')).body);
    expect(thanks.text).toBe(ANSWER_OUTCOME_TEXT.thanks);
  });

  it("answers 'dove siete?' and 'a che ora aprite?' from the Scheda attività and the hand-off hours, cited as such", async () => {
    const put = await t.request({
      method: 'PUT',
      url: `/api/agents/${agent.id}`,
      cookie,
      payload: settingsBody(agent, { businessCard: CARD }),
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().businessCard).toEqual(CARD);
    const day = { open: '09:00', close: '19:30' };
    const hours = await t.request({
      method: 'PUT',
      url: `/api/agents/${agent.id}/handoff-settings`,
      cookie,
      payload: { askContactFirst: false, openingHours: [day, day, day, day, day, { open: '09:00', close: '13:00' }, null], holidays: [] },
    });
    expect(hours.statusCode).toBe(200);

    const where = answerOf((await askPublic('Dove siete?')).body);
    expect(where.text).toBe(`${ANSWER_OUTCOME_TEXT.address(CARD.address)}\n\n— *Fonte: ${BUSINESS_CARD_LABEL}*`);
    expect(where.done!.message.outcome).toBe('business_card');
    expect(where.done!.message.sources).toEqual([{ kind: 'business_card', documentId: '', file: BUSINESS_CARD_LABEL, page: null }]);
    const when = answerOf((await askPublic('A che ora aprite?')).body);
    expect(when.text).toContain('- Sabato: 09:00–13:00\n- Domenica: chiuso');
    expect(when.done!.message.outcome).toBe('business_card');
    const phone = answerOf((await ask('Qual è il vostro numero di telefono?')).body);
    expect(phone.text).toContain(ANSWER_OUTCOME_TEXT.phone(CARD.phone));
  });

  it('refuses a bad business card with an Italian message, another account and a role that may not manage the agent', async () => {
    const bad = await t.request({
      method: 'PUT',
      url: `/api/agents/${agent.id}`,
      cookie,
      payload: settingsBody(agent, { businessCard: { ...CARD, email: 'non-una-email' } }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(BUSINESS_CARD_TEXT.emailInvalid);

    const other = await createAccountWithOwner(t.ctx.db);
    const stranger = await t.request({
      method: 'PUT',
      url: `/api/agents/${agent.id}`,
      cookie: await signIn(t, other),
      payload: settingsBody(agent, { businessCard: { ...CARD, address: 'Via Falsa 1' } }),
    });
    expect(stranger.statusCode).toBe(404);
    const member = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
    const user = await t.request({
      method: 'PUT',
      url: `/api/agents/${agent.id}`,
      cookie: await signIn(t, member),
      payload: settingsBody(agent, { businessCard: { ...CARD, address: 'Via Falsa 1' } }),
    });
    expect(user.statusCode).toBe(403);
    const [row] = await t.ctx.db.select().from(agents).where(eq(agents.id, agent.id));
    expect(row!.businessCard?.address).not.toBe('Via Falsa 1');
  });
});

describe('with a model', () => {
  let modelAgent: typeof agent;
  beforeAll(async () => {
    modelAgent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Salumeria con modello' });
    await addProcessedDocument(t.ctx.db, { accountId: owner.accountId, agentId: modelAgent.id, fileName: 'salumeria.pdf', pages: PAGES });
    await t.ctx.db.update(agents).set({ businessCard: CARD }).where(eq(agents.id, modelAgent.id));
    await withModel(modelAgent.id);
  });

  it("the model's marker ends the turn not answered: the marker never shown, a person offered, a knowledge gap", async () => {
    fake.enqueue({ kind: 'answer', text: `${NOT_ANSWERED_MARKER}` });
    const { text, done } = answerOf((await askPublic('Fate consegne a Bologna?', modelAgent.id)).body);
    expect(fake.requests.at(-1)!.body.messages[0]!.content).toContain(NOT_ANSWERED_MARKER);
    expect(text).not.toContain(NOT_ANSWERED_MARKER);
    expect(text).toBe(ANSWER_OUTCOME_TEXT.notAnsweredWithPerson);
    expect(done!.message).toMatchObject({ outcome: 'not_answered', sources: [], text: ANSWER_OUTCOME_TEXT.notAnsweredWithPerson });
    expect(done!.offerHandoff).toBe(true);
    expect((await stored(done!.message.id)).answerBasis).toEqual({ documents: [], memory: false });
  });

  it('an answer of the model is answered from the knowledge; the prompt holds the business card', async () => {
    fake.enqueue({ kind: 'answer', text: 'Il cotechino costa 12 euro al chilo.' });
    const { done } = answerOf((await ask('Quanto costa il cotechino?', modelAgent.id)).body);
    expect(done!.message).toMatchObject({ outcome: 'knowledge', text: 'Il cotechino costa 12 euro al chilo.' });
    expect(fake.requests.at(-1)!.body.messages[0]!.content).toContain(`- Indirizzo: ${CARD.address}`);
  });

  it('a greeting the model answers is small talk, and never a knowledge gap even when the model gives the marker', async () => {
    fake.enqueue({ kind: 'answer', text: 'Buongiorno! Come posso esserle utile?' });
    const hello = answerOf((await askPublic('Buongiorno', modelAgent.id)).body);
    expect(hello.done!.message).toMatchObject({ outcome: 'small_talk', text: 'Buongiorno! Come posso esserle utile?' });
    fake.enqueue({ kind: 'answer', text: NOT_ANSWERED_MARKER });
    const thanks = answerOf((await askPublic('Grazie!', modelAgent.id)).body);
    expect(thanks.done!.message).toMatchObject({ outcome: 'small_talk', text: ANSWER_OUTCOME_TEXT.thanks });
    expect(thanks.done!.offerHandoff).toBeUndefined();
    expect((await stored(thanks.done!.message.id)).answerBasis).toBeNull();
  });

  it("'dove siete?' is answered from the Scheda attività without calling the model", async () => {
    const calls = fake.requests.length;
    const { done } = answerOf((await askPublic('Dove siete?', modelAgent.id)).body);
    expect(done!.message).toMatchObject({
      outcome: 'business_card',
      text: `${ANSWER_OUTCOME_TEXT.address(CARD.address)}\n\n— *Fonte: ${BUSINESS_CARD_LABEL}*`,
    });
    expect(fake.requests.length).toBe(calls);
  });

  it('the outcome is part of the message in the API (/api/v1)', async () => {
    fake.enqueue({ kind: 'answer', text: NOT_ANSWERED_MARKER });
    const { done } = answerOf((await ask('Avete parcheggio?', modelAgent.id)).body);
    const token = await t.request({
      method: 'POST',
      url: '/api/integrations/tokens',
      cookie,
      payload: { name: 'Prova esiti', scope: 'read-only', expiresInDays: 30 },
    });
    expect(token.statusCode).toBe(201);
    const v1 = await t.request({
      method: 'GET',
      url: `/api/v1/conversations/${done!.message.conversationId}`,
      headers: { authorization: `Bearer ${token.json().value}` },
    });
    expect(v1.statusCode).toBe(200);
    expect(v1.json().messages.at(-1)).toMatchObject({ outcome: 'not_answered', gap: true });
  });
});
