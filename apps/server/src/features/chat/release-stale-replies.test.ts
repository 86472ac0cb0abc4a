import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent } from '../../test/factories.js';
import { conversations, messages } from '../../db/schema/chat.js';
import { serverInstances } from '../../db/schema/platform.js';
import { newId } from '../../db/ids.js';
import { countMonthlyReplies } from '../account/account-usage.js';
import { lockAccountForTurn } from '../account/plan-state.js';
import { accounts } from '../../db/schema/accounts.js';
import { unsafeReleaseStaleReplies } from './release-stale-replies.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('replies interrupted by a server stop', () => {
  it('stop counting toward the month once they are clearly orphaned, while answers in flight and done stay', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id });
    const conversationId = newId();
    await t.ctx.db
      .insert(conversations)
      .values({ id: conversationId, accountId: owner.accountId, agentId: agent.id, userId: owner.id, channel: 'test' });
    // Mid-month, so the rows never straddle a month boundary.
    const now = new Date('2026-11-15T12:00:00Z');
    const row = (id: string, minutesAgo: number, latencyMs: number | null) => ({
      id,
      conversationId,
      accountId: owner.accountId,
      agentId: agent.id,
      sender: 'agent',
      text: latencyMs === null ? '' : 'Risposta',
      latencyMs,
      createdAt: new Date(now.getTime() - minutesAgo * 60_000),
    });
    await t.ctx.db.insert(messages).values([row('orfana', 30, null), row('in-corso', 1, null), row('completa', 30, 120)]);
    expect(await countMonthlyReplies(t.ctx.db, owner.accountId, now)).toBe(3);
    // A turn of that month stamps the counter its account row keeps (ADR 0360): the release must give back to it.
    await t.ctx.db.transaction((tx) => lockAccountForTurn(tx, owner.accountId, 0, now));

    expect(await unsafeReleaseStaleReplies(t.ctx.db, now)).toBe(1);
    const left = await t.ctx.db.select({ id: messages.id }).from(messages).where(eq(messages.conversationId, conversationId));
    expect(left.map((m) => m.id).sort()).toEqual(['completa', 'in-corso']);
    expect(await countMonthlyReplies(t.ctx.db, owner.accountId, now)).toBe(2);
    const [kept] = await t.ctx.db.select({ n: accounts.monthReplies }).from(accounts).where(eq(accounts.id, owner.accountId));
    expect(kept!.n).toBe(2);
  });

  it('are released as soon as the instance that was streaming them is no longer seen, while a live one keeps its own', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id });
    const conversationId = newId();
    await t.ctx.db.insert(conversations).values({ id: conversationId, accountId: owner.accountId, agentId: agent.id, channel: 'test' });
    const now = new Date();
    // Killed 25 s ago: it missed four heartbeats.
    await t.ctx.db.insert(serverInstances).values({ id: 'istanza-morta', label: 'host:1', seenAt: new Date(now.getTime() - 25_000) });
    const reply = (id: string, reservedBy: string | null) => ({
      id,
      conversationId,
      accountId: owner.accountId,
      agentId: agent.id,
      sender: 'agent',
      text: '',
      reservedBy,
      createdAt: new Date(now.getTime() - 2_000),
    });
    await t.ctx.db
      .insert(messages)
      .values([
        reply('della-morta', 'istanza-morta'),
        reply('di-una-sparita', 'istanza-senza-riga'),
        reply('di-questa', t.ctx.instanceId),
        reply('senza-istanza', null),
      ]);

    // (The count also includes the first test's reply left in flight, days before this `now`.)
    expect(await unsafeReleaseStaleReplies(t.ctx.db, now)).toBeGreaterThanOrEqual(2);
    const left = await t.ctx.db.select({ id: messages.id }).from(messages).where(eq(messages.conversationId, conversationId));
    // A row without an instance (reserved before instances were recorded) waits for the ten-minute rule.
    expect(left.map((m) => m.id).sort()).toEqual(['di-questa', 'senza-istanza']);
  });
});
