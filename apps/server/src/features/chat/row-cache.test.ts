import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent } from '../../test/factories.js';
import { agents, collaborativeMemories } from '../../db/schema/agents.js';
import { gatherContext } from './gather-context.js';
import { answerOf } from './test-support/chat-fixtures.js';
import { accounts } from '../../db/schema/accounts.js';
import { apiKeys } from '../../db/schema/platform.js';
import { createRowCache } from '../../db/row-cache.js';
import { openDatabase, type Database } from '../../db/client.js';
import { encryptApiKey } from '../api-keys/api-key-crypto.js';
import { resolveModelSettings } from '../api-keys/resolve-model-settings.js';
import { signIn } from '../../test/sign-in.js';
import { createUser } from '../../test/factories.js';

/**
 * ADR 0034, 0371: the public chat reads its agent and the platform's API key through the row cache (kept in memory on
 * both drivers). Whatever changes a row, a route, a raw statement or a cascade, the next request sees the change; on
 * PostgreSQL another instance on the same database sees it too, once its listener is told.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;
let agent: Awaited<ReturnType<typeof createAgent>>;
let address = 0;
const post = (agentId: string) =>
  t.request({
    method: 'POST',
    url: `/api/public/agents/${agentId}/messages`,
    payload: { text: 'Quando apre lo sportello?', visitorId: randomUUID() },
    remoteAddress: `10.9.0.${++address}`,
  });
const publicAgent = (agentId: string) => t.request({ method: 'GET', url: `/api/public/agents/${agentId}` });

beforeAll(async () => {
  t = await createTestApp({ LLM_ALLOW_PRIVATE_BASE_URL: 'true' });
  owner = await createAccountWithOwner(t.ctx.db);
  agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Sportello' });
});
afterAll(async () => {
  await t.close();
});

describe('the agent a public chat reads', () => {
  it('is read anew after a change through the service, a raw statement, or a cascade from its account', async () => {
    expect((await post(agent.id)).statusCode).toBe(200);
    expect((await publicAgent(agent.id)).json().name).toBe('Sportello');

    await t.ctx.db.update(agents).set({ status: 'Disattivato' }).where(eq(agents.id, agent.id));
    const off = await post(agent.id);
    expect(off.statusCode).toBe(409);
    expect(off.json().code).toBe('AGENT_INACTIVE');

    await t.ctx.database.sql.query(`update agents set status = 'Attivo', name = 'Sportello Unico' where id = $1`, [agent.id]);
    expect((await post(agent.id)).statusCode).toBe(200);
    expect((await publicAgent(agent.id)).json().name).toBe('Sportello Unico');

    // Another account's agent, read and kept, then gone with its account (ON DELETE CASCADE, no code of ours runs).
    const other = await createAccountWithOwner(t.ctx.db);
    const theirs = await createAgent(t.ctx.db, { accountId: other.accountId, userId: other.id, name: 'Altrove' });
    expect((await publicAgent(theirs.id)).statusCode).toBe(200);
    await t.ctx.db.delete(accounts).where(eq(accounts.id, other.accountId));
    expect((await publicAgent(theirs.id)).statusCode).toBe(404);
    expect((await post(theirs.id)).statusCode).toBe(404);
    // The first account's agent is untouched by the other account's change.
    expect((await publicAgent(agent.id)).json()).toMatchObject({ name: 'Sportello Unico', active: true });
  });

  it('a member who may not change the agent changes nothing, and the owner deactivating it stops the chat at once', async () => {
    const user = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
    const body = (status: string) => ({
      name: 'Sportello Unico',
      description: '',
      instructions: 'Rispondi.',
      instructorId: owner.id,
      status,
      memoryMode: 'none',
      memoryRetentionDays: null,
      enableExplicitMemory: false,
    });
    const refused = await t.request({
      method: 'PUT',
      url: `/api/agents/${agent.id}`,
      payload: body('Disattivato'),
      cookie: await signIn(t, user),
    });
    expect([403, 404]).toContain(refused.statusCode);
    expect((await post(agent.id)).statusCode).toBe(200);
    const changed = await t.request({
      method: 'PUT',
      url: `/api/agents/${agent.id}`,
      payload: body('Disattivato'),
      cookie: await signIn(t, owner),
    });
    expect(changed.statusCode).toBe(200);
    expect((await post(agent.id)).statusCode).toBe(409);
    await t.ctx.db.update(agents).set({ status: 'Attivo' }).where(eq(agents.id, agent.id));
  });

  it('a read that began before a change does not keep the row it read', async () => {
    const cache = await createRowCache(t.ctx.database, t.ctx.log);
    try {
      const stale = await cache.read('agents', 'k', async () => {
        await t.ctx.db.update(agents).set({ description: 'cambiata' }).where(eq(agents.id, agent.id));
        return 'read before the change';
      });
      expect(stale).toBe('read before the change');
      expect(await cache.read('agents', 'k', async () => 'read again')).toBe('read again');
      // Kept on both drivers (ADR 0371).
      expect(await cache.read('agents', 'k', async () => 'read a third time')).toBe('read again');
    } finally {
      await cache.close();
    }
  });
});

describe('the API key a chat turn uses', () => {
  it('follows the platform default as it is added, changed and deleted', async () => {
    const settings = () => resolveModelSettings(t.ctx.db, t.ctx.config, { apiKeyId: null, rowCache: t.ctx.rowCache });
    expect(await settings()).toEqual({ kind: 'offline' });
    const id = randomUUID();
    await t.ctx.db.insert(apiKeys).values({
      id,
      name: 'Predefinita',
      encryptedValue: encryptApiKey(t.config.AUTH_SECRET, 'sk-prima-chiave'),
      hint: 'sk-p…ave',
      baseUrl: 'http://127.0.0.1:9/v1',
      model: 'modello-a',
      isDefault: true,
    });
    expect(await settings()).toMatchObject({ kind: 'provider', apiKey: 'sk-prima-chiave', model: 'modello-a' });
    await t.ctx.db.update(apiKeys).set({ model: 'modello-b' }).where(eq(apiKeys.id, id));
    expect(await settings()).toMatchObject({ model: 'modello-b' });
    await t.ctx.db.delete(apiKeys).where(eq(apiKeys.id, id));
    expect(await settings()).toEqual({ kind: 'offline' });
  });
});

describe.skipIf(process.env.TEST_DRIVER !== 'postgres')('two instances on one PostgreSQL database', () => {
  let other: TestApp;
  let otherDatabase: Database;
  beforeAll(async () => {
    otherDatabase = await openDatabase({ databaseUrl: t.ctx.database.url! });
    other = await createTestApp({ LLM_ALLOW_PRIVATE_BASE_URL: 'true' }, { database: otherDatabase });
  });
  afterAll(async () => {
    await other?.close();
    await otherDatabase?.close();
  });
  const nameSeenByOther = async () => (await other.request({ method: 'GET', url: `/api/public/agents/${agent.id}` })).json().name;

  it("a change made through one instance reaches the other's cache", async () => {
    await t.ctx.db.update(agents).set({ name: 'Sportello Nord' }).where(eq(agents.id, agent.id));
    await expect.poll(nameSeenByOther).toBe('Sportello Nord');
    // Kept by the other instance now; renamed through the first one's route-free statement, then seen there.
    expect(await nameSeenByOther()).toBe('Sportello Nord');
    await t.ctx.database.sql.query(`update agents set name = 'Sportello Sud' where id = $1`, [agent.id]);
    await expect.poll(nameSeenByOther).toBe('Sportello Sud');

    // The platform's API key, read by every turn of both instances.
    const settings = () => resolveModelSettings(other.ctx.db, other.ctx.config, { apiKeyId: null, rowCache: other.ctx.rowCache });
    expect(await settings()).toEqual({ kind: 'offline' });
    const id = randomUUID();
    await t.ctx.db.insert(apiKeys).values({
      id,
      name: 'Condivisa',
      encryptedValue: encryptApiKey(t.config.AUTH_SECRET, 'sk-condivisa'),
      hint: 'sk-c…isa',
      baseUrl: 'http://127.0.0.1:9/v1',
      model: 'modello-c',
      isDefault: true,
    });
    await expect.poll(settings).toMatchObject({ kind: 'provider', model: 'modello-c' });
    await t.ctx.db.delete(apiKeys).where(eq(apiKeys.id, id));
    await expect.poll(settings).toEqual({ kind: 'offline' });
  });

  it("the agent's Q&A pairs and approved team memories, changed through one instance, are read anew by the other (ADR 0387)", async () => {
    await t.ctx.db.update(agents).set({ status: 'Attivo' }).where(eq(agents.id, agent.id));
    const cookie = await signIn(t, owner);
    const pairs = `/api/agents/${agent.id}/qa-pairs`;
    const asked = async () => {
      const res = await other.request({
        method: 'POST',
        url: `/api/public/agents/${agent.id}/messages`,
        payload: { text: 'A che ora apre lo sportello anagrafe?', visitorId: randomUUID() },
        remoteAddress: `10.9.1.${++address}`,
      });
      expect(res.statusCode).toBe(200);
      const { done } = answerOf(res.body);
      return done?.message.outcome === 'qa_pair' ? done.message.text : null;
    };
    expect(await asked()).toBeNull();
    const pair = { question: 'A che ora apre lo sportello anagrafe?', variants: [], answer: "L'anagrafe apre alle 8:30." };
    const created = await t.request({ method: 'POST', url: pairs, cookie, payload: pair });
    expect(created.statusCode).toBe(201);
    const pairId = created.json().id as string;
    await expect.poll(asked).toContain("L'anagrafe apre alle 8:30.");
    const edited = await t.request({
      method: 'PUT',
      url: `${pairs}/${pairId}`,
      cookie,
      payload: { ...pair, answer: "L'anagrafe apre alle 9." },
    });
    expect(edited.statusCode).toBe(200);
    await expect.poll(asked).toContain("L'anagrafe apre alle 9.");
    expect((await t.request({ method: 'DELETE', url: `${pairs}/${pairId}`, cookie })).statusCode).toBe(200);
    await expect.poll(asked).toBeNull();

    // A team memory approved through the first instance is in the other's next answer context, and gone once deleted.
    const memoriesSeenByOther = async () =>
      (
        await gatherContext(other.ctx, {
          accountId: owner.accountId,
          agent: (await other.ctx.db.select().from(agents).where(eq(agents.id, agent.id)))[0]!,
          who: { channel: 'public', userId: null, visitorId: randomUUID() },
          conversationId: randomUUID(),
          question: 'anagrafe',
          beforeMessageId: '',
          newConversation: true,
        })
      ).memories.map((m) => m.content);
    expect(await memoriesSeenByOther()).toEqual([]);
    const memoryId = randomUUID();
    await t.ctx.db.insert(collaborativeMemories).values({
      id: memoryId,
      accountId: owner.accountId,
      agentId: agent.id,
      userId: owner.id,
      type: 'general_memory',
      content: "L'anagrafe chiude il sabato.",
      status: 'approved',
    });
    await expect.poll(memoriesSeenByOther).toEqual(["L'anagrafe chiude il sabato."]);
    await t.ctx.db.delete(collaborativeMemories).where(eq(collaborativeMemories.id, memoryId));
    await expect.poll(memoriesSeenByOther).toEqual([]);
  });

  it('a listener cut off listens again, and what changed meanwhile is read anew', async () => {
    const listeners = async () =>
      (
        await t.ctx.database.sql.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = 'row cache listener'`,
        )
      ).rows[0]!.n;
    expect(await listeners()).toBe(2);
    await t.ctx.database.sql.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'row cache listener'`,
    );
    await t.ctx.db.update(agents).set({ name: 'Sportello Est' }).where(eq(agents.id, agent.id));
    await expect.poll(nameSeenByOther).toBe('Sportello Est');
    await expect.poll(listeners, { timeout: 10_000 }).toBe(2);
    await t.ctx.db.update(agents).set({ name: 'Sportello Ovest' }).where(eq(agents.id, agent.id));
    await expect.poll(nameSeenByOther).toBe('Sportello Ovest');
  });
});
