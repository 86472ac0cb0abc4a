import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { CHAT_MESSAGES } from '@app/shared/i18n/chat';
import { MESSAGES } from '@app/shared/i18n/common';
import type { Channel } from '@app/shared/channels';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent } from '../../test/factories.js';
import { newId } from '../../db/ids.js';
import { conversations } from '../../db/schema/chat.js';
import { agentInactive, requirePublicAgent, requireVisitorConversation } from './visitor-access.js';

/**
 * What a visitor may reach (issue 50, ADR 0363): the agent of the link, and only their own conversation with it.
 * Another visitor's, another agent's, another account's or a member's conversation is not found, whatever its id.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
});
afterAll(async () => {
  await t.close();
});

async function conversation(agent: { id: string; accountId: string }, channel: Channel, who: { visitorId?: string; userId?: string }) {
  const id = newId();
  await t.ctx.db.insert(conversations).values({
    id,
    accountId: agent.accountId,
    agentId: agent.id,
    channel,
    userId: who.userId ?? null,
    visitorId: who.visitorId ?? null,
    language: 'en',
  });
  return id;
}

describe('requirePublicAgent', () => {
  it('answers 404 for an unknown agent, and refuses a deactivated one only when the path says how', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const inactive = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, status: 'Disattivato' });

    await expect(requirePublicAgent(t.ctx, newId())).rejects.toMatchObject({
      statusCode: 404,
      code: 'AGENT_NOT_FOUND',
      message: MESSAGES.agentNotFound,
    });
    expect((await requirePublicAgent(t.ctx, inactive.id)).id).toBe(inactive.id);
    await expect(requirePublicAgent(t.ctx, inactive.id, () => agentInactive(CHAT_MESSAGES.agentInactive))).rejects.toMatchObject({
      statusCode: 409,
      code: 'AGENT_INACTIVE',
      message: CHAT_MESSAGES.agentInactive,
    });
  });
});

describe('requireVisitorConversation', () => {
  it("finds the visitor's own public or widget conversation and nobody else's", async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id });
    const sibling = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id });
    const stranger = await createAccountWithOwner(t.ctx.db);
    const strangerAgent = await createAgent(t.ctx.db, { accountId: stranger.accountId, userId: stranger.id });
    const visitorId = randomUUID();

    const own = await conversation(agent, 'public', { visitorId });
    const ownWidget = await conversation(agent, 'widget', { visitorId });
    const found = await requireVisitorConversation(t.ctx.db, agent, { channel: 'public', visitorId }, own);
    expect(found).toEqual({ id: own, channel: 'public', language: 'en' });
    // The widget's frame reads through the public chat's routes: the same visitor's widget conversation is theirs.
    expect((await requireVisitorConversation(t.ctx.db, agent, { channel: 'public', visitorId }, ownWidget)).channel).toBe('widget');

    const notTheirs = [
      await conversation(agent, 'public', { visitorId: randomUUID() }),
      await conversation(sibling, 'public', { visitorId }),
      await conversation(strangerAgent, 'public', { visitorId }),
      await conversation(agent, 'test', { userId: owner.id }),
      newId(),
    ];
    for (const id of notTheirs) {
      await expect(requireVisitorConversation(t.ctx.db, agent, { channel: 'public', visitorId }, id)).rejects.toMatchObject({
        statusCode: 404,
        message: CHAT_MESSAGES.conversationNotFound,
      });
    }
    // Another account's agent, named with the conversation's own agent id, does not reach it either.
    await expect(
      requireVisitorConversation(t.ctx.db, { id: agent.id, accountId: stranger.accountId }, { channel: 'public', visitorId }, own),
    ).rejects.toMatchObject({ statusCode: 404 });
  });

  it('answers the same 404 over HTTP for another visitor, and 404 for an unknown agent', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id });
    const id = await conversation(agent, 'public', { visitorId: randomUUID() });
    const other = await t.request({
      method: 'GET',
      url: `/api/public/agents/${agent.id}/conversations/${id}?visitorId=${randomUUID()}`,
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(CHAT_MESSAGES.conversationNotFound);
    const unknown = await t.request({ method: 'GET', url: `/api/public/agents/${newId()}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'AGENT_NOT_FOUND', message: MESSAGES.agentNotFound });
  });
});
