import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AGENT_HIDE_FILE_NAMES_INVALID } from '@app/shared/i18n/agents';
import { PASSAGE_NOT_FOUND } from '@app/shared/i18n/knowledge';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { agents } from '../../db/schema/agents.js';
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

    const member = answerOf(
      (
        await t.request({
          method: 'POST',
          url: `/api/agents/${agent.id}/chat/messages`,
          cookie: ownerCookie,
          payload: { text: 'Il reso è gratuito?' },
        })
      ).body,
    );
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
