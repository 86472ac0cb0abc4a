import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { conversations, messages } from '../../db/schema/chat.js';
import { accounts } from '../../db/schema/accounts.js';
import { newId } from '../../db/ids.js';
import { RETENTION_QUEUE, unsafeDeleteExpiredConversations } from './delete-expired-conversations.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;
let other: Awaited<ReturnType<typeof createAccountWithOwner>>;
let cookies: Record<'owner' | 'admin' | 'stranger', string>;

const NOW = new Date('2026-11-24T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

/** A conversation started `startedDaysAgo` and last written `lastDaysAgo`, with one question and its answer. */
async function conversation(account: { accountId: string; id: string }, startedDaysAgo: number, lastDaysAgo: number) {
  const agent = await createAgent(t.ctx.db, { accountId: account.accountId, userId: account.id });
  const id = newId();
  await t.ctx.db.insert(conversations).values({
    id,
    accountId: account.accountId,
    agentId: agent.id,
    channel: 'public',
    createdAt: daysAgo(startedDaysAgo),
    updatedAt: daysAgo(lastDaysAgo),
  });
  await t.ctx.db.insert(messages).values([
    {
      id: newId(),
      conversationId: id,
      accountId: account.accountId,
      agentId: agent.id,
      sender: 'user',
      text: 'Ciao',
      createdAt: daysAgo(lastDaysAgo),
    },
    {
      id: newId(),
      conversationId: id,
      accountId: account.accountId,
      agentId: agent.id,
      sender: 'agent',
      text: 'Buongiorno',
      latencyMs: 10,
      createdAt: daysAgo(lastDaysAgo),
    },
  ]);
  return id;
}

const retention = (who: keyof typeof cookies, days?: unknown) =>
  t.request({
    method: days === undefined ? 'GET' : 'PUT',
    url: '/api/analytics/retention',
    cookie: cookies[who],
    ...(days === undefined ? {} : { payload: { days } }),
  });

beforeAll(async () => {
  t = await createTestApp();
  owner = await createAccountWithOwner(t.ctx.db);
  other = await createAccountWithOwner(t.ctx.db);
  const admin = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'admin' });
  cookies = { owner: await signIn(t, owner), admin: await signIn(t, admin), stranger: await signIn(t, other) };
});
afterAll(async () => {
  await t.close();
});

describe('the retention setting', () => {
  it('keeps conversations by default, and only the owner changes it, to one of the offered periods', async () => {
    expect((await retention('owner')).json()).toEqual({ days: null });
    const admin = await retention('admin', 30);
    expect(admin.statusCode).toBe(403);
    expect(admin.json().message).toBe("Solo i proprietari dell'account possono accedere a questa sezione.");
    expect((await retention('admin')).statusCode).toBe(403);
    for (const bad of [45, 0, -30, '30', 'sempre']) {
      const res = await retention('owner', bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Periodo di conservazione non valido.');
    }
    expect((await retention('owner')).json()).toEqual({ days: null });

    const saved = await retention('owner', 90);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ days: 90 });
    expect((await retention('owner')).json()).toEqual({ days: 90 });
    // Another account's owner reads and sets their own account only.
    expect((await retention('stranger')).json()).toEqual({ days: null });
    expect((await retention('owner', null)).json()).toEqual({ days: null });
    expect((await t.request({ method: 'PUT', url: '/api/analytics/retention', payload: { days: 30 } })).statusCode).toBe(401);
  });
});

describe('the daily retention job', () => {
  it('deletes the conversations whose last message is older than their account keeps, with their messages', async () => {
    const kept = await conversation(other, 400, 400); // the other account keeps everything
    const expired = await conversation(owner, 45, 31);
    const stillActive = await conversation(owner, 60, 29); // started long ago, written recently
    const recent = await conversation(owner, 1, 1);
    await t.ctx.db.update(accounts).set({ conversationRetentionDays: 30 }).where(eq(accounts.id, owner.accountId));

    expect(await unsafeDeleteExpiredConversations(t.ctx.db, { now: NOW })).toBe(1);
    const left = await t.ctx.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(inArray(conversations.id, [kept, expired, stillActive, recent]));
    expect(left.map((row) => row.id).sort()).toEqual([kept, stillActive, recent].sort());
    expect(await t.ctx.db.select().from(messages).where(eq(messages.conversationId, expired))).toEqual([]);
    expect(await unsafeDeleteExpiredConversations(t.ctx.db, { now: NOW })).toBe(0);
  });

  it('is on the queue from the start, once a day', async () => {
    const { rows } = await t.ctx.database.sql.query(`select count(*)::int as n from pgboss.job where name = $1`, [RETENTION_QUEUE]);
    expect((rows[0] as { n: number }).n).toBe(1);
  });
});
