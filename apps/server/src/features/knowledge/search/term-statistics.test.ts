import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser } from '../../../test/factories.js';
import { signIn } from '../../../test/sign-in.js';
import { upload, waitForDocument } from '../../../test/knowledge-uploads.js';
import { storedTermStatistics, termStatisticsFromScratch } from '../../../test/term-statistics-from-scratch.js';
import { registerTermStatisticsBackfill } from './backfill-term-statistics.js';
import { searchChunks } from './search-chunks.js';

/** Search in the database (ADR 0147): the statistics it ranks with stay exact through every change of the knowledge. */
let t: TestApp;
let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;
let cookie: string;

const DOCUMENTS = {
  'storia-della-villa.txt':
    'La villa nacque nel 1850 per volere del conte Arrigo.\n\nIl conte la vendette nel 1901 a una famiglia di mercanti di seta.',
  'orari-visite.txt': 'Le visite alla villa si svolgono il sabato e la domenica.\n\nIl biglietto intero costa 12 euro, il ridotto 8 euro.',
  'giardino.txt': 'Il giardino della villa ospita una collezione di camelie rare.\n\nLe camelie fioriscono a marzo.',
};

async function addDocument(agentId: string, name: string, text: string) {
  const res = await upload(t, cookie, agentId, { name, data: Buffer.from(text, 'utf8'), type: 'text/plain' });
  expect(res.statusCode).toBe(201);
  const doc = await waitForDocument(t, res.json().id);
  expect(doc.status).toBe('processed');
  return doc;
}

const files = async (agentId: string, query: string, accountId = owner.accountId) =>
  (await searchChunks(t.ctx.db, { accountId, agentId, query, topK: 5 })).map((h) => h.file);

beforeAll(async () => {
  t = await createTestApp();
  owner = await createAccountWithOwner(t.ctx.db);
  cookie = await signIn(t, owner);
});
afterAll(async () => {
  await t?.close();
});

describe('term statistics kept in the database', () => {
  it('match a count from scratch after documents are processed and deleted, and a deleted one is found no more', async () => {
    const agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id });
    const docs = [];
    for (const [name, text] of Object.entries(DOCUMENTS)) docs.push(await addDocument(agent.id, name, text));
    expect(await storedTermStatistics(t.ctx.db, agent.id)).toEqual(await termStatisticsFromScratch(t.ctx.db, agent.id));
    // "nato" finds "nacque" (verb forms are one term), "quanto costa" the prices.
    expect((await files(agent.id, 'Quando è nata la villa?'))[0]).toBe('storia-della-villa.txt');
    expect((await files(agent.id, 'Quanto costa il biglietto?'))[0]).toBe('orari-visite.txt');

    const del = await t.request({ method: 'DELETE', url: `/api/agents/${agent.id}/documents/${docs[2]!.id}`, cookie });
    expect(del.statusCode).toBe(200);
    const stored = await storedTermStatistics(t.ctx.db, agent.id);
    expect(stored).toEqual(await termStatisticsFromScratch(t.ctx.db, agent.id));
    expect(stored.some((s) => s.term.startsWith('cameli'))).toBe(false);
    expect(stored.find((s) => s.term === 'vill')).toMatchObject({ chunks: 2, documents: 2 });
    expect(await files(agent.id, 'camelie del giardino')).not.toContain('giardino.txt');
  });

  it('are filled in for documents processed before them, once, by the backfill', async () => {
    const agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id });
    for (const [name, text] of Object.entries(DOCUMENTS)) await addDocument(agent.id, name, text);
    const expected = await storedTermStatistics(t.ctx.db, agent.id);
    // As a database migrated from before ADR 0147 has them: chunks, and no statistics.
    await t.ctx.db.execute(sql`delete from knowledge_terms where agent_id = ${agent.id}`);
    await t.ctx.db.execute(
      sql`update agent_documents set chunk_count = null, text_length = null, title_tsv = null where agent_id = ${agent.id}`,
    );
    expect(await files(agent.id, 'Quanto costa il biglietto?')).toEqual([]);
    // And the agent's index snapshot of ADR 0073, which nothing reads any more.
    const snapshot = `${owner.accountId}/${agent.id}/indice-ricerca.bin`;
    await t.ctx.storage.put(snapshot, Readable.from([Buffer.from('indice')]), { maxBytes: 1024 });

    await registerTermStatisticsBackfill(t.ctx);
    for (let i = 0; i < 600; i += 1) {
      const { rows } = await t.ctx.db.execute<{ n: number }>(
        sql`select count(*)::int as n from agent_documents where agent_id = ${agent.id} and chunk_count is null`,
      );
      if (Number(rows[0]!.n) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await storedTermStatistics(t.ctx.db, agent.id)).toEqual(expected);
    expect((await files(agent.id, 'Quanto costa il biglietto?'))[0]).toBe('orari-visite.txt');
    // Removed just after the statistics commit.
    const stored = () =>
      t.ctx.storage.size(snapshot).then(
        () => true,
        () => false,
      );
    for (let i = 0; i < 100 && (await stored()); i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await stored()).toBe(false);
  });

  it("are the agent's own: another account's search and statistics see nothing of them", async () => {
    const agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id });
    await addDocument(agent.id, 'orari-visite.txt', DOCUMENTS['orari-visite.txt']);
    const other = await createAccountWithOwner(t.ctx.db);
    // The right agent id with another account's id finds nothing: every query of the search filters by both.
    expect(await files(agent.id, 'Quanto costa il biglietto?', other.accountId)).toEqual([]);
    const otherCookie = await signIn(t, other);
    const res = await t.request({
      method: 'POST',
      url: `/api/agents/${agent.id}/retrieval-test`,
      cookie: otherCookie,
      payload: { query: 'biglietto', topK: 5 },
    });
    expect(res.statusCode).toBe(404);
    // A member who may not see the agent (a user it is not shared with) gets nothing either.
    const user = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
    const asUser = await t.request({
      method: 'POST',
      url: `/api/agents/${agent.id}/retrieval-test`,
      cookie: await signIn(t, user),
      payload: { query: 'biglietto', topK: 5 },
    });
    expect([403, 404]).toContain(asUser.statusCode);
  });

  it('leave with the agent, and a document being processed again is not half seen', async () => {
    const agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id });
    const doc = await addDocument(agent.id, 'orari-visite.txt', DOCUMENTS['orari-visite.txt']);
    await t.ctx.db.execute(sql`update agent_documents set status = 'processing' where id = ${doc.id}`);
    expect(await files(agent.id, 'Quanto costa il biglietto?')).toEqual([]);
    await t.ctx.db.execute(sql`update agent_documents set status = 'processed' where id = ${doc.id}`);

    // As the confirmed deletion does (confirm-agent-deletion.ts): the agent's row goes, and everything of it with it.
    await t.ctx.db.execute(sql`delete from agents where id = ${agent.id} and account_id = ${owner.accountId}`);
    const { rows } = await t.ctx.db.execute<{ terms: number }>(
      sql`select count(*)::int as terms from knowledge_terms where agent_id = ${agent.id}`,
    );
    expect(rows[0]).toEqual({ terms: 0 });
  });
});
