import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { CHAT_MESSAGES } from '@app/shared/i18n/chat';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent } from '../../test/factories.js';
import { conversations, messages } from '../../db/schema/chat.js';
import { newId } from '../../db/ids.js';
import { countMonthlyReplies } from '../account/account-usage.js';
import { addProcessedDocument, answerOf } from './test-support/chat-fixtures.js';
import { signIn } from '../../test/sign-in.js';

/**
 * A message sent again with the same client message id after its stream was cut off (ADR 0162): stored once,
 * answered once, whether the first answer was finished or left half-way by an instance that died.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;
let agent: Awaited<ReturnType<typeof createAgent>>;
let address = 0;
const nextAddress = () => `10.9.${Math.floor(++address / 250)}.${address % 250}`;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createAccountWithOwner(t.ctx.db);
  agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Sportello' });
  await addProcessedDocument(t.ctx.db, {
    accountId: owner.accountId,
    agentId: agent.id,
    fileName: 'tari.txt',
    pages: ['La TARI si paga in due rate, a maggio e a novembre.'],
  });
});
afterAll(async () => {
  await t.close();
});

const send = (payload: object, agentId = agent.id) =>
  t.request({ method: 'POST', url: `/api/public/agents/${agentId}/messages`, payload, remoteAddress: nextAddress() });

const rowsOf = async (conversationId: string) =>
  t.ctx.db.select().from(messages).where(eq(messages.conversationId, conversationId)).orderBy(asc(messages.createdAt));

describe('a message sent again with its client message id', () => {
  it('answered already: the same answer is given again, nothing is stored or counted twice', async () => {
    const visitorId = randomUUID();
    const clientMessageId = randomUUID();
    const first = answerOf((await send({ text: 'Quando si paga la TARI?', visitorId, clientMessageId })).body);
    expect(first.done).toBeDefined();
    const counted = await countMonthlyReplies(t.ctx.db, owner.accountId);

    const again = await send({ text: 'Quando si paga la TARI?', visitorId, clientMessageId });
    expect(again.statusCode).toBe(200);
    const second = answerOf(again.body);
    expect(second.done!.message).toEqual(first.done!.message);
    const rows = await rowsOf(first.done!.message.conversationId);
    expect(rows.map((r) => r.sender)).toEqual(['user', 'agent']);
    expect(await countMonthlyReplies(t.ctx.db, owner.accountId)).toBe(counted);
  });

  it('its answer left unfinished by an instance that died: the reply is taken over and answered, once', async () => {
    const visitorId = randomUUID();
    const clientMessageId = randomUUID();
    // What a killed instance leaves: the question, and its reserved reply with no text and no latency.
    const conversationId = newId();
    await t.ctx.db
      .insert(conversations)
      .values({ id: conversationId, accountId: owner.accountId, agentId: agent.id, channel: 'public', visitorId });
    const questionId = newId();
    const now = Date.now() - 2000;
    await t.ctx.db.insert(messages).values([
      {
        id: questionId,
        conversationId,
        accountId: owner.accountId,
        agentId: agent.id,
        sender: 'user',
        text: 'Quando si paga la TARI?',
        clientMessageId,
        createdAt: new Date(now),
      },
      {
        id: newId(),
        conversationId,
        accountId: owner.accountId,
        agentId: agent.id,
        sender: 'agent',
        text: 'La TARI si pa',
        reservedBy: 'istanza-morta',
        createdAt: new Date(now + 1),
      },
    ]);
    const counted = await countMonthlyReplies(t.ctx.db, owner.accountId);

    // Sent again without the conversation (the stream broke before its first event): found all the same.
    const res = await send({ text: 'Quando si paga la TARI?', visitorId, clientMessageId });
    expect(res.statusCode).toBe(200);
    const answer = answerOf(res.body);
    expect(answer.done!.message.conversationId).toBe(conversationId);
    expect(answer.done!.message.text).toContain('maggio');
    const rows = await rowsOf(conversationId);
    expect(rows.map((r) => [r.sender, r.latencyMs === null])).toEqual([
      ['user', true],
      ['agent', false],
    ]);
    expect(rows[0]!.id).toBe(questionId);
    expect(await countMonthlyReplies(t.ctx.db, owner.accountId)).toBe(counted);
  });

  it("another visitor's id, or the same id on another agent, is a new message; a malformed id is refused in Italian", async () => {
    const clientMessageId = randomUUID();
    const mine = answerOf((await send({ text: 'Quando si paga la TARI?', visitorId: randomUUID(), clientMessageId })).body);
    const otherAgent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Altro sportello' });
    const elsewhere = answerOf((await send({ text: 'Ciao', visitorId: randomUUID(), clientMessageId }, otherAgent.id)).body);
    expect(elsewhere.done!.message.conversationId).not.toBe(mine.done!.message.conversationId);
    // The same agent, another visitor: the id is taken, nothing of the first visitor's conversation is shown.
    const stranger = await send({ text: 'Ciao', visitorId: randomUUID(), clientMessageId });
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json()).toMatchObject({ code: 'MESSAGE_IN_PROGRESS', message: CHAT_MESSAGES.messageInProgress });
    expect(stranger.body).not.toContain(mine.done!.message.text);

    const bad = await send({ text: 'Ciao', visitorId: randomUUID(), clientMessageId: 'non-un-uuid' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(CHAT_MESSAGES.clientMessageInvalid);
  });

  it('works alike in the test chat of a member', async () => {
    const cookie = await signIn(t, owner);
    const clientMessageId = randomUUID();
    const post = () =>
      t.request({
        method: 'POST',
        url: `/api/agents/${agent.id}/chat/messages`,
        cookie,
        payload: { text: 'Quando si paga la TARI?', clientMessageId },
      });
    const first = answerOf((await post()).body);
    const second = answerOf((await post()).body);
    expect(second.done!.message.id).toBe(first.done!.message.id);
    expect((await rowsOf(first.done!.message.conversationId)).length).toBe(2);
  });
});
