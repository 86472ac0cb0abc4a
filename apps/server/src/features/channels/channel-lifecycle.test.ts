import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { startFakeTelegram, type FakeTelegram } from '../../test/fake-messaging-apis.js';
import { channelConnections, channelDeliveries } from '../../db/schema/channels.js';
import { answerDelivery } from './answer-delivery.js';
import { agents } from '../../db/schema/agents.js';
import { accounts } from '../../db/schema/accounts.js';
import { actionTokens } from '../../db/schema/platform.js';
import { newId } from '../../db/ids.js';
import { confirmAgentDeletion } from '../agents/confirm-agent-deletion.js';
import { hashDeletionToken } from '../agents/deletion-token.js';
import { deleteWholeAccount } from '../account/delete-whole-account.js';

/**
 * Deleting an agent or an account tells Telegram to stop sending (ADR 0187), against the fake Bot API on a socket; a
 * delivery held by a live worker is answered by that worker only (ADR 0185).
 */
let t: TestApp;
let telegram: FakeTelegram;

beforeAll(async () => {
  telegram = await startFakeTelegram();
  t = await createTestApp({ TELEGRAM_API_URL: telegram.url });
  t.ctx.config.APP_URL = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await telegram?.close();
});

let bots = 0;
/** An owner's agent with its Telegram bot connected through the API, as the page does. */
async function agentWithBot() {
  const owner = await createAccountWithOwner(t.ctx.db, { plan: 'pro', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
  const agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Bottega' });
  bots += 1;
  const token = `${700000000 + bots}:AALifecycleBotToken${String(bots).padStart(16, '0')}`;
  telegram.addBot(token, `bottega_${bots}_bot`);
  const res = await t.request({
    method: 'PUT',
    url: `/api/agents/${agent.id}/channels/telegram`,
    cookie: await signIn(t, owner),
    payload: { botToken: token },
  });
  expect(res.statusCode).toBe(200);
  expect(telegram.webhookOf(token)).not.toBeNull();
  return { owner, agent, token };
}

async function deleteAgent(owner: { id: string; accountId: string }, agentId: string) {
  const token = newId();
  await t.ctx.db.insert(actionTokens).values({
    id: newId(),
    tokenHash: hashDeletionToken(token),
    kind: 'agent-deletion',
    userId: owner.id,
    accountId: owner.accountId,
    payload: { agentId },
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return confirmAgentDeletion(t.ctx, { token });
}

describe('Telegram webhook removed with what it served', () => {
  it("deleting an agent calls deleteWebhook for its bot, and only its own: another account's bot keeps its webhook", async () => {
    const mine = await agentWithBot();
    const other = await agentWithBot();
    await deleteAgent(mine.owner, mine.agent.id);
    expect(telegram.webhookOf(mine.token)).toBeNull();
    expect(telegram.webhookOf(other.token)).not.toBeNull();
    expect(await t.ctx.db.select().from(channelConnections).where(eq(channelConnections.agentId, mine.agent.id))).toEqual([]);
  });

  it('deletes the agent even when Telegram cannot be reached (logged, never blocking)', async () => {
    const mine = await agentWithBot();
    const reachable = t.ctx.config.TELEGRAM_API_URL;
    t.ctx.config.TELEGRAM_API_URL = 'http://127.0.0.1:9'; // nothing listens on the discard port
    try {
      await deleteAgent(mine.owner, mine.agent.id);
    } finally {
      t.ctx.config.TELEGRAM_API_URL = reachable;
    }
    expect(await t.ctx.db.select().from(agents).where(eq(agents.id, mine.agent.id))).toEqual([]);
    expect(telegram.webhookOf(mine.token)).not.toBeNull();
  });

  it("deleting an account calls deleteWebhook for each of its agents' bots", async () => {
    const mine = await agentWithBot();
    const second = await createAgent(t.ctx.db, { accountId: mine.owner.accountId, userId: mine.owner.id, name: 'Seconda' });
    const token2 = '799999999:AALifecycleSecondBotToken000000001';
    telegram.addBot(token2, 'seconda_bot');
    const res = await t.request({
      method: 'PUT',
      url: `/api/agents/${second.id}/channels/telegram`,
      cookie: await signIn(t, mine.owner),
      payload: { botToken: token2 },
    });
    expect(res.statusCode).toBe(200);
    await deleteWholeAccount(t.ctx, mine.owner.accountId);
    expect(telegram.webhookOf(mine.token)).toBeNull();
    expect(telegram.webhookOf(token2)).toBeNull();
    expect(await t.ctx.db.select().from(accounts).where(eq(accounts.id, mine.owner.accountId))).toEqual([]);
  });
});

describe('the hold on a delivery (ADR 0185)', () => {
  async function heldDelivery(claimedUntil: Date | null) {
    const { agent } = await agentWithBot();
    const [connection] = await t.ctx.db.select().from(channelConnections).where(eq(channelConnections.agentId, agent.id));
    const chatId = String(880000 + bots);
    const [delivery] = await t.ctx.db
      .insert(channelDeliveries)
      .values({
        id: newId(),
        accountId: connection!.accountId,
        connectionId: connection!.id,
        externalId: `${chatId}:1`,
        senderId: chatId,
        kind: 'text',
        text: 'Siete aperti domenica?',
        claimedUntil,
      })
      .returning();
    return { delivery: delivery!, chatId };
  }

  it('a delivery another worker holds is left to it: nothing sent, nothing marked', async () => {
    const { delivery, chatId } = await heldDelivery(new Date(Date.now() + 60_000));
    expect(await answerDelivery(t.ctx, delivery.id, new AbortController().signal)).toBe('held');
    expect(telegram.messagesTo(chatId)).toEqual([]);
    const [row] = await t.ctx.db.select().from(channelDeliveries).where(eq(channelDeliveries.id, delivery.id));
    expect(row!.answeredAt).toBeNull();
  });

  it('a hold that lapsed (its worker crashed) is taken over: answered once, and once only', async () => {
    const { delivery, chatId } = await heldDelivery(new Date(Date.now() - 1_000));
    expect(await answerDelivery(t.ctx, delivery.id, new AbortController().signal)).toBe('done');
    expect(await telegram.waitForMessages(chatId)).toHaveLength(1);
    expect(await answerDelivery(t.ctx, delivery.id, new AbortController().signal)).toBe('done');
    expect(telegram.messagesTo(chatId)).toHaveLength(1);
  });
});
