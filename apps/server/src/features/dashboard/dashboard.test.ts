import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { conversations, messages } from '../../db/schema/chat.js';
import { newId } from '../../db/ids.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('dashboard summary', () => {
  it('counts members as team plus self for the owner, with the trial plan', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    await createUser(t.ctx.db, { accountId: owner.accountId, role: 'admin' });
    await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user', bannedUntil: new Date(Date.now() + 86_400_000) });
    await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id });
    const other = await createAccountWithOwner(t.ctx.db);
    await createAgent(t.ctx.db, { accountId: other.accountId, userId: other.id });
    await createAgent(t.ctx.db, { accountId: other.accountId, userId: other.id });

    const res = await t.request({ method: 'GET', url: '/api/dashboard', cookie: await signIn(t, owner) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.members).toBe(2);
    expect(body.agents).toBe(1);
    expect(body.interactions24h).toBe(0);
    expect(body.plan.status).toBe('trial');
    expect(body.limits).toEqual({ users: 10, agents: 3 });
  });

  it('hides team figures from a plain user and refuses a signed-out visitor', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const user = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
    const res = await t.request({ method: 'GET', url: '/api/dashboard', cookie: await signIn(t, user) });
    expect(res.json().members).toBeNull();
    expect(res.json().agents).toBeNull();
    const anonymous = await t.request({ method: 'GET', url: '/api/dashboard' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Utente non autenticato. Effettua il login.');
  });

  it("counts the agents' finished replies of the last 24 hours on every channel, exactly", async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id });
    const other = await createAccountWithOwner(t.ctx.db);
    const otherAgent = await createAgent(t.ctx.db, { accountId: other.accountId, userId: other.id });
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    const say = async (
      account: { accountId: string },
      agentId: string,
      channel: 'test' | 'public',
      rows: [string, Date, number | null][],
    ) => {
      const conversationId = newId();
      await t.ctx.db.insert(conversations).values({ id: conversationId, accountId: account.accountId, agentId, channel });
      for (const [sender, createdAt, latencyMs] of rows) {
        await t.ctx.db
          .insert(messages)
          .values({ id: newId(), conversationId, accountId: account.accountId, agentId, sender, text: 'x', createdAt, latencyMs });
      }
    };
    await say(owner, agent.id, 'public', [
      ['user', hoursAgo(2), null],
      ['agent', hoursAgo(2), 900],
      ['user', hoursAgo(1), null],
      ['agent', hoursAgo(1), 800],
    ]);
    await say(owner, agent.id, 'test', [
      ['user', hoursAgo(23), null],
      ['agent', hoursAgo(23), 500],
      ['agent', hoursAgo(25), 500], // older than a day
      ['agent', hoursAgo(0), null], // still streaming
    ]);
    await say(other, otherAgent.id, 'public', [['agent', hoursAgo(1), 100]]);
    const res = await t.request({ method: 'GET', url: '/api/dashboard', cookie: await signIn(t, owner) });
    expect(res.json().interactions24h).toBe(3);
  });
});
