import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { visitorCopy } from '@app/shared/i18n/visitor/index';
import type { Analytics } from '@app/shared/api/analytics';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { startFakeTelegram, startFakeWhatsapp, type FakeTelegram, type FakeWhatsapp } from '../../test/fake-messaging-apis.js';
import { conversations } from '../../db/schema/chat.js';
import { addProcessedDocument } from '../chat/test-support/chat-fixtures.js';

/**
 * Issue 48 on the messaging channels, through fakes of Telegram's and WhatsApp's APIs: the conversation takes the
 * language of the sender's first message as the web does, the channel's fixed sentences follow it, and the analytics
 * count it by language (ADR 0300).
 */
let t: TestApp;
let telegram: FakeTelegram;
let whatsapp: FakeWhatsapp;
let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;
let cookie: string;
let agentId: string;
const BOT_TOKEN = '712345678:AALanguagesBotTokenForTheFakeBot01';
const WA = { phoneNumberId: '106540352247777', accessToken: 'EAAGLanguagesAccessToken9012', appSecret: 'b1c2d3e4f5a60718293a4b5c6d7e8f91' };
let whatsappUrl: string;
const de = visitorCopy('de');

beforeAll(async () => {
  telegram = await startFakeTelegram();
  whatsapp = await startFakeWhatsapp();
  t = await createTestApp({ TELEGRAM_API_URL: telegram.url, WHATSAPP_API_URL: whatsapp.url });
  t.ctx.config.APP_URL = await t.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await createAccountWithOwner(t.ctx.db, { plan: 'pro', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
  cookie = await signIn(t, owner);
  agentId = (await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Hotel Miramare' })).id;
  await addProcessedDocument(t.ctx.db, {
    accountId: owner.accountId,
    agentId,
    fileName: 'Servizi.pdf',
    pages: ['La colazione è servita dalle 7 alle 10 nella sala al piano terra. Il parcheggio è gratuito per gli ospiti.'],
  });
  telegram.addBot(BOT_TOKEN, 'miramare_bot');
  const tg = await t.request({ method: 'PUT', url: `/api/agents/${agentId}/channels/telegram`, cookie, payload: { botToken: BOT_TOKEN } });
  expect(tg.statusCode).toBe(200);
  whatsapp.addNumber(WA.phoneNumberId, WA.accessToken, WA.appSecret);
  const wa = await t.request({ method: 'PUT', url: `/api/agents/${agentId}/channels/whatsapp`, cookie, payload: WA });
  expect(wa.statusCode).toBe(200);
  whatsappUrl = wa.json().whatsapp.webhookUrl;
  expect((await whatsapp.verify(whatsappUrl, wa.json().whatsapp.verifyToken)).status).toBe(200);
}, 60_000);

afterAll(async () => {
  await t?.close();
  await telegram?.close();
  await whatsapp?.close();
});

const conversationOf = async (visitorId: string) =>
  (await t.ctx.db.select().from(conversations).where(eq(conversations.visitorId, visitorId)))[0];

describe('a Telegram sender writing in German', () => {
  const chatId = 5570001;

  it("is answered with the channel's fixed sentences in German: not answered, a photo refused, a person offered", async () => {
    // Nothing in the (Italian) knowledge answers this: the not-answered sentence, in German.
    await telegram.userWrites(BOT_TOKEN, { chatId, text: 'Guten Tag, kann ich bei Ihnen meinen Hund mitbringen?' });
    const [first] = await telegram.waitForMessages(String(chatId));
    expect((await conversationOf(String(chatId)))!.language).toBe('de');
    expect(first!.text).toMatch(new RegExp(`^(${escape(de.answers.notAnswered)}|${escape(de.answers.notAnsweredWithPerson)})`));
    expect(first!.text).not.toMatch(/Mi dispiace|non ho trovato/);

    // A photo has no words to tell the language by: the conversation's.
    await telegram.userWrites(BOT_TOKEN, { chatId, message: { photo: [{ file_id: 'AgAD', width: 90, height: 90 }] } });
    expect((await telegram.waitForMessages(String(chatId), 2))[1]!.text).toBe(de.channels.mediaNotSupported);

    // Asking for a person makes the request at once; its notice is German.
    await telegram.userWrites(BOT_TOKEN, { chatId, text: 'Ich möchte bitte mit einem Menschen sprechen.' });
    const notice = (await telegram.waitForMessages(String(chatId), 3))[2]!.text;
    expect(
      [de.handoff.requested, de.handoff.alreadyRequested].includes(notice) ||
        notice.startsWith('Vielen Dank! Wir haben gerade geschlossen'),
    ).toBe(true);
  });
});

describe('a WhatsApp sender writing in Spanish', () => {
  const from = '34611222333';

  it('has the conversation kept in Spanish and counted under Spanish in the analytics by language', async () => {
    const before = await byLanguage();
    const sent = await whatsapp.userWrites(whatsappUrl, {
      phoneNumberId: WA.phoneNumberId,
      from,
      text: '¿A qué hora se sirve el desayuno en el hotel, por favor?',
    });
    expect(sent.status).toBe(200);
    await whatsapp.waitForMessages(from);
    const conversation = (await conversationOf(from))!;
    expect(conversation).toMatchObject({ channel: 'whatsapp', language: 'es' });
    const after = await byLanguage();
    expect(after.es?.conversations).toBe((before.es?.conversations ?? 0) + 1);
    // The German Telegram conversation and its hand-off request are counted too.
    expect(after.de).toMatchObject({ conversations: 1, requests: 1 });
  });
});

async function byLanguage() {
  const res = await t.request({ method: 'GET', url: `/api/analytics?agentId=${agentId}`, cookie });
  expect(res.statusCode).toBe(200);
  return Object.fromEntries(res.json<Analytics>().handoff.byLanguage.map((row) => [row.language, row]));
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
