import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AGENT_SHOW_SOURCES_INVALID } from '@app/shared/i18n/agents';
import { CHAT_MESSAGES, MEMORY_SOURCE_LABEL } from '@app/shared/i18n/chat';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { agents } from '../../db/schema/agents.js';
import { messages } from '../../db/schema/chat.js';
import { addProcessedDocument, agentSettings, answerOf } from './test-support/chat-fixtures.js';

/**
 * Offline answers (issue 19, ADR 0024): the sentences that answer, each with its source, the team memory
 * taking part and winning over the documents, and no file names for public visitors when sources are off.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;
let ownerCookie: string;
let address = 0;
const nextAddress = () => `10.19.${Math.floor(++address / 250)}.${address % 250}`;

const MENU_PAGES = [
  'Pizzeria Da Gino. Listino e informazioni per i clienti, aggiornato a gennaio 2026.',
  'Le nostre pizze sono cotte nel forno a legna. La pizza Margherita costa 7 euro, la Marinara 6 euro e la Diavola 8,50 euro. ' +
    "L'impasto lievita 48 ore con farina di tipo 1. Il locale è aperto dal martedì alla domenica, dalle 19 alle 23.30. " +
    'Il lunedì è il giorno di chiusura. Per prenotare chiamate il Sig. Gino al numero 0571 123456.',
];

async function pizzeriaAgent(accountId: string, userId: string, name = 'Pizzeria Da Gino') {
  const agent = await createAgent(t.ctx.db, { accountId, userId, name });
  await addProcessedDocument(t.ctx.db, { accountId, agentId: agent.id, fileName: 'listino-interno-2026.pdf', pages: MENU_PAGES });
  return agent;
}

const ask = (agentId: string, text: string, cookie = ownerCookie) =>
  t.request({ method: 'POST', url: `/api/agents/${agentId}/chat/messages`, cookie, payload: { text } });
const askPublic = (agentId: string, text: string, visitorId = randomUUID()) =>
  t.request({ method: 'POST', url: `/api/public/agents/${agentId}/messages`, payload: { text, visitorId }, remoteAddress: nextAddress() });
const offlineBody = (text: string) => text.slice(text.indexOf('\n\n'));

beforeAll(async () => {
  t = await createTestApp();
  owner = await createAccountWithOwner(t.ctx.db);
  ownerCookie = await signIn(t, owner);
});
afterAll(async () => {
  await t.close();
});

describe('offline answers in the test chat', () => {
  it('answer with the sentences that answer and their source, not whole chunks', async () => {
    const agent = await pizzeriaAgent(owner.accountId, owner.id);
    const res = await ask(agent.id, 'Qual è il giorno di chiusura del locale?');
    expect(res.statusCode).toBe(200);
    const { text, done } = answerOf(res.body);
    expect(text).toContain(CHAT_MESSAGES.offlineLabel);
    expect(offlineBody(text)).toContain('Il lunedì è il giorno di chiusura.');
    expect(offlineBody(text)).toContain('— *Fonte: listino-interno-2026.pdf, pagina 2*');
    // The rest of the same chunk stays out of the answer (it is one source away).
    expect(offlineBody(text)).not.toContain('forno a legna');
    expect(offlineBody(text)).not.toContain('Margherita');
    expect(done!.message.sources).toEqual([
      {
        kind: 'document',
        documentId: expect.any(String),
        file: 'listino-interno-2026.pdf',
        page: 2,
        chunkId: expect.any(String),
        paragraph: null,
        startMs: null,
        endMs: null,
      },
    ]);
  });

  it("answers 'Quanto costa la Margherita il martedì sera?' from the memory saved in the chat, cited as memory", async () => {
    const agent = await pizzeriaAgent(owner.accountId, owner.id);
    const before = answerOf((await ask(agent.id, 'Quanto costa la Margherita il martedì sera?')).body);
    expect(offlineBody(before.text)).toContain('La pizza Margherita costa 7 euro');

    const saved = answerOf((await ask(agent.id, 'ricordati che il martedì sera la Margherita costa 5 euro')).body);
    expect(saved.done!.memory).toEqual({ status: 'saved', type: 'general_memory' });

    const { text, done } = answerOf((await ask(agent.id, 'Quanto costa la Margherita il martedì sera?')).body);
    expect(offlineBody(text)).toContain('> Il martedì sera la Margherita costa 5 euro.\n\n— *Fonte: memoria del team*');
    expect(text).not.toContain('7 euro');
    expect(done!.message.sources[0]).toEqual({ kind: 'memory', documentId: '', file: MEMORY_SOURCE_LABEL, page: null });
    const [stored] = await t.ctx.db.select().from(messages).where(eq(messages.id, done!.message.id));
    expect(stored!.sources![0]).toMatchObject({ kind: 'memory', file: MEMORY_SOURCE_LABEL });

    // A question the memory does not answer is still answered from the document alone.
    const other = answerOf((await ask(agent.id, 'Quanto lievita l’impasto?')).body);
    expect(offlineBody(other.text)).toContain("L'impasto lievita 48 ore");
    expect(other.text).not.toContain('Fonte: memoria del team');
  });

  it("never uses another account's memories, even on an agent with the same document", async () => {
    const agent = await pizzeriaAgent(owner.accountId, owner.id);
    const other = await createAccountWithOwner(t.ctx.db);
    const otherCookie = await signIn(t, other);
    const otherAgent = await pizzeriaAgent(other.accountId, other.id);
    const saved = answerOf((await ask(otherAgent.id, 'ricordati che il martedì sera la Margherita costa 3 euro', otherCookie)).body);
    expect(saved.done!.memory?.status).toBe('saved');
    // Account B cannot reach account A's agent to teach it either.
    expect((await ask(agent.id, 'ricordati che la Margherita costa 1 euro', otherCookie)).statusCode).toBe(404);

    const { text, done } = answerOf((await ask(agent.id, 'Quanto costa la Margherita il martedì sera?')).body);
    expect(offlineBody(text)).toContain('La pizza Margherita costa 7 euro');
    expect(text).not.toContain('3 euro');
    expect(text).not.toContain('1 euro');
    expect(done!.message.sources.some((s) => s.kind === 'memory')).toBe(false);
    // B's own agent does use B's memory.
    expect(answerOf((await ask(otherAgent.id, 'Quanto costa la Margherita il martedì sera?', otherCookie)).body).text).toContain(
      'costa 3 euro',
    );
  });
});

describe("public visitors and the agent's 'showSources' setting", () => {
  const settings = (agent: { name: string; instructions: string }, extra: object) => agentSettings(agent, owner.id, extra);

  it('shows sources by default, and hides every file name from visitors once the owner turns them off', async () => {
    const agent = await pizzeriaAgent(owner.accountId, owner.id);
    const read = await t.request({ method: 'GET', url: `/api/agents/${agent.id}`, cookie: ownerCookie });
    expect(read.json().showSources).toBe(true);
    const shown = answerOf((await askPublic(agent.id, 'Qual è il giorno di chiusura del locale?')).body);
    // A visitor reads the document's title (issue 44), not its file name.
    expect(shown.text).toContain('Fonte: Listino interno 2026*');
    expect(shown.done!.message.sources[0]!.file).toBe('Listino interno 2026');

    const update = await t.request({
      method: 'PUT',
      url: `/api/agents/${agent.id}`,
      cookie: ownerCookie,
      payload: settings(agent, { showSources: false }),
    });
    expect(update.statusCode).toBe(200);
    expect(update.json().showSources).toBe(false);

    const visitorId = randomUUID();
    const res = await askPublic(agent.id, 'Qual è il giorno di chiusura del locale?', visitorId);
    expect(res.statusCode).toBe(200);
    const { text, done } = answerOf(res.body);
    expect(offlineBody(text)).toContain('Il lunedì è il giorno di chiusura.');
    expect(res.body).not.toContain('listino-interno');
    expect(res.body).not.toContain('Fonte');
    expect(done!.message.sources).toEqual([]);
    const history = await t.request({
      method: 'GET',
      url: `/api/public/agents/${agent.id}/conversations/${done!.message.conversationId}?visitorId=${visitorId}`,
    });
    expect(history.statusCode).toBe(200);
    expect(history.body).not.toContain('listino-interno');

    // The team keeps seeing where answers come from in the test chat.
    const member = answerOf((await ask(agent.id, 'Qual è il giorno di chiusura del locale?')).body);
    expect(member.text).toContain('listino-interno-2026.pdf, pagina 2');
  });

  it('keeps the setting when a client omits it, and refuses a non-boolean with an Italian message, changing nothing', async () => {
    const agent = await pizzeriaAgent(owner.accountId, owner.id);
    await t.ctx.db.update(agents).set({ showSources: false }).where(eq(agents.id, agent.id));
    const omitted = await t.request({ method: 'PUT', url: `/api/agents/${agent.id}`, cookie: ownerCookie, payload: settings(agent, {}) });
    expect(omitted.statusCode).toBe(200);
    expect(omitted.json().showSources).toBe(false);

    const bad = await t.request({
      method: 'PUT',
      url: `/api/agents/${agent.id}`,
      cookie: ownerCookie,
      payload: settings(agent, { showSources: 'forse', name: 'Nome cambiato' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(AGENT_SHOW_SOURCES_INVALID);
    const [row] = await t.ctx.db.select().from(agents).where(eq(agents.id, agent.id));
    expect(row).toMatchObject({ showSources: false, name: 'Pizzeria Da Gino' });
  });

  it('lets only who manages the agent change it', async () => {
    const agent = await pizzeriaAgent(owner.accountId, owner.id);
    const user = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
    const res = await t.request({
      method: 'PUT',
      url: `/api/agents/${agent.id}`,
      cookie: await signIn(t, user),
      payload: settings(agent, { showSources: false }),
    });
    expect(res.statusCode).toBe(403);
    const [row] = await t.ctx.db.select().from(agents).where(eq(agents.id, agent.id));
    expect(row!.showSources).toBe(true);
  });
});
