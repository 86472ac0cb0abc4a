import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { QA_MESSAGES, QA_SOURCE_LABEL } from '@app/shared/i18n/knowledge-qa';
import { QA_PAIRS_PER_AGENT } from '@app/shared/limits';
import { MESSAGES } from '@app/shared/i18n/common';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser } from '../../../test/factories.js';
import { signIn } from '../../../test/sign-in.js';
import { agentDocuments } from '../../../db/schema/documents.js';
import { knowledgeQaPairs } from '../../../db/schema/knowledge-qa.js';
import { newId } from '../../../db/ids.js';
import { requireActivePlan } from '../../account/plan-state.js';
import { addProcessedDocument, answerOf } from '../../chat/test-support/chat-fixtures.js';
import { startFakeLlmServer, type FakeLlmServer } from '../../chat/test-support/fake-llm-server.js';
import { apiKeys } from '../../../db/schema/platform.js';
import { agents } from '../../../db/schema/agents.js';
import { encryptApiKey } from '../../api-keys/api-key-crypto.js';

let t: TestApp;
let fake: FakeLlmServer;
let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;
let cookie: string;
let agent: Awaited<ReturnType<typeof createAgent>>;

const ANSWER = 'Siamo aperti dal lunedì al sabato, dalle 9 alle 19.\n\nLa domenica solo su **appuntamento**.';

beforeAll(async () => {
  fake = await startFakeLlmServer();
  // The fake provider listens on 127.0.0.1: a key with that base URL needs the operator's permission (ADR 0051).
  t = await createTestApp({ LLM_ALLOW_PRIVATE_BASE_URL: 'true' });
  owner = await createAccountWithOwner(t.ctx.db);
  cookie = await signIn(t, owner);
  agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Ferramenta' });
  await addProcessedDocument(t.ctx.db, {
    accountId: owner.accountId,
    agentId: agent.id,
    fileName: 'catalogo.txt',
    pages: ['Il trapano a percussione costa 89 euro. La spedizione in Italia è gratuita sopra i 50 euro.'],
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const pairsUrl = (agentId = agent.id) => `/api/agents/${agentId}/qa-pairs`;
const create = (payload: unknown, who = cookie, agentId = agent.id) =>
  t.request({ method: 'POST', url: pairsUrl(agentId), cookie: who, payload: payload as object });
const ask = (text: string, agentId = agent.id) =>
  t.request({ method: 'POST', url: `/api/agents/${agentId}/chat/messages`, cookie, payload: { text } });
const pairCount = async (agentId = agent.id) =>
  (await t.ctx.db.select({ n: count() }).from(knowledgeQaPairs).where(eq(knowledgeQaPairs.agentId, agentId)))[0]!.n;
/** The agent answers with the fake model (its own key) rather than offline. */
async function withModel<T>(agentId: string, run: () => Promise<T>): Promise<T> {
  const keyId = newId();
  await t.ctx.db.insert(apiKeys).values({
    id: keyId,
    name: 'Chiave di prova',
    encryptedValue: encryptApiKey(t.config.AUTH_SECRET, 'sk-prova-1234'),
    hint: 'sk-p...1234',
    baseUrl: fake.baseUrl,
    model: 'modello-prova',
  });
  await t.ctx.db.update(agents).set({ apiKeyId: keyId }).where(eq(agents.id, agentId));
  try {
    return await run();
  } finally {
    await t.ctx.db.update(agents).set({ apiKeyId: null }).where(eq(agents.id, agentId));
    await t.ctx.db.delete(apiKeys).where(eq(apiKeys.id, keyId));
  }
}

describe('question-and-answer pairs (Domande e risposte)', () => {
  let pairId: string;

  it('creates a pair: a searchable document of kind qa, with its question, variants and exact answer', async () => {
    const res = await create({
      question: 'Quali sono gli orari di apertura?',
      variants: ['A che ora aprite?', ' Quando siete aperti? '],
      answer: `  ${ANSWER}  `,
    });
    expect(res.statusCode).toBe(201);
    const pair = res.json();
    pairId = pair.id;
    expect(pair).toMatchObject({
      question: 'Quali sono gli orari di apertura?',
      variants: ['A che ora aprite?', 'Quando siete aperti?'],
      answer: ANSWER,
      status: 'processed',
    });
    const indexed = 'Quali sono gli orari di apertura?\nA che ora aprite?\nQuando siete aperti?\n\n' + ANSWER;
    expect(pair.sizeBytes).toBe(Buffer.byteLength(indexed, 'utf8'));
    expect((await t.request({ method: 'GET', url: pairsUrl(), cookie })).json().pairs).toEqual([expect.objectContaining({ id: pairId })]);
    const documents = (await t.request({ method: 'GET', url: `/api/agents/${agent.id}/documents`, cookie })).json().documents;
    expect(documents).toContainEqual(
      expect.objectContaining({ id: pairId, sourceType: 'qa', fileName: 'Quali sono gli orari di apertura?' }),
    );
    const found = await t.request({
      method: 'POST',
      url: `/api/agents/${agent.id}/retrieval-test`,
      cookie,
      payload: { query: 'appuntamento la domenica', topK: 3 },
    });
    expect(found.json().results[0]).toMatchObject({ documentId: pairId });
  });

  it('offline: a close question gets the exact answer, cited as Domande e risposte, and the citation opens the pair', async () => {
    for (const question of ['Quali sono i vostri orari di apertura?', 'Buongiorno, a che ora aprite?', 'quando siete aperti']) {
      const { text, done } = answerOf((await ask(question)).body);
      // The business's own words, without the offline label ('Nessun modello AI è configurato…'): no fallback (issue 45).
      expect(text).toBe(`${ANSWER}\n\n— *Fonte: ${QA_SOURCE_LABEL}*`);
      expect(done!.message.text).toBe(text);
      expect(done!.message.sources).toEqual([
        expect.objectContaining({ kind: 'document', documentId: pairId, file: QA_SOURCE_LABEL, page: null }),
      ]);
      const passage = await t.request({
        method: 'GET',
        url: `/api/agents/${agent.id}/passages/${done!.message.sources[0]!.chunkId}`,
        cookie,
      });
      expect(passage.json().text).toContain('Quali sono gli orari di apertura?');
      expect(passage.json().text).toContain(ANSWER);
    }
  });

  it('a near miss is answered the ordinary way, not with the pair answer', async () => {
    for (const question of ['Quali sono gli orari di apertura a Natale?', 'Quanto costa il trapano?', 'Non siete aperti?']) {
      const { text, done } = answerOf((await ask(question)).body);
      expect(text).not.toContain(`Fonte: ${QA_SOURCE_LABEL}`);
      expect(done!.message.sources.some((s) => s.file === QA_SOURCE_LABEL)).toBe(false);
    }
  });

  it('with a model: the exact answer without calling the model; a near miss goes to the model with the pair among the passages', async () => {
    await withModel(agent.id, async () => {
      const before = fake.requests.length;
      const { text, done } = answerOf((await ask('A che ora aprite?')).body);
      expect(text).toBe(ANSWER);
      expect(done!.message.sources).toEqual([expect.objectContaining({ documentId: pairId, file: QA_SOURCE_LABEL })]);
      expect(fake.requests.length).toBe(before);

      fake.enqueue({ kind: 'answer', text: 'A Natale siamo chiusi.' });
      const missed = answerOf((await ask('Quali sono gli orari di apertura a Natale?')).body);
      expect(missed.text).toBe('A Natale siamo chiusi.');
      expect(fake.requests.length).toBe(before + 1);
      expect(fake.lastPrompt()).toContain('La domenica solo su **appuntamento**.');
    });
  });

  it("issue 45, a restaurant: 'Come posso prenotare?' never gets the parking pair; a true paraphrase gets its pair, offline and with a model", async () => {
    const trattoria = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Trattoria da Mario' });
    const PARKING = 'Il parcheggio convenzionato è in via Roma 12, gratuito per i clienti.';
    const HOURS = 'Siamo aperti dal martedì alla domenica, dalle 12 alle 15 e dalle 19 alle 23.';
    for (const payload of [
      { question: 'Dove posso parcheggiare?', answer: PARKING },
      { question: 'Quali sono gli orari di apertura?', variants: ['A che ora aprite?'], answer: HOURS },
      { question: 'Come posso pagare?', answer: 'Accettiamo contanti, bancomat e carte di credito.' },
    ]) {
      expect((await create(payload, cookie, trattoria.id)).statusCode).toBe(201);
    }
    await addProcessedDocument(t.ctx.db, {
      accountId: owner.accountId,
      agentId: trattoria.id,
      fileName: 'menu.txt',
      pages: ['Per prenotare un tavolo chiamate lo 02 1234567 oppure scrivete su WhatsApp.'],
    });
    const misses = ['Come posso prenotare?', 'Dove posso prenotare?', 'Come posso prenotare a Milano?'];
    for (const question of misses) {
      const { text, done } = answerOf((await ask(question, trattoria.id)).body);
      expect(text, question).not.toContain(PARKING);
      expect(text, question).not.toContain('Dove posso parcheggiare');
      expect(
        done!.message.sources.some((s) => s.file === QA_SOURCE_LABEL),
        question,
      ).toBe(false);
    }
    expect(answerOf((await ask('Come posso prenotare?', trattoria.id)).body).text).toContain('chiamate lo 02 1234567');
    for (const question of ["dove si può lasciare l'auto?", 'Dove parcheggio la macchina?', 'c è un parcheggio?']) {
      const { text, done } = answerOf((await ask(question, trattoria.id)).body);
      expect(text, question).toBe(`${PARKING}\n\n— *Fonte: ${QA_SOURCE_LABEL}*`);
      expect(done!.message.sources, question).toEqual([expect.objectContaining({ file: QA_SOURCE_LABEL })]);
    }
    await withModel(trattoria.id, async () => {
      const before = fake.requests.length;
      fake.enqueue({ kind: 'answer', text: 'Potete prenotare al telefono.' });
      const missed = answerOf((await ask('Come posso prenotare?', trattoria.id)).body);
      expect(missed.text).toBe('Potete prenotare al telefono.');
      expect(fake.requests.length).toBe(before + 1);
      const matched = answerOf((await ask('Dove parcheggio la macchina?', trattoria.id)).body);
      expect(matched.text).toBe(PARKING);
      expect(fake.requests.length).toBe(before + 1);
    });
  });

  it('the public chat gives the same answer, cited when the agent shows sources', async () => {
    await t.ctx.db.update(agents).set({ showSources: true }).where(eq(agents.id, agent.id));
    const res = await t.request({
      method: 'POST',
      url: `/api/public/agents/${agent.id}/messages`,
      payload: { text: 'Quali sono gli orari di apertura?', visitorId: '44444444-4444-4444-8444-444444444444' },
      remoteAddress: '10.9.0.1',
    });
    const { text, done } = answerOf(res.body);
    // Not 'Risposta automatica dai documenti' either: the pair is no passage picked from the documents.
    expect(text).toBe(`${ANSWER}\n\n— *Fonte: ${QA_SOURCE_LABEL}*`);
    expect(done!.message.sources).toEqual([expect.objectContaining({ file: QA_SOURCE_LABEL })]);
    await t.ctx.db.update(agents).set({ showSources: false }).where(eq(agents.id, agent.id));
    const hidden = answerOf(
      (
        await t.request({
          method: 'POST',
          url: `/api/public/agents/${agent.id}/messages`,
          payload: { text: 'Quali sono gli orari di apertura?', visitorId: '44444444-4444-4444-8444-444444444444' },
          remoteAddress: '10.9.0.1',
        })
      ).body,
    );
    expect(hidden.text).toBe(ANSWER);
    expect(hidden.done!.message.sources).toEqual([]);
  });

  it('edits a pair (the new answer and variants count at once) and deletes it (the question falls back to the documents)', async () => {
    // Asking more than the pair's question ('… la domenica'), it is answered from the pair only once it is a variant.
    expect(answerOf((await ask('Siete aperti la domenica?')).body).text).not.toContain(`Fonte: ${QA_SOURCE_LABEL}`);
    const edited = await t.request({
      method: 'PUT',
      url: `${pairsUrl()}/${pairId}`,
      cookie,
      payload: {
        question: 'Quali sono gli orari di apertura?',
        variants: ['Quando siete aperti?', 'Siete aperti la domenica?'],
        answer: 'Sempre aperti, 24 ore su 24.',
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      variants: ['Quando siete aperti?', 'Siete aperti la domenica?'],
      answer: 'Sempre aperti, 24 ore su 24.',
    });
    expect(answerOf((await ask('Quando siete aperti?')).body).text).toContain('Sempre aperti, 24 ore su 24.');
    expect(answerOf((await ask('Siete aperti la domenica?')).body).text).toContain(
      `Sempre aperti, 24 ore su 24.\n\n— *Fonte: ${QA_SOURCE_LABEL}*`,
    );

    const removed = await t.request({ method: 'DELETE', url: `${pairsUrl()}/${pairId}`, cookie });
    expect(removed.json()).toEqual({ success: true, message: QA_MESSAGES.deleted });
    expect(await pairCount()).toBe(0);
    expect(answerOf((await ask('Quando siete aperti?')).body).text).not.toContain('Sempre aperti');
    expect(
      (await t.request({ method: 'PUT', url: `${pairsUrl()}/${pairId}`, cookie, payload: { question: 'a', answer: 'b' } })).statusCode,
    ).toBe(404);
  });

  it('a knowledge gap becomes a pair: the unanswered question, once answered, is answered with it and no longer a gap', async () => {
    const gapAgent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Vivaio' });
    const question = 'Fate consegne a domicilio?';
    answerOf((await ask(question, gapAgent.id)).body);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
    const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date(Date.now() - 86_400_000));
    const analytics = async () =>
      (await t.request({ method: 'GET', url: `/api/analytics?from=${yesterday}&to=${day}&agentId=${gapAgent.id}`, cookie })).json();
    expect((await analytics()).knowledgeGaps).toEqual([expect.objectContaining({ question, agentId: gapAgent.id, count: 1 })]);

    // 'Aggiungi una risposta': the gap's question and the owner's answer.
    const pair = await create({ question, answer: 'Sì, consegniamo in tutta la provincia.' }, cookie, gapAgent.id);
    expect(pair.statusCode).toBe(201);
    const { text, done } = answerOf((await ask('Fate consegne a domicilio?', gapAgent.id)).body);
    expect(text).toContain('Sì, consegniamo in tutta la provincia.');
    expect(done!.message.sources).toEqual([expect.objectContaining({ file: QA_SOURCE_LABEL })]);
    // Asked twice, answered once: still one gap, the earlier unanswered time.
    expect((await analytics()).knowledgeGaps).toEqual([expect.objectContaining({ question, count: 1 })]);
  });

  it('refuses bad input in Italian and changes nothing', async () => {
    const before = await pairCount();
    const cases: [unknown, string][] = [
      [{ question: '', answer: 'Risposta' }, QA_MESSAGES.questionRequired],
      [{ question: 'Domanda?', answer: '   ' }, QA_MESSAGES.answerRequired],
      [{ question: 'Domanda?' }, QA_MESSAGES.answerRequired],
      [{ question: 'x'.repeat(501), answer: 'Risposta' }, QA_MESSAGES.questionTooLong],
      [{ question: 'Domanda?', answer: 'a'.repeat(5_001) }, QA_MESSAGES.answerTooLong],
      [
        { question: 'Domanda?', answer: 'Risposta', variants: Array.from({ length: 11 }, (_, i) => `Variante ${i}?`) },
        QA_MESSAGES.tooManyVariants,
      ],
      [{ question: 'Domanda?', answer: 'Risposta', variants: ['  '] }, QA_MESSAGES.variantRequired],
      [{ question: 'Domanda?', answer: 'Risposta', variants: ['domanda?'] }, QA_MESSAGES.duplicateVariant],
      [{ question: 'Domanda?', answer: 'Risposta', variants: ['Altra?', 'altra?'] }, QA_MESSAGES.duplicateVariant],
      [{ question: 'Domanda?', answer: 'Risposta', variants: 'Altra?' }, QA_MESSAGES.variantRequired],
    ];
    for (const [payload, message] of cases) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await pairCount()).toBe(before);
    const most = await create({
      question: 'Domanda?',
      answer: 'a'.repeat(5_000),
      variants: Array.from({ length: 10 }, (_, i) => `Variante ${i}?`),
    });
    expect(most.statusCode).toBe(201);
    await t.request({ method: 'DELETE', url: `${pairsUrl()}/${most.json().id}`, cookie });
  });

  it('follows the agent permissions: instructor yes, admin and user 403, another account 404', async () => {
    const instructor = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'instructor' });
    const taught = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, instructorId: instructor.id });
    const created = await create({ question: 'Avete il parcheggio?', answer: 'Sì, gratuito.' }, await signIn(t, instructor), taught.id);
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    for (const role of ['admin', 'user'] as const) {
      const memberCookie = await signIn(t, await createUser(t.ctx.db, { accountId: owner.accountId, role }));
      const res = await create({ question: 'Q?', answer: 'R' }, memberCookie, taught.id);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MESSAGES.agentForbidden);
      expect(
        (
          await t.request({
            method: 'PUT',
            url: `${pairsUrl(taught.id)}/${id}`,
            cookie: memberCookie,
            payload: { question: 'Q?', answer: 'R' },
          })
        ).statusCode,
      ).toBe(403);
    }
    const stranger = await createAccountWithOwner(t.ctx.db);
    const strangerCookie = await signIn(t, stranger);
    const theirs = await createAgent(t.ctx.db, { accountId: stranger.accountId, userId: stranger.id });
    for (const res of [
      await t.request({ method: 'GET', url: pairsUrl(taught.id), cookie: strangerCookie }),
      await create({ question: 'Q?', answer: 'R' }, strangerCookie, taught.id),
      await t.request({
        method: 'PUT',
        url: `${pairsUrl(taught.id)}/${id}`,
        cookie: strangerCookie,
        payload: { question: 'Q?', answer: 'R' },
      }),
      await t.request({ method: 'DELETE', url: `${pairsUrl(taught.id)}/${id}`, cookie: strangerCookie }),
      await t.request({ method: 'DELETE', url: `${pairsUrl(theirs.id)}/${id}`, cookie: strangerCookie }),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    // A pair is not a note, and another agent's pair is not this agent's.
    expect((await t.request({ method: 'GET', url: `/api/agents/${taught.id}/notes/${id}`, cookie })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `${pairsUrl(agent.id)}/${id}`, cookie })).statusCode).toBe(404);
    // The stranger's agent never answers with our pair.
    const strangerAnswer = answerOf(
      (
        await t.request({
          method: 'POST',
          url: `/api/agents/${theirs.id}/chat/messages`,
          cookie: strangerCookie,
          payload: { text: 'Avete il parcheggio?' },
        })
      ).body,
    );
    expect(strangerAnswer.text).not.toContain('Sì, gratuito.');
  });

  it('counts towards the storage limit and the number of pairs per agent', async () => {
    const account = await createAccountWithOwner(t.ctx.db);
    const accountCookie = await signIn(t, account);
    const full = await createAgent(t.ctx.db, { accountId: account.accountId, userId: account.id });
    const plan = await requireActivePlan(t.ctx.db, account.accountId);
    await t.ctx.db.insert(agentDocuments).values({
      id: newId(),
      accountId: account.accountId,
      agentId: full.id,
      fileName: 'archivio.pdf',
      filePath: `${account.accountId}/${full.id}/archivio.pdf`,
      fileType: 'application/pdf',
      sizeBytes: plan.storageBytes - 20,
      status: 'processed',
    });
    const refused = await create({ question: 'Una domanda lunga?', answer: 'Una risposta lunga.' }, accountCookie, full.id);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().code).toBe('STORAGE_LIMIT');
    expect(await pairCount(full.id)).toBe(0);
    expect(
      (
        await t.ctx.db
          .select({ n: count() })
          .from(agentDocuments)
          .where(and(eq(agentDocuments.agentId, full.id), eq(agentDocuments.sourceType, 'qa')))
      )[0]!.n,
    ).toBe(0);
    expect((await create({ question: 'Orari?', answer: 'Sempre.' }, accountCookie, full.id)).statusCode).toBe(201);

    // At most QA_PAIRS_PER_AGENT pairs per agent: the next one is refused in Italian, nothing is kept.
    const crowded = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id });
    const ids = Array.from({ length: QA_PAIRS_PER_AGENT }, () => newId());
    await t.ctx.db.insert(agentDocuments).values(
      ids.map((id, i) => ({
        id,
        accountId: owner.accountId,
        agentId: crowded.id,
        sourceType: 'qa' as const,
        fileName: `Domanda ${i}?`,
        filePath: `${owner.accountId}/${crowded.id}/${id}.txt`,
        fileType: 'text/plain',
        status: 'processed' as const,
      })),
    );
    await t.ctx.db
      .insert(knowledgeQaPairs)
      .values(
        ids.map((id, i) => ({ documentId: id, accountId: owner.accountId, agentId: crowded.id, question: `Domanda ${i}?`, answer: 'R.' })),
      );
    const tooMany = await create({ question: 'Una in più?', answer: 'No.' }, cookie, crowded.id);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ code: 'QA_PAIRS_LIMIT', message: QA_MESSAGES.tooManyPairs });
    expect(await pairCount(crowded.id)).toBe(QA_PAIRS_PER_AGENT);
    expect((await t.ctx.db.select({ n: count() }).from(agentDocuments).where(eq(agentDocuments.agentId, crowded.id)))[0]!.n).toBe(
      QA_PAIRS_PER_AGENT,
    );
  });
});
