import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent } from '../../test/factories.js';
import { conversations, messages } from '../../db/schema/chat.js';
import { newId } from '../../db/ids.js';
import { countMonthlyReplies } from '../account/account-usage.js';
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

    expect(await unsafeReleaseStaleReplies(t.ctx.db, now)).toBe(1);
    const left = await t.ctx.db.select({ id: messages.id }).from(messages).where(eq(messages.conversationId, conversationId));
    expect(left.map((m) => m.id).sort()).toEqual(['completa', 'in-corso']);
    expect(await countMonthlyReplies(t.ctx.db, owner.accountId, now)).toBe(2);
  });
});
