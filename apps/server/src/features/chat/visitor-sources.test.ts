import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AGENT_HIDE_FILE_NAMES_INVALID } from '@app/shared/i18n/agents';
import { PASSAGE_NOT_FOUND } from '@app/shared/i18n/knowledge';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { agents } from '../../db/schema/agents.js';
import { agentDocuments, documentChunks } from '../../db/schema/documents.js';
import { messages } from '../../db/schema/chat.js';
import { OFFLINE_HEADER, VISITOR_HEADER } from '../../llm/offline-responder.js';
import { QA_SOURCE_LABEL } from '@app/shared/i18n/knowledge-qa';
import { visitorDocumentTitle } from './visitor-source-names.js';
import { citedExcerpt } from '../knowledge/documents/cited-excerpt.js';
import { addProcessedDocument, agentSettings, answerOf } from './test-support/chat-fixtures.js';

/**
 * Issue 33: a public visitor who opens a source reads only the cited passage (the sentences the answer used, never
 * the neighbouring text of the chunk), and an agent may hide file names from visitors ('Documento 1').
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;
let ownerCookie: string;
let address = 0;
const nextAddress = () => `10.33.${Math.floor(++address / 250)}.${address % 250}`;

// One chunk of three paragraphs: the answer about returns uses only the first.
const RULES =
  'Il reso dei prodotti è gratuito entro quattordici giorni dalla consegna.\n\n' +
  'I buoni regalo non sono rimborsabili in alcun caso.\n\n' +
  'La chiave della cassaforte del negozio è nascosta sotto il bancone.';

beforeAll(async () => {
  t = await createTestApp();
  owner = await createAccountWithOwner(t.ctx.db);
  ownerCookie = await signIn(t, owner);
});
afterAll(async () => t.close());

async function shopAgent() {
  const agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Negozio' });
  await addProcessedDocument(t.ctx.db, { accountId: owner.accountId, agentId: agent.id, fileName: 'regole-interne.txt', pages: [RULES] });
  return agent;
}
const askPublic = (agentId: string, text: string, visitorId: string) =>
  t.request({ method: 'POST', url: `/api/public/agents/${agentId}/messages`, payload: { text, visitorId }, remoteAddress: nextAddress() });
/** The owner's question in the test chat. */
const askMember = (agentId: string, text: string) =>
  t.request({ method: 'POST', url: `/api/agents/${agentId}/chat/messages`, cookie: ownerCookie, payload: { text } });
const publicPassage = (agentId: string, chunkId: string, visitorId: string) =>
  t.request({ method: 'GET', url: `/api/public/agents/${agentId}/passages/${chunkId}?visitorId=${visitorId}` });
const settings = (agent: { name: string; instructions: string }, extra: object) => agentSettings(agent, owner.id, extra);
const putAgent = async (agent: { id: string; name: string; instructions: string }, cookie: string, extra: object) =>
  t.request({ method: 'PUT', url: `/api/agents/${agent.id}`, cookie, payload: settings(agent, extra) });

describe('the passage a visitor opens', () => {
  it('holds only the sentences the answer used, never the rest of the chunk', async () => {
    const agent = await shopAgent();
    const visitorId = randomUUID();
    const { done } = answerOf((await askPublic(agent.id, 'Il reso dei prodotti è gratuito?', visitorId)).body);
    const chunkId = done!.message.sources[0]!.chunkId!;
    const opened = await publicPassage(agent.id, chunkId, visitorId);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().text).toBe('Il reso dei prodotti è gratuito entro quattordici giorni dalla consegna.');
    expect(opened.body).not.toContain('cassaforte');
    expect(opened.body).not.toContain('buoni regalo');

    // The owner, in the test chat, still opens the whole passage in its context.
    const member = await t.request({ method: 'GET', url: `/api/agents/${agent.id}/passages/${chunkId}`, cookie: ownerCookie });
    expect(member.json().text).toContain('cassaforte');
    // Another visitor was never given it.
    expect((await publicPassage(agent.id, chunkId, randomUUID())).json()).toMatchObject({ message: PASSAGE_NOT_FOUND });
  });

  it('keeps the sentences a paraphrasing answer used, else the first paragraph, else the closest sentence', () => {
    expect(citedExcerpt(RULES, ['Sì: i buoni regalo non sono mai rimborsabili, in alcun caso.'])).toBe(
      'I buoni regalo non sono rimborsabili in alcun caso.',
    );
    expect(citedExcerpt(RULES, ['Non lo so.'])).toBe('Il reso dei prodotti è gratuito entro quattordici giorni dalla consegna.');
    expect(citedExcerpt('Prima frase sul magazzino. Seconda frase sulle consegne rapide.', ['consegne'])).toBe(
      'Seconda frase sulle consegne rapide.',
    );
  });
});

describe("the agent's setting that hides file names from visitors", () => {
  it('names documents "Documento 1" for visitors, in the answer, its sources, the history and the passage; the team keeps the names', async () => {
    const agent = await shopAgent();
    const update = await putAgent(agent, ownerCookie, { hideSourceFileNames: true });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({ hideSourceFileNames: true, showSources: true });

    const visitorId = randomUUID();
    const res = await askPublic(agent.id, 'Il reso dei prodotti è gratuito?', visitorId);
    const { text, done } = answerOf(res.body);
    expect(text).toContain('Fonte: Documento 1');
    expect(res.body).not.toContain('regole-interne');
    expect(done!.message.sources[0]).toMatchObject({ file: 'Documento 1' });
    const history = await t.request({
      method: 'GET',
      url: `/api/public/agents/${agent.id}/conversations/${done!.message.conversationId}?visitorId=${visitorId}`,
    });
    expect(history.body).not.toContain('regole-interne');
    const opened = await publicPassage(agent.id, done!.message.sources[0]!.chunkId!, visitorId);
    expect(opened.json()).toMatchObject({ file: 'Documento 1' });
    expect(opened.body).not.toContain('regole-interne');

    const member = answerOf((await askMember(agent.id, 'Il reso è gratuito?')).body);
    expect(member.text).toContain('regole-interne.txt');
  });

  it('refuses a non-boolean in Italian and a member who may not manage the agent, changing nothing; another account gets 404', async () => {
    const agent = await shopAgent();
    const bad = await putAgent(agent, ownerCookie, { hideSourceFileNames: 'forse', name: 'Cambiato' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(AGENT_HIDE_FILE_NAMES_INVALID);

    const user = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
    const asUser = await putAgent(agent, await signIn(t, user), { hideSourceFileNames: true });
    expect(asUser.statusCode).toBe(403);
    const other = await createAccountWithOwner(t.ctx.db);
    const asOther = await putAgent(agent, await signIn(t, other), { hideSourceFileNames: true });
    expect(asOther.statusCode).toBe(404);
    const [row] = await t.ctx.db.select().from(agents).where(eq(agents.id, agent.id));
    expect(row).toMatchObject({ hideSourceFileNames: false, name: 'Negozio' });
  });
});

describe('what a visitor reads of an automatic answer and its sources (issue 44)', () => {
  it('opens with an honest label, never the configuration, live and on reload; members read the reason', async () => {
    const agent = await shopAgent();
    const visitorId = randomUUID();
    const res = await askPublic(agent.id, 'Il reso dei prodotti è gratuito?', visitorId);
    const { text, done } = answerOf(res.body);
    expect(text.startsWith(`${VISITOR_HEADER}\n\n`)).toBe(true);
    for (const internal of ['Modalità offline', 'modello', 'configurat']) expect(res.body).not.toContain(internal);
    const reload = await t.request({
      method: 'GET',
      url: `/api/public/agents/${agent.id}/conversations/${done!.message.conversationId}?visitorId=${visitorId}`,
    });
    expect(reload.json().messages[1].text).toBe(text);

    // The owner reviewing the visitor's conversation reads why the answer is automatic; another account finds nothing.
    const review = await t.request({
      method: 'GET',
      url: `/api/analytics/conversations/${done!.message.conversationId}`,
      cookie: ownerCookie,
    });
    expect(review.json().messages[1].text).toBe(OFFLINE_HEADER + text.slice(VISITOR_HEADER.length));
    expect(review.json().messages[1].sources[0]).toMatchObject({ file: 'regole-interne.txt' });
    const other = await createAccountWithOwner(t.ctx.db);
    const asOther = await t.request({
      method: 'GET',
      url: `/api/analytics/conversations/${done!.message.conversationId}`,
      cookie: await signIn(t, other),
    });
    expect(asOther.statusCode).toBe(404);
    expect(asOther.body).not.toContain('reso');

    // The test chat is the members' own: the configuration detail stays there.
    const member = await askMember(agent.id, 'Il reso è gratuito?');
    expect(answerOf(member.body).text.startsWith(OFFLINE_HEADER)).toBe(true);
  });

  it('gives an answer stored before the label existed with the label on reload, never the configuration', async () => {
    const agent = await shopAgent();
    const visitorId = randomUUID();
    const res = await askPublic(agent.id, 'Il reso dei prodotti è gratuito?', visitorId);
    const { done } = answerOf(res.body);
    // As an older release stored it: the members' header in the visitor's answer.
    const body = done!.message.text.slice(VISITOR_HEADER.length);
    await t.ctx.db
      .update(messages)
      .set({ text: OFFLINE_HEADER + body })
      .where(eq(messages.id, done!.message.id));
    const reload = await t.request({
      method: 'GET',
      url: `/api/public/agents/${agent.id}/conversations/${done!.message.conversationId}?visitorId=${visitorId}`,
    });
    expect(reload.json().messages[1].text).toBe(VISITOR_HEADER + body);
    expect(reload.body).not.toContain('Modalità offline');
  });

  it("names a file by its title, a website page by its title with its address, a pair 'Domande e risposte'; members keep the file", async () => {
    const agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Trattoria' });
    const fileId = await addProcessedDocument(t.ctx.db, {
      accountId: owner.accountId,
      agentId: agent.id,
      fileName: 'nonna-rosa_info.txt',
      pages: ['La trattoria è aperta a pranzo dal martedì alla domenica.'],
    });
    await t.ctx.db.update(documentChunks).set({ paragraph: 7 }).where(eq(documentChunks.documentId, fileId));
    const pageId = await addProcessedDocument(t.ctx.db, {
      accountId: owner.accountId,
      agentId: agent.id,
      fileName: 'Menu della cena | Trattoria Nonna Rosa',
      pages: ['La cena si serve dalle diciannove, con il menu degustazione della nonna.'],
    });
    await t.ctx.db
      .update(agentDocuments)
      .set({ sourceType: 'web_page', sourceUrl: 'https://nonnarosa.example/menu-cena' })
      .where(eq(agentDocuments.id, pageId));

    const visitorId = randomUUID();
    const lunch = await askPublic(agent.id, 'La trattoria è aperta a pranzo?', visitorId);
    const { text, done } = answerOf(lunch.body);
    expect(text).toContain('Fonte: Nonna rosa info*');
    expect(lunch.body).not.toContain('nonna-rosa_info');
    expect(lunch.body).not.toContain('paragrafo');
    expect(done!.message.sources).toEqual([expect.objectContaining({ file: 'Nonna rosa info', paragraph: null })]);
    expect(done!.message.sources[0]).not.toHaveProperty('url');
    const opened = await publicPassage(agent.id, done!.message.sources[0]!.chunkId!, visitorId);
    expect(opened.json()).toMatchObject({ file: 'Nonna rosa info' });

    const dinner = answerOf((await askPublic(agent.id, 'A che ora si serve la cena?', visitorId)).body);
    expect(dinner.done!.message.sources[0]).toMatchObject({
      file: 'Menu della cena | Trattoria Nonna Rosa',
      url: 'https://nonnarosa.example/menu-cena',
    });

    expect(visitorDocumentTitle({ file: 'domanda.txt', sourceType: 'qa' })).toBe(QA_SOURCE_LABEL);
    expect(visitorDocumentTitle({ file: 'listino_prezzi-2026.pdf', sourceType: 'web_page' })).toBe('Listino prezzi 2026');

    const member = answerOf((await askMember(agent.id, 'La trattoria è aperta a pranzo?')).body);
    expect(member.text).toContain('nonna-rosa\\_info.txt, paragrafo 7');
    expect(member.done!.message.sources[0]).toMatchObject({ file: 'nonna-rosa_info.txt', paragraph: 7 });
  });
});
