import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { visitorCopy } from '@app/shared/i18n/visitor/index';
import { AGENT_VISITOR_LANGUAGES_INVALID, AGENT_VISITOR_LANGUAGES_REQUIRED } from '@app/shared/i18n/agents';
import { CHAT_FIELD_MESSAGES } from '@app/shared/i18n/chat';
import { VISITOR_LANGUAGES } from '@app/shared/visitor-language';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { agents } from '../../db/schema/agents.js';
import { conversations } from '../../db/schema/chat.js';
import { apiKeys } from '../../db/schema/platform.js';
import { newId } from '../../db/ids.js';
import { encryptApiKey } from '../api-keys/api-key-crypto.js';
import { addProcessedDocument, agentSettings, answerOf, eventsOf } from './test-support/chat-fixtures.js';
import { startFakeLlmServer, type FakeLlmServer } from './test-support/fake-llm-server.js';

/**
 * Issue 48: a visitor reads the agent in their language, chosen in the chat, from their first message or their
 * browser, among the languages the owner offers; Q&A pairs answer per language; a model is told the language.
 */
let t: TestApp;
let fake: FakeLlmServer;
let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;
let cookie: string;
let agent: Awaited<ReturnType<typeof createAgent>>;
let address = 0;
const nextAddress = () => `10.48.${Math.floor(++address / 250)}.${address % 250}`;

const ask = (agentId: string, payload: object, headers: Record<string, string> = {}) =>
  t.request({
    method: 'POST',
    url: `/api/public/agents/${agentId}/messages`,
    payload: { visitorId: randomUUID(), ...payload },
    headers,
    remoteAddress: nextAddress(),
  });
const startOf = (body: string) =>
  eventsOf(body).find((e) => e.type === 'start') as Extract<ReturnType<typeof eventsOf>[number], { type: 'start' }>;
const languageOf = async (conversationId: string) =>
  (await t.ctx.db.select({ language: conversations.language }).from(conversations).where(eq(conversations.id, conversationId)))[0]!
    .language;

beforeAll(async () => {
  fake = await startFakeLlmServer();
  t = await createTestApp({ LLM_ALLOW_PRIVATE_BASE_URL: 'true' });
  owner = await createAccountWithOwner(t.ctx.db);
  cookie = await signIn(t, owner);
  agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Hotel Miramare' });
  await addProcessedDocument(t.ctx.db, {
    accountId: owner.accountId,
    agentId: agent.id,
    fileName: 'hotel.txt',
    pages: ['La colazione è servita dalle sette alle dieci nella sala al primo piano.'],
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('the language a visitor reads', () => {
  it('follows the first message: an English question is answered in English, the not-answered sentence and the offer of a person included', async () => {
    const res = await ask(agent.id, { text: 'Do you have a swimming pool for the children?' });
    const start = startOf(res.body);
    expect(start.language).toBe('en');
    const { text, done } = answerOf(res.body);
    expect(text).toContain(visitorCopy('en').answers.notAnsweredWithPerson);
    // Nothing in it comes from the documents: no automatic-answer label above it (issue 45).
    expect(done!.message.text).not.toContain(visitorCopy('en').answers.automaticLabel);
    expect(done!.offerHandoff).toBe(true);
    expect(await languageOf(start.conversationId)).toBe('en');
  });

  it.each(VISITOR_LANGUAGES)('a greeting in %s is answered in that language', async (language) => {
    const greetings = { it: 'Buongiorno', en: 'Hello', de: 'Hallo', fr: 'Bonjour', es: 'Hola' };
    const { text } = answerOf((await ask(agent.id, { text: greetings[language] })).body);
    expect(text).toBe(visitorCopy(language).answers.greeting);
  });

  it('an extractive answer stays Italian, with a note in the visitor’s language', async () => {
    const res = await ask(agent.id, { text: 'A che ora è servita la colazione?', language: 'de' });
    const { text, done } = answerOf(res.body);
    expect(startOf(res.body).language).toBe('de');
    expect(done!.message.outcome).toBe('knowledge');
    expect(text).toContain('sette alle dieci');
    expect(text.endsWith(visitorCopy('de').answers.italianOnly)).toBe(true);
    expect(done!.message.sources.length).toBeGreaterThan(0);
  });

  it('a short message follows the browser; the selector wins over both and changes a conversation', async () => {
    const first = await ask(agent.id, { text: 'wifi?' }, { 'accept-language': 'fr-CH, fr;q=0.9, en;q=0.8' });
    const { conversationId, language } = startOf(first.body);
    expect(language).toBe('fr');
    const visitorId = randomUUID();
    const chosen = await ask(agent.id, { text: 'Do you have parking for cars?', language: 'es', visitorId });
    expect(startOf(chosen.body).language).toBe('es');
    // The visitor switches: the next answer and the stored conversation follow.
    const cid = startOf(chosen.body).conversationId;
    const switched = await ask(agent.id, { text: 'Grazie mille', conversationId: cid, language: 'it', visitorId });
    expect(answerOf(switched.body).text).toBe(visitorCopy('it').answers.thanks);
    expect(await languageOf(cid)).toBe('it');
    // Without a choice, a later message keeps the conversation's language, whatever it is written in.
    const kept = await ask(agent.id, { text: 'Thank you', conversationId: cid, visitorId });
    expect(answerOf(kept.body).text).toBe(visitorCopy('it').answers.thanks);
    expect(await languageOf(conversationId)).toBe('fr');
    // The history says the language, so a reload shows the chat in it.
    const history = await t.request({ method: 'GET', url: `/api/public/agents/${agent.id}/conversations/${cid}?visitorId=${visitorId}` });
    expect(history.json().language).toBe('it');
  });

  it('refuses a language that is not one of ours with an Italian message, storing nothing', async () => {
    const before = (await t.ctx.db.select().from(conversations).where(eq(conversations.agentId, agent.id))).length;
    const res = await ask(agent.id, { text: 'Hello there friends', language: 'pt' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(CHAT_FIELD_MESSAGES.linguaNonValida);
    expect((await t.ctx.db.select().from(conversations).where(eq(conversations.agentId, agent.id))).length).toBe(before);
  });
});

describe('the languages the owner offers', () => {
  it('are all five by default, saved in the settings, and enforced on the public chat and the hand-off', async () => {
    const own = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Agriturismo' });
    const view = await t.request({ method: 'GET', url: `/api/agents/${own.id}`, cookie });
    expect(view.json().visitorLanguages).toEqual(['it', 'en', 'de', 'fr', 'es']);
    const saved = await t.request({
      method: 'PUT',
      url: `/api/agents/${own.id}`,
      cookie,
      payload: agentSettings(own, owner.id, { visitorLanguages: ['en', 'it'] }),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().visitorLanguages).toEqual(['it', 'en']);
    expect((await t.request({ method: 'GET', url: `/api/public/agents/${own.id}` })).json().languages).toEqual(['it', 'en']);

    // German is not offered: a German message, browser or choice gets Italian (the agent's first language).
    const german = await ask(
      own.id,
      { text: 'Haben Sie heute Abend noch ein Zimmer frei?', language: 'de' },
      { 'accept-language': 'de-DE' },
    );
    expect(startOf(german.body).language).toBe('it');
    const english = await ask(own.id, { text: 'Do you still have a room for tonight?' });
    expect(startOf(english.body).language).toBe('en');
    const handoff = await t.request({
      method: 'POST',
      url: `/api/public/agents/${own.id}/handoff`,
      payload: { visitorId: randomUUID(), name: 'Klaus', email: 'klaus@example.com', consent: true, language: 'de' },
      headers: { 'accept-language': 'de' },
      remoteAddress: nextAddress(),
    });
    expect(handoff.json().notice).toBe(visitorCopy('it').handoff.requested);
    expect(await languageOf(handoff.json().conversationId)).toBe('it');
  });

  it('refuses an empty or unknown list with an Italian message, changing nothing', async () => {
    const own = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Enoteca' });
    for (const [visitorLanguages, message] of [
      [[], AGENT_VISITOR_LANGUAGES_REQUIRED],
      [['it', 'pt'], AGENT_VISITOR_LANGUAGES_INVALID],
      [['it', 'it'], AGENT_VISITOR_LANGUAGES_INVALID],
      ['it', AGENT_VISITOR_LANGUAGES_INVALID],
    ] as const) {
      const res = await t.request({
        method: 'PUT',
        url: `/api/agents/${own.id}`,
        cookie,
        payload: agentSettings(own, owner.id, { visitorLanguages }),
      });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    const [row] = await t.ctx.db.select({ languages: agents.visitorLanguages }).from(agents).where(eq(agents.id, own.id));
    expect(row!.languages).toEqual(['it', 'en', 'de', 'fr', 'es']);
  });

  it('cannot be changed from another account (404) nor by a member whose role may not change the agent (403)', async () => {
    const own = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Bottega' });
    const other = await createAccountWithOwner(t.ctx.db);
    const stranger = await signIn(t, other);
    const member = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
    const memberCookie = await signIn(t, member);
    const body = agentSettings(own, owner.id, { visitorLanguages: ['it'] });
    expect((await t.request({ method: 'PUT', url: `/api/agents/${own.id}`, cookie: stranger, payload: body })).statusCode).toBe(404);
    expect((await t.request({ method: 'PUT', url: `/api/agents/${own.id}`, cookie: memberCookie, payload: body })).statusCode).toBe(403);
    const [row] = await t.ctx.db.select({ languages: agents.visitorLanguages }).from(agents).where(eq(agents.id, own.id));
    expect(row!.languages).toEqual(['it', 'en', 'de', 'fr', 'es']);
  });
});

describe('Q&A pairs per language', () => {
  it('answer in the visitor’s language when the owner wrote it, in Italian with a note otherwise', async () => {
    const own = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Pensione Aurora' });
    const created = await t.request({
      method: 'POST',
      url: `/api/agents/${own.id}/qa-pairs`,
      cookie,
      payload: {
        question: 'Avete il parcheggio?',
        variants: ['Do you have parking?', 'Gibt es einen Parkplatz?'],
        answer: 'Sì, il parcheggio è gratuito per gli ospiti.',
        translations: { en: 'Yes, parking is free for guests.', fr: '   ' },
      },
    });
    expect(created.statusCode).toBe(201);
    // A blank answer is no answer: French is answered in Italian.
    expect(created.json().translations).toEqual({ en: 'Yes, parking is free for guests.' });

    const english = answerOf((await ask(own.id, { text: 'Do you have parking?' })).body);
    expect(english.done!.message.outcome).toBe('qa_pair');
    expect(english.text).toContain('Yes, parking is free for guests.');
    expect(english.text).not.toContain('gratuito');
    expect(english.text).toContain(visitorCopy('en').answers.source(visitorCopy('en').answers.qaSource));

    const german = answerOf((await ask(own.id, { text: 'Gibt es einen Parkplatz?' })).body);
    expect(german.done!.message.outcome).toBe('qa_pair');
    expect(german.text).toContain('Sì, il parcheggio è gratuito per gli ospiti.');
    expect(german.text).toContain(visitorCopy('de').answers.italianOnly);

    const italian = answerOf((await ask(own.id, { text: 'Avete il parcheggio?' })).body);
    expect(italian.text).toContain('Sì, il parcheggio è gratuito per gli ospiti.');
    expect(italian.text).not.toContain('_');
  });

  it('refuses a translation in a language that is not one of ours, or too long, with an Italian message', async () => {
    const own = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Ostello' });
    const res = await t.request({
      method: 'POST',
      url: `/api/agents/${own.id}/qa-pairs`,
      cookie,
      payload: { question: 'Avete armadietti?', answer: 'Sì.', translations: { pt: 'Sim.' } },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toMatch(/Le risposte tradotte/);
    const long = await t.request({
      method: 'POST',
      url: `/api/agents/${own.id}/qa-pairs`,
      cookie,
      payload: { question: 'Avete armadietti?', answer: 'Sì.', translations: { en: 'x'.repeat(20_000) } },
    });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toMatch(/risposta tradotta/);
  });
});

describe('with a model', () => {
  it('is told to answer in the visitor’s language from the Italian sources, and to cite them', async () => {
    const own = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Hotel Lago' });
    await addProcessedDocument(t.ctx.db, {
      accountId: owner.accountId,
      agentId: own.id,
      fileName: 'servizi.txt',
      pages: ['La colazione è servita dalle sette alle dieci nella sala al primo piano.'],
    });
    const keyId = newId();
    await t.ctx.db.insert(apiKeys).values({
      id: keyId,
      name: 'Chiave di prova',
      encryptedValue: encryptApiKey(t.config.AUTH_SECRET, 'sk-prova-4848'),
      hint: 'sk-p...4848',
      baseUrl: fake.baseUrl,
      model: 'modello-prova',
    });
    await t.ctx.db.update(agents).set({ apiKeyId: keyId }).where(eq(agents.id, own.id));
    fake.enqueue({ kind: 'answer', text: 'Breakfast is served from seven to ten (servizi.txt).' });
    const res = await ask(own.id, { text: 'When is breakfast served in the morning?' });
    const { text, done } = answerOf(res.body);
    expect(text).toBe('Breakfast is served from seven to ten (servizi.txt).');
    const system = fake.requests.at(-1)!.body.messages[0]!.content;
    expect(system).toContain('rispondi sempre in inglese (English)');
    expect(system).toContain('anche se le istruzioni, i documenti e la memoria sono in italiano');
    expect(system).toContain('cita il file');
    expect(system).toContain('dalle sette alle dieci');
    expect(done!.message.sources.map((s) => s.file)).toEqual(['Servizi']);
  });
});
