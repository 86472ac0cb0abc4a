import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { CHAT_MESSAGES } from '@app/shared/i18n/chat';
import { CHANNEL_MESSAGES } from '@app/shared/i18n/channels';
import { maskChannelVisitor, type AgentChannels } from '@app/shared/api/channels';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { startFakeTelegram, startFakeWhatsapp, type FakeTelegram, type FakeWhatsapp } from '../../test/fake-messaging-apis.js';
import { channelConnections, channelDeliveries } from '../../db/schema/channels.js';
import { conversations, messages } from '../../db/schema/chat.js';
import { newId } from '../../db/ids.js';
import { addProcessedDocument } from '../chat/test-support/chat-fixtures.js';
import { requestHandoff } from '../handoff/request-handoff.js';
import { handoffRequests } from '../../db/schema/handoff.js';
import { splitMessage } from './channel-api.js';
import { startFakeTranscription } from '../../test/fake-transcription.js';
import { makeMedia } from '../../test/media-files.js';
import type { MessagingChannel } from '@app/shared/channels';

/**
 * WhatsApp and Telegram channels (issue 31): settings, webhooks and answers, against fakes of both APIs on local
 * sockets. The server listens on a real port too, so the fakes call its webhooks exactly as Meta and Telegram do.
 */
let t: TestApp;
let telegram: FakeTelegram;
let whatsapp: FakeWhatsapp;
let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;
let cookie: string;
let agentId: string;
const BOT_TOKEN = '123456789:AAHk4RyqEXAMPLEtokenForTheFakeBot0001';

beforeAll(async () => {
  telegram = await startFakeTelegram();
  whatsapp = await startFakeWhatsapp();
  t = await createTestApp({ TELEGRAM_API_URL: telegram.url, WHATSAPP_API_URL: whatsapp.url });
  // The apps call the webhook over HTTP: the address the product gives them is this server's.
  t.ctx.config.APP_URL = await t.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await createAccountWithOwner(t.ctx.db, { plan: 'pro', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
  cookie = await signIn(t, owner);
  const agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Sportello Rifiuti' });
  agentId = agent.id;
  await addProcessedDocument(t.ctx.db, {
    accountId: owner.accountId,
    agentId,
    fileName: 'Calendario raccolta.pdf',
    pages: ['La raccolta della carta avviene il martedì mattina. Il vetro si raccoglie il giovedì.'],
  });
  telegram.addBot(BOT_TOKEN, 'sportello_rifiuti_bot');
}, 60_000);

afterAll(async () => {
  await t?.close();
  await telegram?.close();
  await whatsapp?.close();
});

/** Waits, without a deadline of its own (the test's timeout is the limit), until `check` holds. */
async function until<T>(check: () => Promise<T | undefined | null | false>): Promise<T> {
  for (;;) {
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const unanswered = async (connectionId: string) =>
  (
    await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(channelDeliveries)
      .where(and(eq(channelDeliveries.connectionId, connectionId), sql`${channelDeliveries.answeredAt} is null`))
  )[0]!.n;
const deliveries = async (connectionId: string) =>
  (
    await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(channelDeliveries)
      .where(eq(channelDeliveries.connectionId, connectionId))
  )[0]!.n;
const connectionOf = async (kind: MessagingChannel, agent = agentId) =>
  (
    await t.ctx.db
      .select()
      .from(channelConnections)
      .where(and(eq(channelConnections.agentId, agent), eq(channelConnections.kind, kind)))
  )[0];

async function connectTelegram(agent = agentId, token = BOT_TOKEN, who = cookie) {
  return t.request({ method: 'PUT', url: `/api/agents/${agent}/channels/telegram`, cookie: who, payload: { botToken: token } });
}
const WA = {
  phoneNumberId: '106540352242922',
  accessToken: 'EAAGm0PX4ZCpsBAFakeAccessToken1234',
  appSecret: 'f1e2d3c4b5a6978812345678abcdef00',
};
async function connectWhatsapp(agent = agentId, who = cookie, input = WA) {
  return t.request({ method: 'PUT', url: `/api/agents/${agent}/channels/whatsapp`, cookie: who, payload: input });
}

describe('Telegram', () => {
  it('refuses a token Telegram does not know, storing nothing', async () => {
    const res = await connectTelegram(agentId, '987654321:AAUnknownTokenUnknownTokenUnknown00');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CHANNEL_MESSAGES.telegramRefused);
    expect(await connectionOf('telegram')).toBeUndefined();
  });

  it('refuses a malformed token in Italian', async () => {
    const res = await connectTelegram(agentId, 'non-un-token');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CHANNEL_MESSAGES.botTokenInvalid);
  });

  it('connects with getMe and setWebhook (secret token), showing the token masked and never returning it', async () => {
    const res = await connectTelegram();
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(BOT_TOKEN);
    const body = res.json<AgentChannels & { message: string }>();
    expect(body.message).toBe(CHANNEL_MESSAGES.telegramConnected);
    expect(body.telegram).toMatchObject({ status: 'connected', botUsername: 'sportello_rifiuti_bot', tokenHint: '••••0001' });
    const row = (await connectionOf('telegram'))!;
    expect(body.telegram!.webhookUrl).toBe(`${t.ctx.config.APP_URL}/api/channels/telegram/${row.id}/webhook`);
    const webhook = telegram.webhookOf(BOT_TOKEN)!;
    expect(webhook.url).toBe(body.telegram!.webhookUrl);
    expect(webhook.secret.length).toBeGreaterThanOrEqual(32);
    // Encrypted at rest.
    expect(JSON.stringify(row)).not.toContain(BOT_TOKEN);
    expect(JSON.stringify(row)).not.toContain(webhook.secret);
    const read = await t.request({ method: 'GET', url: `/api/agents/${agentId}/channels`, cookie });
    expect(read.body).not.toContain(BOT_TOKEN);
    expect(read.json()).toMatchObject({ available: true, telegram: { status: 'connected' }, whatsapp: null });
  });

  it('answers a text message as a chat turn of the agent, typing first, with the sources as titles', async () => {
    expect(await telegram.userWrites(BOT_TOKEN, { chatId: 5550001, text: 'Quando passa la raccolta della carta?' })).toBe(200);
    const [reply] = await telegram.waitForMessages('5550001');
    expect(reply!.text).toContain('martedì');
    // The document's title, not its file name, and no word of the configuration (issue 44).
    expect(reply!.text).toContain(`${CHANNEL_MESSAGES.sourcesTitle}\n• Calendario raccolta`);
    expect(reply!.text).not.toContain('raccolta.pdf');
    expect(reply!.text).toContain(CHAT_MESSAGES.automaticAnswerLabel);
    expect(reply!.text).not.toContain(CHAT_MESSAGES.offlineLabel);
    expect(telegram.actions).toContainEqual({ chatId: '5550001', action: 'typing' });
    const [conversation] = await t.ctx.db.select().from(conversations).where(eq(conversations.visitorId, '5550001'));
    expect(conversation).toMatchObject({ channel: 'telegram', agentId, accountId: owner.accountId, userId: null });
    const stored = await t.ctx.db.select().from(messages).where(eq(messages.conversationId, conversation!.id));
    expect(stored.map((m) => m.sender).sort()).toEqual(['agent', 'user']);
  });

  it('keeps the conversation going: the next message of the sender continues it', async () => {
    await telegram.userWrites(BOT_TOKEN, { chatId: 5550001, text: 'E il vetro?' });
    await telegram.waitForMessages('5550001', 2);
    const rows = await t.ctx.db.select().from(conversations).where(eq(conversations.visitorId, '5550001'));
    expect(rows).toHaveLength(1);
  });

  it('refuses a delivery without the secret token: 401 and no effect', async () => {
    const row = (await connectionOf('telegram'))!;
    const before = await deliveries(row.id);
    expect(await telegram.userWrites(BOT_TOKEN, { chatId: 5550002, text: 'Ciao', secret: 'sbagliato' })).toBe(401);
    const res = await t.request({
      method: 'POST',
      url: `/api/channels/telegram/${row.id}/webhook`,
      payload: { update_id: 1, message: { message_id: 1, chat: { id: 5550002, type: 'private' }, date: 0, text: 'Ciao' } },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'BAD_SIGNATURE', message: CHANNEL_MESSAGES.webhookBadSignature });
    expect(await deliveries(row.id)).toBe(before);
  });

  it('answers the same message delivered twice once', async () => {
    const row = (await connectionOf('telegram'))!;
    expect(await telegram.userWrites(BOT_TOKEN, { chatId: 5550003, text: 'Orari del vetro?', messageId: 77 })).toBe(200);
    expect(await telegram.userWrites(BOT_TOKEN, { chatId: 5550003, text: 'Orari del vetro?', messageId: 77 })).toBe(200);
    await telegram.userWrites(BOT_TOKEN, { chatId: 5550003, text: 'Grazie, e la carta?', messageId: 78 });
    await telegram.waitForMessages('5550003', 2);
    await until(async () => (await unanswered(row.id)) === 0);
    expect(telegram.messagesTo('5550003')).toHaveLength(2);
    const questions = await t.ctx.db
      .select({ text: messages.text })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(and(eq(conversations.visitorId, '5550003'), eq(messages.sender, 'user')));
    expect(questions).toHaveLength(2);
  });

  it('answers a voice note with an Italian note (no transcription model) and a photo politely', async () => {
    await telegram.userWrites(BOT_TOKEN, { chatId: 5550004, message: { voice: { file_id: 'AwAD', duration: 3, mime_type: 'audio/ogg' } } });
    const [voice] = await telegram.waitForMessages('5550004');
    expect(voice!.text).toBe(CHANNEL_MESSAGES.voiceWithoutTranscription);
    await telegram.userWrites(BOT_TOKEN, { chatId: 5550004, message: { photo: [{ file_id: 'AgAD', width: 90, height: 90 }] } });
    const replies = await telegram.waitForMessages('5550004', 2);
    expect(replies[1]!.text).toBe(CHANNEL_MESSAGES.mediaNotSupported);
  });

  it('says politely that a deactivated agent is unavailable, without a turn', async () => {
    await t.ctx.db.execute(sql`update agents set status = 'Disattivato' where id = ${agentId}`);
    try {
      await telegram.userWrites(BOT_TOKEN, { chatId: 5550007, text: 'Ci siete?' });
      expect((await telegram.waitForMessages('5550007'))[0]!.text).toBe(CHANNEL_MESSAGES.agentInactive);
      expect(await t.ctx.db.select().from(conversations).where(eq(conversations.visitorId, '5550007'))).toHaveLength(0);
    } finally {
      await t.ctx.db.execute(sql`update agents set status = 'Attivo' where id = ${agentId}`);
    }
  });

  it('ignores group chats', async () => {
    const row = (await connectionOf('telegram'))!;
    const before = await deliveries(row.id);
    expect(await telegram.userWrites(BOT_TOKEN, { chatId: -100200, text: 'Ciao a tutti', chatType: 'group' })).toBe(200);
    expect(await deliveries(row.id)).toBe(before);
  });

  it('stops answering a sender past the rate limit, without telling them', async () => {
    const row = (await connectionOf('telegram'))!;
    for (let i = 0; i < 11; i += 1) expect(await telegram.userWrites(BOT_TOKEN, { chatId: 5550005, text: `Domanda ${i}` })).toBe(200);
    await until(async () => (await unanswered(row.id)) === 0);
    expect(telegram.messagesTo('5550005')).toHaveLength(10);
  });
});

describe('WhatsApp', () => {
  let connectionId: string;
  let verifyToken: string;

  it('saves the credentials and shows the webhook address and a verify token; the status waits for the handshake', async () => {
    whatsapp.addNumber(WA.phoneNumberId, WA.accessToken, WA.appSecret);
    const res = await connectWhatsapp();
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(WA.accessToken);
    expect(res.body).not.toContain(WA.appSecret);
    const body = res.json<AgentChannels>();
    expect(body.whatsapp).toMatchObject({ status: 'pending', phoneNumberId: WA.phoneNumberId, tokenHint: '••••1234', verifiedAt: null });
    connectionId = (await connectionOf('whatsapp'))!.id;
    verifyToken = body.whatsapp!.verifyToken;
    expect(body.whatsapp!.webhookUrl).toBe(`${t.ctx.config.APP_URL}/api/channels/whatsapp/${connectionId}/webhook`);
    expect(verifyToken).toMatch(/^vt_/);
  });

  it('refuses a handshake with another verify token, then echoes the challenge and marks the number verified', async () => {
    const url = `${t.ctx.config.APP_URL}/api/channels/whatsapp/${connectionId}/webhook`;
    expect((await whatsapp.verify(url, 'vt_sbagliato')).status).toBe(403);
    expect((await connectionOf('whatsapp'))!.status).toBe('pending');
    const ok = await whatsapp.verify(url, verifyToken, '1158201444');
    expect(ok).toMatchObject({ status: 200, body: '1158201444' });
    const read = await t.request({ method: 'GET', url: `/api/agents/${agentId}/channels`, cookie });
    expect(read.json().whatsapp.status).toBe('connected');
  });

  it('refuses a delivery whose X-Hub-Signature-256 is not the app secret’s: 401 and no effect', async () => {
    const url = `${t.ctx.config.APP_URL}/api/channels/whatsapp/${connectionId}/webhook`;
    const before = await deliveries(connectionId);
    const res = await whatsapp.userWrites(url, { phoneNumberId: WA.phoneNumberId, from: '393331234567', text: 'Ciao', appSecret: 'altro' });
    expect(res.status).toBe(401);
    const unsigned = await t.request({ method: 'POST', url: `/api/channels/whatsapp/${connectionId}/webhook`, payload: { object: 'x' } });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toMatchObject({ code: 'BAD_SIGNATURE', message: CHANNEL_MESSAGES.webhookBadSignature });
    expect(await deliveries(connectionId)).toBe(before);
    expect(whatsapp.messagesTo('393331234567')).toHaveLength(0);
  });

  it('answers a text message through the messages endpoint, read ticks first; a replay is answered once', async () => {
    const url = `${t.ctx.config.APP_URL}/api/channels/whatsapp/${connectionId}/webhook`;
    const first = await whatsapp.userWrites(url, {
      phoneNumberId: WA.phoneNumberId,
      from: '393331234567',
      text: 'Quando si raccoglie il vetro?',
    });
    expect(first.status).toBe(200);
    const again = await whatsapp.userWrites(url, {
      phoneNumberId: WA.phoneNumberId,
      from: '393331234567',
      text: 'Quando si raccoglie il vetro?',
      id: first.id,
    });
    expect(again.status).toBe(200);
    const [reply] = await whatsapp.waitForMessages('393331234567');
    expect(reply!.text).toContain('giovedì');
    expect(whatsapp.reads).toContain(first.id);
    await until(async () => (await unanswered(connectionId)) === 0);
    expect(whatsapp.messagesTo('393331234567')).toHaveLength(1);
    const [conversation] = await t.ctx.db.select().from(conversations).where(eq(conversations.visitorId, '393331234567'));
    expect(conversation!.channel).toBe('whatsapp');
  });

  it('answers voice notes and images with Italian notes', async () => {
    const url = `${t.ctx.config.APP_URL}/api/channels/whatsapp/${connectionId}/webhook`;
    await whatsapp.userWrites(url, {
      phoneNumberId: WA.phoneNumberId,
      from: '393339999999',
      message: { type: 'audio', audio: { id: '1', mime_type: 'audio/ogg; codecs=opus', voice: true } },
    });
    expect((await whatsapp.waitForMessages('393339999999'))[0]!.text).toBe(CHANNEL_MESSAGES.voiceWithoutTranscription);
    await whatsapp.userWrites(url, {
      phoneNumberId: WA.phoneNumberId,
      from: '393339999999',
      message: { type: 'image', image: { id: '2', mime_type: 'image/jpeg' } },
    });
    expect((await whatsapp.waitForMessages('393339999999', 2))[1]!.text).toBe(CHANNEL_MESSAGES.mediaNotSupported);
  });

  it('lists the conversations with their channel', async () => {
    const res = await t.request({ method: 'GET', url: '/api/analytics/conversations?channel=whatsapp', cookie });
    expect(res.statusCode).toBe(200);
    const rows = res.json().conversations as { channel: string; visitor?: string | null }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.channel === 'whatsapp')).toBe(true);
    expect(rows.map((r) => r.visitor)).toContain('+39 ••• ••• 4567');
  });
});

describe('voice notes, with a transcription service configured', () => {
  it('transcribes a Telegram and a WhatsApp voice note and answers the question said', async () => {
    const transcription = await startFakeTranscription({
      answer: () => [{ text: 'Quando passa la raccolta del vetro?', start: 0, end: 2 }],
    });
    // The configuration is this app's own object: restored below, whatever happens.
    t.ctx.config.TRANSCRIPTION_BASE_URL = transcription.baseUrl;
    try {
      const note = makeMedia('wav', 2);
      telegram.addFile('AwACAgQAAxkBAAIB', note);
      await telegram.userWrites(BOT_TOKEN, {
        chatId: 5550006,
        message: { voice: { file_id: 'AwACAgQAAxkBAAIB', duration: 2, mime_type: 'audio/ogg' } },
      });
      const [fromTelegram] = await telegram.waitForMessages('5550006');
      expect(fromTelegram!.text).toContain('giovedì');
      whatsapp.addMedia('1037543291543636', note);
      const url = `${t.ctx.config.APP_URL}/api/channels/whatsapp/${(await connectionOf('whatsapp'))!.id}/webhook`;
      await whatsapp.userWrites(url, {
        phoneNumberId: WA.phoneNumberId,
        from: '393338888888',
        message: { type: 'audio', audio: { id: '1037543291543636', mime_type: 'audio/ogg; codecs=opus', voice: true } },
      });
      const [fromWhatsapp] = await whatsapp.waitForMessages('393338888888');
      expect(fromWhatsapp!.text).toContain('giovedì');
      const [question] = await t.ctx.db
        .select({ text: messages.text })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(and(eq(conversations.visitorId, '5550006'), eq(messages.sender, 'user')));
      expect(question!.text).toBe('Quando passa la raccolta del vetro?');
      expect(transcription.received.length).toBeGreaterThanOrEqual(2);
    } finally {
      t.ctx.config.TRANSCRIPTION_BASE_URL = undefined;
      await transcription.close();
    }
  });
});

describe('hand-off replies go out through the channel', () => {
  /** The visitor's hand-off request on their channel conversation, as the public conversation core records it. */
  async function openRequest(channel: 'telegram' | 'whatsapp', visitorId: string, conversationId: string) {
    const agent = { id: agentId, accountId: owner.accountId, name: 'Sportello Rifiuti' };
    await requestHandoff(t.ctx, { agent, channel, visitorId, conversationId, contact: { name: 'Giulia', email: 'giulia@esempio.it' } });
    const [request] = await t.ctx.db.select().from(handoffRequests).where(eq(handoffRequests.conversationId, conversationId));
    return request!.id;
  }

  it('sends a person’s reply on Telegram', async () => {
    const [conversation] = await t.ctx.db.select().from(conversations).where(eq(conversations.visitorId, '5550001'));
    const requestId = await openRequest('telegram', '5550001', conversation!.id);
    const before = telegram.messagesTo('5550001').length;
    const res = await t.request({
      method: 'POST',
      url: `/api/inbox/${requestId}/replies`,
      cookie,
      payload: { text: 'Buongiorno, sono Marco del Comune.' },
    });
    expect(res.statusCode).toBe(200);
    const sent = await telegram.waitForMessages('5550001', before + 1);
    expect(sent.at(-1)!.text).toBe('Buongiorno, sono Marco del Comune.');
  });

  it('refuses on WhatsApp after 24 hours from the customer’s last message, saying why, storing nothing', async () => {
    const [conversation] = await t.ctx.db.select().from(conversations).where(eq(conversations.visitorId, '393331234567'));
    const requestId = await openRequest('whatsapp', '393331234567', conversation!.id);
    const reply = (text: string) => t.request({ method: 'POST', url: `/api/inbox/${requestId}/replies`, cookie, payload: { text } });
    expect((await reply('Entro la finestra')).statusCode).toBe(200);
    expect((await whatsapp.waitForMessages('393331234567', 2)).at(-1)!.text).toBe('Entro la finestra');
    await t.ctx.db
      .update(messages)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(and(eq(messages.conversationId, conversation!.id), eq(messages.sender, 'user')));
    const count = async () => (await t.ctx.db.select().from(messages).where(eq(messages.conversationId, conversation!.id))).length;
    const before = await count();
    const late = await reply('Fuori tempo');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(CHANNEL_MESSAGES.whatsappWindowClosed);
    expect(await count()).toBe(before);
  });
});

describe('monthly limit', () => {
  it('tells a sender once, then stays silent until next month', async () => {
    const full = await createAccountWithOwner(t.ctx.db, { plan: 'pro', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
    const fullCookie = await signIn(t, full);
    const agent = await createAgent(t.ctx.db, { accountId: full.accountId, userId: full.id });
    const conversationId = newId();
    await t.ctx.db.insert(conversations).values({ id: conversationId, accountId: full.accountId, agentId: agent.id, channel: 'public' });
    // Pro's 10,000 replies of the month, already given.
    await t.ctx.db.execute(sql`
      insert into messages (id, conversation_id, account_id, agent_id, sender, text, latency_ms)
      select gen_random_uuid()::text, ${conversationId}, ${full.accountId}, ${agent.id}, 'agent', 'ok', 1 from generate_series(1, 10000)`);
    const token = '222333444:AAFullAccountBotTokenFullAccount0002';
    telegram.addBot(token, 'pieno_bot');
    expect((await connectTelegram(agent.id, token, fullCookie)).statusCode).toBe(200);
    const row = (await connectionOf('telegram', agent.id))!;
    await telegram.userWrites(token, { chatId: 7770001, text: 'Ciao?' });
    expect((await telegram.waitForMessages('7770001'))[0]!.text).toBe(CHANNEL_MESSAGES.monthlyLimit);
    await telegram.userWrites(token, { chatId: 7770001, text: 'Ci sei?' });
    await until(async () => (await unanswered(row.id)) === 0 && (await deliveries(row.id)) === 2);
    expect(telegram.messagesTo('7770001')).toHaveLength(1);
  });
});

describe('access', () => {
  it('refuses the Base plan, naming the plans that have the channels, and stores nothing', async () => {
    const base = await createAccountWithOwner(t.ctx.db, { plan: 'base', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
    const baseCookie = await signIn(t, base);
    const agent = await createAgent(t.ctx.db, { accountId: base.accountId, userId: base.id });
    const res = await connectTelegram(agent.id, BOT_TOKEN, baseCookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(CHANNEL_MESSAGES.planRequired);
    expect(res.json().message).toContain('Pro e Avanzato');
    expect((await connectWhatsapp(agent.id, baseCookie)).statusCode).toBe(403);
    expect(await connectionOf('telegram', agent.id)).toBeUndefined();
    expect((await t.request({ method: 'GET', url: `/api/agents/${agent.id}/channels`, cookie: baseCookie })).json()).toMatchObject({
      available: false,
    });
  });

  it("answers 404 for another account's agent and 403 to a member who may not manage the agent", async () => {
    const stranger = await createAccountWithOwner(t.ctx.db, { plan: 'pro', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
    const strangerCookie = await signIn(t, stranger);
    expect((await t.request({ method: 'GET', url: `/api/agents/${agentId}/channels`, cookie: strangerCookie })).statusCode).toBe(404);
    expect((await connectWhatsapp(agentId, strangerCookie)).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/agents/${agentId}/channels/telegram`, cookie: strangerCookie })).statusCode,
    ).toBe(404);
    const admin = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'admin' });
    const adminCookie = await signIn(t, admin);
    expect((await connectWhatsapp(agentId, adminCookie)).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `/api/agents/${agentId}/channels/telegram`, cookie: adminCookie })).statusCode).toBe(
      403,
    );
    expect((await connectionOf('telegram'))!.status).toBe('connected');
  });

  it('lets the agent’s instructor manage its channels', async () => {
    const instructor = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'instructor' });
    const agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, instructorId: instructor.id });
    const res = await t.request({ method: 'GET', url: `/api/agents/${agent.id}/channels`, cookie: await signIn(t, instructor) });
    expect(res.statusCode).toBe(200);
  });

  it('disconnects: the webhook address stops working and Telegram is told', async () => {
    const row = (await connectionOf('telegram'))!;
    const res = await t.request({ method: 'DELETE', url: `/api/agents/${agentId}/channels/telegram`, cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ telegram: null, message: CHANNEL_MESSAGES.disconnected });
    expect(telegram.webhookOf(BOT_TOKEN)).toBeNull();
    const late = await t.request({
      method: 'POST',
      url: `/api/channels/telegram/${row.id}/webhook`,
      payload: { update_id: 9, message: { message_id: 9, chat: { id: 1, type: 'private' }, date: 0, text: 'x' } },
    });
    expect(late.statusCode).toBe(404);
    const again = await t.request({ method: 'DELETE', url: `/api/agents/${agentId}/channels/telegram`, cookie });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(CHANNEL_MESSAGES.notConnected);
  });
});

describe('reconnecting, downgrading, delivering twice (ADR 0200)', () => {
  let bots = 0;
  async function agentWithBot(plan: 'pro' | 'avanzato' = 'pro') {
    const who = await createAccountWithOwner(t.ctx.db, { plan, planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
    const whoCookie = await signIn(t, who);
    const agent = await createAgent(t.ctx.db, { accountId: who.accountId, userId: who.id });
    await addProcessedDocument(t.ctx.db, {
      accountId: who.accountId,
      agentId: agent.id,
      fileName: 'Orari.txt',
      pages: ['Lo sportello apre il lunedì alle nove.'],
    });
    bots += 1;
    const token = `${600000000 + bots}:AAReconnectBotToken${String(bots).padStart(16, '0')}`;
    telegram.addBot(token, `sportello_${bots}_bot`);
    expect((await connectTelegram(agent.id, token, whoCookie)).statusCode).toBe(200);
    return { who, whoCookie, agent, token };
  }

  it('reconnecting with another bot removes the old bot’s webhook; with the same bot keeps it', async () => {
    const { whoCookie, agent, token } = await agentWithBot();
    expect((await connectTelegram(agent.id, token, whoCookie)).statusCode).toBe(200);
    const row = (await connectionOf('telegram', agent.id))!;
    expect(telegram.webhookOf(token)?.url).toBe(`${t.ctx.config.APP_URL}/api/channels/telegram/${row.id}/webhook`);
    bots += 1;
    const other = `${600000000 + bots}:AAReconnectBotToken${String(bots).padStart(16, '0')}`;
    telegram.addBot(other, `sportello_${bots}_bot`);
    const old = row;
    expect((await connectTelegram(agent.id, other, whoCookie)).statusCode).toBe(200);
    expect(telegram.webhookOf(token)).toBeNull();
    const current = (await connectionOf('telegram', agent.id))!;
    expect(telegram.webhookOf(other)?.url).toBe(`${t.ctx.config.APP_URL}/api/channels/telegram/${current.id}/webhook`);
    // The old address, read by this process's webhook a moment ago, answers 404 now.
    const late = await t.request({
      method: 'POST',
      url: `/api/channels/telegram/${old.id}/webhook`,
      payload: { update_id: 9, message: { message_id: 9, chat: { id: 1, type: 'private' }, date: 0, text: 'x' } },
    });
    expect(late.statusCode).toBe(404);
  });

  it('a connection deleted behind this process’s back (its agent deleted) answers 404, not 200', async () => {
    const { agent, token } = await agentWithBot();
    const webhook = telegram.webhookOf(token)!;
    expect(await telegram.userWrites(token, { chatId: 4440001, text: 'Quando apre lo sportello?' })).toBe(200);
    await telegram.waitForMessages('4440001');
    // A raw statement: no code of the channels runs, as when another instance deletes it.
    await t.ctx.db.execute(sql`delete from channel_connections where agent_id = ${agent.id}`);
    const res = await fetch(webhook.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': webhook.secret },
      body: JSON.stringify({
        update_id: 1,
        message: { message_id: 2, chat: { id: 4440001, type: 'private' }, date: 0, text: 'Ci siete?' },
      }),
    });
    expect(res.status).toBe(404);
    expect(telegram.messagesTo('4440001')).toHaveLength(1);
  });

  it('an account moved to Base: the bot stays silent (no typing, nothing stored) and the delivery is closed', async () => {
    const { who, agent, token } = await agentWithBot();
    await t.ctx.db.execute(sql`update accounts set plan = 'base' where id = ${who.accountId}`);
    const row = (await connectionOf('telegram', agent.id))!;
    expect(await telegram.userWrites(token, { chatId: 4440002, text: 'Quando apre lo sportello?' })).toBe(200);
    expect(await telegram.userWrites(token, { chatId: 4440002, message: { photo: [{ file_id: 'AgAE', width: 9, height: 9 }] } })).toBe(200);
    await until(async () => (await deliveries(row.id)) === 2 && (await unanswered(row.id)) === 0);
    expect(telegram.messagesTo('4440002')).toEqual([]);
    expect(telegram.actions.filter((a) => a.chatId === '4440002')).toEqual([]);
    expect(await t.ctx.db.select().from(conversations).where(eq(conversations.visitorId, '4440002'))).toEqual([]);
  });

  it('a message delivered twice counts once against the sender’s rate limit', async () => {
    const { token } = await agentWithBot();
    for (let i = 1; i <= 10; i += 1) {
      // Telegram did not get its 200 in time: the same update again.
      expect(await telegram.userWrites(token, { chatId: 4440003, text: `Domanda ${i}`, messageId: i })).toBe(200);
      expect(await telegram.userWrites(token, { chatId: 4440003, text: `Domanda ${i}`, messageId: i })).toBe(200);
    }
    expect(await telegram.waitForMessages('4440003', 10)).toHaveLength(10);
  });
});

describe('pieces', () => {
  it('splits long answers at 4096 characters, on word boundaries', () => {
    const long = Array.from({ length: 1500 }, (_, i) => `parola${i}`).join(' ');
    const parts = splitMessage(long);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.every((p) => p.length <= 4096)).toBe(true);
    expect(parts.join(' ')).toBe(long);
  });

  it('masks a visitor’s number', () => {
    expect(maskChannelVisitor('whatsapp', '393331234567')).toBe('+39 ••• ••• 4567');
    expect(maskChannelVisitor('telegram', '5550001')).toBe('Telegram ••• 0001');
  });
});
