import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { BOOKING_VISITOR_MESSAGES as V } from '@app/shared/i18n/bookings';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser, type CreatedUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { startFakeTelegram, startFakeWhatsapp, type FakeTelegram, type FakeWhatsapp } from '../../test/fake-messaging-apis.js';
import { bookingFlows, bookings } from '../../db/schema/bookings.js';
import { channelConnections, channelDeliveries } from '../../db/schema/channels.js';
import { conversations, messages } from '../../db/schema/chat.js';
import { asksToBook, BOOKING_FLOW_TTL_MS } from '../chat/channel-booking.js';
import { ALL_WEEK, enableBookings } from '../../test/bookings-setup.js';

/**
 * Booking on WhatsApp and Telegram without a model (issue 46, ADR 0320): numbered choices through the fakes of both
 * APIs, the step kept in the database, the booking made by the same rules as the web's.
 */
let t: TestApp;
let telegram: FakeTelegram;
let whatsapp: FakeWhatsapp;
let owner: CreatedUser & { accountId: string };
let user: CreatedUser;
let stranger: CreatedUser & { accountId: string };
const cookies: Record<string, string> = {};
let agentId: string;
let waUrl: string;
const BOT_TOKEN = '123456789:AAHk4RyqEXAMPLEtokenForTheBookingBot01';
const WA = {
  phoneNumberId: '106540352249046',
  accessToken: 'EAAGm0PX4ZCpsBAFakeAccessToken4646',
  appSecret: 'a1e2d3c4b5a6978812345678abcdef46',
};
let serviceIds: string[] = [];

beforeAll(async () => {
  telegram = await startFakeTelegram();
  whatsapp = await startFakeWhatsapp();
  t = await createTestApp({ TELEGRAM_API_URL: telegram.url, WHATSAPP_API_URL: whatsapp.url });
  t.ctx.config.APP_URL = await t.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await createAccountWithOwner(t.ctx.db, { plan: 'pro', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
  user = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
  stranger = await createAccountWithOwner(t.ctx.db, { plan: 'pro', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
  for (const [name, who] of Object.entries({ owner, user, stranger })) cookies[name] = await signIn(t, who);
  agentId = (await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Salone Lucia' })).id;
  serviceIds = await enableBookings(t, {
    agentId,
    cookie: cookies.owner!,
    services: [
      { name: 'Taglio', durationMinutes: 30 },
      { name: 'Colore', durationMinutes: 90 },
    ],
  });
  telegram.addBot(BOT_TOKEN, 'salone_lucia_bot');
  expect(
    (
      await t.request({
        method: 'PUT',
        url: `/api/agents/${agentId}/channels/telegram`,
        cookie: cookies.owner,
        payload: { botToken: BOT_TOKEN },
      })
    ).statusCode,
  ).toBe(200);
  whatsapp.addNumber(WA.phoneNumberId, WA.accessToken, WA.appSecret);
  expect(
    (await t.request({ method: 'PUT', url: `/api/agents/${agentId}/channels/whatsapp`, cookie: cookies.owner, payload: WA })).statusCode,
  ).toBe(200);
  const [wa] = await t.ctx.db
    .select()
    .from(channelConnections)
    .where(and(eq(channelConnections.agentId, agentId), eq(channelConnections.kind, 'whatsapp')));
  waUrl = `${t.ctx.config.APP_URL}/api/channels/whatsapp/${wa!.id}/webhook`;
}, 120_000);

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

/** The customer writes on WhatsApp; resolves with the product's next message to them. */
async function onWhatsapp(from: string, text: string, id?: string): Promise<string> {
  const count = whatsapp.messagesTo(from).length;
  const res = await whatsapp.userWrites(waUrl, { phoneNumberId: WA.phoneNumberId, from, text, id });
  expect(res.status).toBe(200);
  const sent = await whatsapp.waitForMessages(from, count + 1);
  return sent[count]!.text;
}

async function onTelegram(chatId: number, text: string): Promise<string> {
  const count = telegram.messagesTo(String(chatId)).length;
  expect(await telegram.userWrites(BOT_TOKEN, { chatId, text })).toBe(200);
  const sent = await telegram.waitForMessages(String(chatId), count + 1);
  return sent[count]!.text;
}

const bookingsOf = (conversationId: string) => t.ctx.db.select().from(bookings).where(eq(bookings.conversationId, conversationId));
const conversationOf = async (visitorId: string) =>
  (
    await t.ctx.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.visitorId, visitorId), eq(conversations.agentId, agentId)))
  )[0]!;

describe('the request to book', () => {
  it('is told in the visitor languages, and not by words that only look alike', () => {
    for (const text of [
      'Vorrei prenotare',
      'posso fare una prenotazione?',
      'Vorrei un appuntamento',
      'I would like to book',
      'Einen Termin buchen',
      'Je voudrais réserver',
      'Quiero reservar una cita',
    ])
      expect(asksToBook(text), text).toBe(true);
    for (const text of ['Quando aprite?', 'Il termine per la consegna', 'Ho visto la pagina Facebook', 'ciao'])
      expect(asksToBook(text), text).toBe(false);
  });
});

describe('WhatsApp', () => {
  const from = '393471112233';

  it('books through numbered choices: service, slot, name, contact, consent', async () => {
    const services = await onWhatsapp(from, 'Buongiorno, vorrei prenotare');
    expect(services).toContain(V.channelChooseService);
    expect(services).toContain('1. Taglio (30 min)');
    expect(services).toContain('2. Colore (90 min)');
    expect(services).toContain(V.channelCancelHint);

    const slots = await onWhatsapp(from, '2');
    expect(slots).toContain(V.channelChooseSlot);
    const lines = slots.split('\n').filter((line) => /^\d+\. /.test(line));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.length).toBeLessThanOrEqual(9);

    expect(await onWhatsapp(from, 'domani?')).toContain(V.channelChoiceInvalid);
    expect(await onWhatsapp(from, '1')).toBe(V.channelAskName);
    expect(await onWhatsapp(from, 'x'.repeat(101))).toBe(V.nameTooLong);
    expect(await onWhatsapp(from, 'Giulia Bianchi')).toBe(V.channelAskContact);
    expect(await onWhatsapp(from, 'non saprei')).toContain(V.contactRequired);
    const consent = await onWhatsapp(from, 'giulia.bianchi@example.com');
    expect(consent).toContain('Giulia Bianchi: Colore, ');
    expect(consent).toContain(V.channelAskConsent);

    const conversation = await conversationOf(from);
    expect(await bookingsOf(conversation.id)).toHaveLength(0);
    const done = await onWhatsapp(from, 'Sì');
    expect(done).toMatch(/^Prenotazione confermata: Colore, /);
    const [booking] = await bookingsOf(conversation.id);
    expect(booking).toMatchObject({
      channel: 'whatsapp',
      status: 'confirmed',
      serviceId: serviceIds[1],
      name: 'Giulia Bianchi',
      email: 'giulia.bianchi@example.com',
      phone: null,
    });
    expect(booking!.consentAt).not.toBeNull();
    expect(booking!.endsAt.getTime() - booking!.startsAt.getTime()).toBe(90 * 60_000);
    // The flow is over; every step is in the conversation the team reviews.
    expect(await t.ctx.db.select().from(bookingFlows).where(eq(bookingFlows.conversationId, conversation.id))).toHaveLength(0);
    const stored = await t.ctx.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversation.id))
      .orderBy(asc(messages.createdAt));
    expect(stored.map((m) => m.sender)).toEqual(Array.from({ length: 9 }, () => ['user', 'agent']).flat());
    expect(stored.at(-1)!.text).toBe(done);
    // The confirmation e-mail went to the address given.
    expect(await until(() => t.lastEmail('giulia.bianchi@example.com'))).toBeTruthy();

    // The team sees it (the owner; not a user it is not assigned to, not another account).
    const list = (who: string) => t.request({ method: 'GET', url: '/api/bookings', cookie: cookies[who] });
    expect((await list('owner')).json<{ bookings: { id: string }[] }>().bookings.map((b) => b.id)).toContain(booking!.id);
    expect((await list('user')).json<{ bookings: { id: string }[] }>().bookings.map((b) => b.id)).not.toContain(booking!.id);
    expect((await list('stranger')).json<{ bookings: { id: string }[] }>().bookings.map((b) => b.id)).not.toContain(booking!.id);
    const cancelByStranger = await t.request({ method: 'POST', url: `/api/bookings/${booking!.id}/cancel`, cookie: cookies.stranger });
    expect(cancelByStranger.statusCode).toBe(404);
    const cancelByUser = await t.request({ method: 'POST', url: `/api/bookings/${booking!.id}/cancel`, cookie: cookies.user });
    expect(cancelByUser.statusCode).toBe(404);
    expect((await bookingsOf(conversation.id))[0]!.status).toBe('confirmed');
  });

  it('answers a delivery sent again with the same reply, booking nothing twice', async () => {
    const other = '393471119999';
    await onWhatsapp(other, 'Vorrei prenotare');
    const id = `wamid.${randomUUID()}`;
    const slots = await onWhatsapp(other, '1', id);
    expect(slots).toContain(V.channelChooseSlot);
    // Meta sends the same message again: recorded once, nothing more sent, still at the slot step.
    expect((await whatsapp.userWrites(waUrl, { phoneNumberId: WA.phoneNumberId, from: other, text: '1', id })).status).toBe(200);
    const conversation = await conversationOf(other);
    const [flow] = await t.ctx.db.select().from(bookingFlows).where(eq(bookingFlows.conversationId, conversation.id));
    expect(flow!.step).toBe('slot');
    expect(whatsapp.messagesTo(other)).toHaveLength(2);
  });

  it('forgets a flow left for half an hour: the next message is a question again', async () => {
    const other = '393471110000';
    await onWhatsapp(other, 'Vorrei prenotare');
    const conversation = await conversationOf(other);
    await t.ctx.db
      .update(bookingFlows)
      .set({ updatedAt: new Date(Date.now() - BOOKING_FLOW_TTL_MS - 1000) })
      .where(eq(bookingFlows.conversationId, conversation.id));
    const reply = await onWhatsapp(other, '1');
    expect(reply).not.toContain(V.channelChooseSlot);
    expect(await t.ctx.db.select().from(bookingFlows).where(eq(bookingFlows.conversationId, conversation.id))).toHaveLength(0);
  });
});

describe('Telegram', () => {
  it('offers the choices as reply buttons too; a tapped button chooses; ANNULLA stops, booking nothing', async () => {
    const chatId = 7770001;
    const lastKeyboard = () => telegram.messagesTo(String(chatId)).at(-1)!.keyboard;
    expect(await onTelegram(chatId, 'Posso prenotare un appuntamento?')).toContain(V.channelChooseService);
    expect(lastKeyboard()).toEqual(['1. Taglio (30 min)', '2. Colore (90 min)']);
    // A reply that names no choice keeps the same buttons.
    expect(await onTelegram(chatId, '99')).toContain(V.channelChoiceInvalid);
    expect(lastKeyboard()).toEqual(['1. Taglio (30 min)', '2. Colore (90 min)']);
    // Tapping a button sends its text.
    const slots = await onTelegram(chatId, '2. Colore (90 min)');
    expect(slots).toContain(V.channelChooseSlot);
    const buttons = lastKeyboard() as string[];
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) expect(slots).toContain(button);
    const [flow] = await t.ctx.db
      .select()
      .from(bookingFlows)
      .where(eq(bookingFlows.conversationId, (await conversationOf(String(chatId))).id));
    expect(flow).toMatchObject({ step: 'slot', serviceId: serviceIds[1] });
    expect(await onTelegram(chatId, 'annulla')).toBe(V.channelCancelled);
    expect(lastKeyboard()).toBe('remove');
    const conversation = await conversationOf(String(chatId));
    expect(await bookingsOf(conversation.id)).toHaveLength(0);
    expect(await t.ctx.db.select().from(bookingFlows).where(eq(bookingFlows.conversationId, conversation.id))).toHaveLength(0);
  });

  it('offers the free slots again when the chosen one was taken meanwhile, keeping the name and contact', async () => {
    const chatId = 7770002;
    await onTelegram(chatId, 'vorrei prenotare');
    const slots = await onTelegram(chatId, '1');
    const first = slots
      .split('\n')
      .find((line) => line.startsWith('1. '))!
      .slice(3);
    await onTelegram(chatId, '1');
    await onTelegram(chatId, 'Marco Neri');
    expect(await onTelegram(chatId, '+39 333 1234567')).toContain(V.channelAskConsent);
    // Another visitor books the same slot on the web meanwhile.
    const conversation = await conversationOf(String(chatId));
    const [flow] = await t.ctx.db.select().from(bookingFlows).where(eq(bookingFlows.conversationId, conversation.id));
    const web = await t.request({
      method: 'POST',
      url: `/api/public/agents/${agentId}/bookings`,
      payload: {
        visitorId: randomUUID(),
        serviceId: flow!.serviceId,
        date: flow!.date,
        time: flow!.time,
        name: 'Anna',
        email: 'anna@example.com',
        consent: true,
      },
    });
    expect(web.statusCode).toBe(200);
    expect(await onTelegram(chatId, 'forse')).toBe(V.channelAskConsent);
    const again = await onTelegram(chatId, 'sì');
    expect(again).toContain(V.slotFull);
    expect(again).toContain(V.channelChooseSlot);
    expect(again).not.toContain(`1. ${first}`);
    const consent = await onTelegram(chatId, '1');
    expect(consent).toContain('Marco Neri: Taglio, ');
    expect(await onTelegram(chatId, 'si')).toMatch(/^Prenotazione confermata: Taglio, /);
    const [booking] = await bookingsOf(conversation.id);
    expect(booking).toMatchObject({ channel: 'telegram', phone: '+39 333 1234567', email: null, name: 'Marco Neri' });
  });

  it('leaves the request to the ordinary answer when bookings are off', async () => {
    const off = await t.request({
      method: 'PUT',
      url: `/api/agents/${agentId}/booking-settings`,
      cookie: cookies.owner,
      payload: {
        enabled: false,
        weeklyHours: ALL_WEEK,
        holidays: [],
        capacity: 1,
        slotMinutes: 30,
        minNoticeMinutes: 120,
        horizonDays: 365,
        requireConfirmation: false,
      },
    });
    expect(off.statusCode).toBe(200);
    const reply = await onTelegram(7770003, 'Vorrei prenotare');
    expect(reply).not.toContain(V.channelChooseService);
    const conversation = await conversationOf('7770003');
    expect(await t.ctx.db.select().from(bookingFlows).where(eq(bookingFlows.conversationId, conversation.id))).toHaveLength(0);
    // The delivery is marked answered once Telegram has taken the reply, an instant after the fake saw it (on
    // PostgreSQL the check could come in between): waited for, not assumed.
    const pending = async () =>
      (
        await t.ctx.db
          .select({ n: sql<number>`count(*)::int` })
          .from(channelDeliveries)
          .where(sql`${channelDeliveries.answeredAt} is null`)
      )[0]!.n;
    await expect.poll(pending).toBe(0);
  });
});
