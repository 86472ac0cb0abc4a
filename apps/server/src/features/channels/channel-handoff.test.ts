import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { HANDOFF_MESSAGES } from '@app/shared/i18n/handoff';
import { CHANNEL_MESSAGES } from '@app/shared/i18n/channels';
import type { InboxItem } from '@app/shared/api/handoff';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { startFakeTelegram, startFakeWhatsapp, type FakeTelegram, type FakeWhatsapp } from '../../test/fake-messaging-apis.js';
import { PRIVACY_MESSAGES } from '@app/shared/i18n/privacy';
import { handoffRequests } from '../../db/schema/handoff.js';
import { leads } from '../../db/schema/leads.js';
import { conversations, messages } from '../../db/schema/chat.js';
import { devMailbox } from '../../db/schema/platform.js';
import { answerDelivery } from './answer-delivery.js';
import { channelDeliveries } from '../../db/schema/channels.js';

/**
 * A WhatsApp or Telegram sender who asks for a person gets a hand-off request without e-mail (ADR 0186): their contact
 * is their channel id; the team answers from 'Richieste' and the reply goes out through the channel.
 */
let t: TestApp;
let telegram: FakeTelegram;
let whatsapp: FakeWhatsapp;
let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;
const cookies: Record<string, string> = {};
let agentId: string;
const BOT_TOKEN = '612345678:AAHandoffBotTokenForTheFakeBot00001';
const WA = { phoneNumberId: '106540352249999', accessToken: 'EAAGHandoffAccessToken5678', appSecret: 'a1b2c3d4e5f60718293a4b5c6d7e8f90' };
let whatsappUrl: string;

beforeAll(async () => {
  telegram = await startFakeTelegram();
  whatsapp = await startFakeWhatsapp();
  t = await createTestApp({ TELEGRAM_API_URL: telegram.url, WHATSAPP_API_URL: whatsapp.url });
  t.ctx.config.APP_URL = await t.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await createAccountWithOwner(t.ctx.db, { plan: 'pro', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
  const stranger = await createAccountWithOwner(t.ctx.db, { plan: 'pro', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
  const user = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
  for (const [name, who] of Object.entries({ owner, stranger, user })) cookies[name] = await signIn(t, who);
  agentId = (await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Ferramenta' })).id;
  telegram.addBot(BOT_TOKEN, 'ferramenta_bot');
  const tg = await t.request({
    method: 'PUT',
    url: `/api/agents/${agentId}/channels/telegram`,
    cookie: cookies.owner,
    payload: { botToken: BOT_TOKEN },
  });
  expect(tg.statusCode).toBe(200);
  whatsapp.addNumber(WA.phoneNumberId, WA.accessToken, WA.appSecret);
  const wa = await t.request({ method: 'PUT', url: `/api/agents/${agentId}/channels/whatsapp`, cookie: cookies.owner, payload: WA });
  expect(wa.statusCode).toBe(200);
  whatsappUrl = wa.json().whatsapp.webhookUrl;
  expect((await whatsapp.verify(whatsappUrl, wa.json().whatsapp.verifyToken)).status).toBe(200);
}, 60_000);

afterAll(async () => {
  await t?.close();
  await telegram?.close();
  await whatsapp?.close();
});

const requestOf = async (visitorId: string) =>
  (
    await t.ctx.db
      .select()
      .from(handoffRequests)
      .where(and(eq(handoffRequests.accountId, owner.accountId)))
  ).find((r) => r.name.endsWith(visitorId));
/** The request's notice: 'ti risponderemo…' when made outside the agent's opening hours. */
const noticeOf = (outsideHours: boolean, text: string) =>
  outsideHours ? text.startsWith('Grazie! Siamo chiusi') : text === HANDOFF_MESSAGES.requested;

describe('hand-off asked on a messaging app', () => {
  it('Telegram: asking for a person makes a request without e-mail, named by the chat id, and the sender is told', async () => {
    expect(await telegram.userWrites(BOT_TOKEN, { chatId: 7770001, text: 'Vorrei parlare con un operatore, per favore' })).toBe(200);
    const [reply] = await telegram.waitForMessages('7770001');
    const request = await requestOf('7770001');
    expect(request).toMatchObject({ email: null, phone: null, status: 'new', name: CHANNEL_MESSAGES.senderName('telegram', '7770001') });
    expect(noticeOf(request!.outsideHours, reply!.text)).toBe(true);
    const [lead] = await t.ctx.db.select().from(leads).where(eq(leads.conversationId, request!.conversationId));
    expect(lead).toMatchObject({ email: null, source: 'handoff' });
  });

  it('WhatsApp: the request and the lead carry the number as phone; a plain question makes none', async () => {
    const ask = await whatsapp.userWrites(whatsappUrl, {
      phoneNumberId: WA.phoneNumberId,
      from: '393470000111',
      text: 'Voglio una persona',
    });
    expect(ask.status).toBe(200);
    const [reply] = await whatsapp.waitForMessages('393470000111');
    const request = await requestOf('393470000111');
    expect(request).toMatchObject({ email: null, phone: '+393470000111', name: 'Cliente WhatsApp +393470000111' });
    expect(noticeOf(request!.outsideHours, reply!.text)).toBe(true);
    const plain = await whatsapp.userWrites(whatsappUrl, { phoneNumberId: WA.phoneNumberId, from: '393470000222', text: 'Avete le viti?' });
    expect(plain.status).toBe(200);
    await whatsapp.waitForMessages('393470000222');
    expect(await requestOf('393470000222')).toBeUndefined();
  });

  it("lists in 'Richieste' for the owner, the reply goes out on Telegram; another account and a user not assigned get 404", async () => {
    const request = (await requestOf('7770001'))!;
    const list = await t.request({ method: 'GET', url: '/api/inbox', cookie: cookies.owner });
    expect(list.statusCode).toBe(200);
    const item = (list.json() as { requests: InboxItem[] }).requests.find((r) => r.id === request.id);
    expect(item).toMatchObject({ visitor: { email: '', phone: null } });
    for (const who of ['stranger', 'user']) {
      const ids = ((await t.request({ method: 'GET', url: '/api/inbox', cookie: cookies[who] })).json() as { requests: InboxItem[] })
        .requests;
      expect(ids.map((r) => r.id)).not.toContain(request.id);
      const refused = await t.request({
        method: 'POST',
        url: `/api/inbox/${request.id}/replies`,
        cookie: cookies[who],
        payload: { text: 'x' },
      });
      expect(refused.statusCode).toBe(404);
    }
    const before = telegram.messagesTo('7770001').length;
    const res = await t.request({
      method: 'POST',
      url: `/api/inbox/${request.id}/replies`,
      cookie: cookies.owner,
      payload: { text: 'Eccomi, sono Luca.' },
    });
    expect(res.statusCode).toBe(200);
    const sent = await telegram.waitForMessages('7770001', before + 1);
    expect(sent.at(-1)!.text).toBe('Eccomi, sono Luca.');
    const contacts = await t.request({ method: 'GET', url: '/api/leads', cookie: cookies.owner });
    expect(contacts.statusCode).toBe(200);
  });

  it('Telegram: a message while the team holds the chat is stored and e-mailed once, even when its delivery is answered again', async () => {
    const request = (await requestOf('7770001'))!;
    const wroteAgain = async () =>
      (
        await t.ctx.db
          .select({ id: devMailbox.id })
          .from(devMailbox)
          .where(and(eq(devMailbox.to, owner.email), like(devMailbox.subject, '%ha scritto di nuovo%')))
      ).length;
    const mailsBefore = await wroteAgain();
    const sentBefore = telegram.messagesTo('7770001').length;
    const text = 'Siete ancora lì? Vi aspetto';
    expect(await telegram.userWrites(BOT_TOKEN, { chatId: 7770001, text })).toBe(200);
    const delivery = await vi.waitFor(async () => {
      const [row] = await t.ctx.db.select().from(channelDeliveries).where(eq(channelDeliveries.text, text));
      if (!row?.answeredAt) throw new Error('not answered yet');
      return row;
    });
    // What a failed attempt leaves (the process died after the message was stored): its job answers it again.
    await t.ctx.db
      .update(channelDeliveries)
      .set({ answeredAt: null, claimedUntil: new Date(0) })
      .where(eq(channelDeliveries.id, delivery.id));
    expect(await answerDelivery(t.ctx, delivery.id, new AbortController().signal)).toBe('done');
    const stored = await t.ctx.db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, request.conversationId), eq(messages.text, text)));
    expect(stored).toHaveLength(1);
    expect(await wroteAgain()).toBe(mailsBefore + 1);
    // The agent stays silent: nothing was sent to the sender.
    expect(telegram.messagesTo('7770001')).toHaveLength(sentBefore);
  });

  it('the public chat still requires an e-mail for a hand-off', async () => {
    const res = await t.request({
      method: 'POST',
      url: `/api/public/agents/${agentId}/handoff`,
      payload: { visitorId: '5f0c9a43-64a4-4a0e-9a55-2b7a1f0d2c11', name: 'Mario', consent: true },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('privacy: a messaging sender found and erased by number or Telegram id (ADR 0188)', () => {
  const erase = (body: object, cookie = cookies.owner) =>
    t.request({ method: 'POST', url: '/api/privacy/visitor-erasure', cookie, payload: body });
  const search = (body: object, cookie = cookies.owner) =>
    t.request({ method: 'POST', url: '/api/privacy/visitor-search', cookie, payload: body });
  const rowsOf = async (senderId: string) => ({
    conversations: await t.ctx.db.select().from(conversations).where(eq(conversations.visitorId, senderId)),
    deliveries: await t.ctx.db.select().from(channelDeliveries).where(eq(channelDeliveries.senderId, senderId)),
  });

  it('refuses bad input in Italian; another account finds nothing; a user may not', async () => {
    for (const [body, message] of [
      [{ telegramId: 'abc' }, PRIVACY_MESSAGES.telegramIdInvalid],
      [{ phone: '+39 12' }, PRIVACY_MESSAGES.phoneInvalid],
    ] as const) {
      const res = await erase(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await search({ telegramId: '7770001' }, cookies.stranger)).json().conversations).toEqual([]);
    expect((await erase({ telegramId: '7770001' }, cookies.stranger)).statusCode).toBe(404);
    expect((await erase({ telegramId: '7770001' }, cookies.user)).statusCode).toBe(403);
    expect((await rowsOf('7770001')).conversations).toHaveLength(1);
  });

  it('finds and erases a Telegram sender: conversations, deliveries, hand-off request and lead; others stay', async () => {
    const found = await search({ telegramId: '7770001' });
    expect(found.statusCode).toBe(200);
    expect(found.json().conversations).toHaveLength(1);
    const conversationId = (await rowsOf('7770001')).conversations[0]!.id;
    const res = await erase({ telegramId: '7770001' });
    expect(res.statusCode).toBe(200);
    expect(await rowsOf('7770001')).toEqual({ conversations: [], deliveries: [] });
    expect(await t.ctx.db.select().from(leads).where(eq(leads.conversationId, conversationId))).toEqual([]);
    expect(await requestOf('7770001')).toBeUndefined();
    expect(await t.ctx.db.select().from(leads).where(eq(leads.phone, '+393470000111'))).toHaveLength(1);
    expect((await rowsOf('393470000222')).deliveries).toHaveLength(1);
  });

  it('finds a WhatsApp sender by their number written as people write it', async () => {
    const res = await erase({ phone: '+39 347 000 0111' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(PRIVACY_MESSAGES.erased(1, 1));
    expect(await rowsOf('393470000111')).toEqual({ conversations: [], deliveries: [] });
    expect(await t.ctx.db.select().from(leads).where(eq(leads.phone, '+393470000111'))).toEqual([]);
    expect((await rowsOf('393470000222')).conversations).toHaveLength(1);
  });
});
