import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { visitorCopy, visitorDateTime } from '@app/shared/i18n/visitor/index';
import { createTestApp, linkFrom, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent, type CreatedUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { bookings } from '../../db/schema/bookings.js';
import { conversations } from '../../db/schema/chat.js';
import { devMailbox } from '../../db/schema/platform.js';
import { sendReminder } from './booking-reminders.js';
import { enableBookings } from '../../test/bookings-setup.js';
import { addDays, romeInstantIfExists, romeToday } from '../../base/rome-time.js';

/**
 * Issue 48 over bookings (issue 46): a visitor whose conversation is in English books, is refused and is e-mailed in
 * English (dates through Intl, in Rome's time); a booking made before any message follows the language the request
 * carries; the team's e-mail stays Italian.
 */
let t: TestApp;
let owner: CreatedUser & { accountId: string };
let ownerCookie: string;
let agent: Awaited<ReturnType<typeof createAgent>>;
let serviceId: string;
let address = 0;
const nextAddress = () => `10.148.${Math.floor(++address / 250)}.${address % 250}`;
const en = visitorCopy('en').bookings;
const de = visitorCopy('de').bookings;
const day = (offset: number) => addDays(romeToday(), offset);

beforeAll(async () => {
  t = await createTestApp();
  owner = await createAccountWithOwner(t.ctx.db, { firstName: 'Olga' });
  const cookie = await signIn(t, owner);
  ownerCookie = cookie;
  agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Salone Lucia' });
  serviceId = (await enableBookings(t, { agentId: agent.id, cookie, services: [{ name: 'Haircut', priceCents: 2500 }] }))[0]!;
}, 180_000);
afterAll(async () => {
  await t.close();
});

const visitorBook = (payload: object) =>
  t.request({ method: 'POST', url: `/api/public/agents/${agent.id}/bookings`, payload, remoteAddress: nextAddress() });
const lastMailTo = async (to: string) =>
  (await t.ctx.db.select().from(devMailbox).where(eq(devMailbox.to, to)).orderBy(desc(devMailbox.createdAt)).limit(1))[0];

/** A widget conversation that is in English, as the chat stores it after the visitor's first English message. */
async function englishConversation() {
  const visitorId = randomUUID();
  const conversationId = randomUUID();
  await t.ctx.db.insert(conversations).values({
    id: conversationId,
    accountId: owner.accountId,
    agentId: agent.id,
    channel: 'widget',
    userId: null,
    visitorId,
    language: 'en',
  });
  return { visitorId, conversationId };
}

describe('a visitor whose conversation is in English', () => {
  it('is told, e-mailed and shown the booking in English; the team is told in Italian', async () => {
    const email = 'jane.doe@example.com';
    const date = day(11);
    const res = await visitorBook({ ...(await englishConversation()), serviceId, date, time: '10:00', name: 'Jane', email, consent: true });
    expect(res.statusCode).toBe(200);
    const start = romeInstantIfExists(date, '10:00')!;
    const when = visitorDateTime('en', start);
    expect(res.json().notice).toBe(en.booked(when, 'Haircut'));
    expect(res.json().notice).toMatch(/^Booking confirmed: Haircut, \w+day \d+ \w+ at 10:00\./);

    const mail = (await lastMailTo(email))!;
    expect(mail.subject).toBe('Booking confirmed – Salone Lucia');
    expect(mail.text).toContain('Hello Jane, your booking is confirmed.');
    expect(mail.text).toContain(`Haircut, ${when}.`);
    expect(mail.text).toContain('Manage your booking: http://localhost:3000/prenotazione/');
    expect(mail.text).toContain(visitorCopy('en').email.signOff);
    expect(mail.text).not.toMatch(/Ciao|prenotazione è confermata/);
    const ics = new ICAL.Component(ICAL.parse(mail.attachments![0]!.content));
    expect(String(ics.getFirstSubcomponent('vevent')!.getFirstPropertyValue('description'))).toMatch(/^Manage your booking: /);
    expect((await t.lastEmail(owner.email))?.subject).toBe('Nuova prenotazione di Jane per «Salone Lucia»');

    // The manage page speaks the conversation's language, and so do its refusals and the cancellation e-mail.
    const token = decodeURIComponent(linkFrom(mail.text, 'http://localhost:3000/prenotazione/').split('/prenotazione/')[1]!);
    const seen = await t.request({ method: 'GET', url: `/api/public/bookings/manage/${encodeURIComponent(token)}` });
    expect(seen.json()).toMatchObject({ language: 'en', when });
    const moved = await t.request({
      method: 'POST',
      url: `/api/public/bookings/manage/${encodeURIComponent(token)}/move`,
      payload: { date: day(12), time: '20:00' },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe(en.slotOutsideHours);
    expect((await t.request({ method: 'POST', url: `/api/public/bookings/manage/${encodeURIComponent(token)}/cancel` })).statusCode).toBe(
      200,
    );
    expect((await lastMailTo(email))!.subject).toBe('Booking cancelled – Salone Lucia');
    const again = await t.request({ method: 'POST', url: `/api/public/bookings/manage/${encodeURIComponent(token)}/cancel` });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This booking has already been cancelled.');
  });

  it('is refused in English, and nothing is stored', async () => {
    const conversation = await englishConversation();
    const book = (date: string, time: string) =>
      visitorBook({ ...conversation, serviceId, date, time, name: 'Jane', email: 'jane@example.com', consent: true });
    const outside = await book(day(12), '20:00');
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe('This time cannot be booked: please choose one of the times offered.');
    const past = await book(day(-2), '10:00');
    expect(past.json().message).toBe(en.slotInPast);
    const far = await book(day(400), '10:00');
    expect(far.json().message).toBe('Bookings can be made at most 365 days in advance.');
    const other = await visitorBook({
      ...conversation,
      serviceId: randomUUID(),
      date: day(12),
      time: '10:00',
      name: 'J',
      email: 'j@example.com',
      consent: true,
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(en.serviceNotFound);
    expect(await t.ctx.db.select().from(bookings).where(eq(bookings.conversationId, conversation.conversationId))).toHaveLength(0);
  });
});

describe('a booking made before any message', () => {
  it('follows the language the request carries: German refusal, German notice and e-mail', async () => {
    const email = 'hans@example.de';
    const base = { visitorId: randomUUID(), serviceId, name: 'Hans', email, consent: true, language: 'de' };
    const refused = await visitorBook({ ...base, date: day(13), time: '20:00' });
    expect(refused.json().message).toBe(de.slotOutsideHours);
    const slots = await t.request({
      method: 'GET',
      url: `/api/public/agents/${agent.id}/bookings/slots?serviceId=${randomUUID()}&from=${day(13)}&days=1&language=de`,
    });
    expect(slots.statusCode).toBe(404);
    expect(slots.json().message).toBe('Leistung nicht gefunden.');
    const res = await visitorBook({ ...base, date: day(13), time: '11:00' });
    expect(res.statusCode).toBe(200);
    const when = visitorDateTime('de', romeInstantIfExists(day(13), '11:00')!);
    expect(res.json().notice).toBe(de.booked(when, 'Haircut'));
    const mail = (await lastMailTo(email))!;
    expect(mail.subject).toBe('Buchung bestätigt – Salone Lucia');
    expect(mail.text).toContain('Hallo Hans, Ihre Buchung ist bestätigt.');
  });

  it('without a language stays Italian, as before', async () => {
    const res = await visitorBook({
      visitorId: randomUUID(),
      serviceId,
      date: day(14),
      time: '20:00',
      name: 'Mario',
      email: 'm@esempio.it',
      consent: true,
    });
    expect(res.json().message).toBe(visitorCopy('it').bookings.slotOutsideHours);
  });
});

describe('a booking made without a conversation keeps its language on the booking', () => {
  const setConfirmation = async (requireConfirmation: boolean) => {
    const res = await t.request({
      method: 'PUT',
      url: `/api/agents/${agent.id}/booking-settings`,
      cookie: ownerCookie,
      payload: {
        enabled: true,
        weeklyHours: Array.from({ length: 7 }, () => ({ open: '09:00', close: '18:00' })),
        holidays: [],
        capacity: 1,
        slotMinutes: 30,
        minNoticeMinutes: 120,
        horizonDays: 365,
        requireConfirmation,
      },
    });
    expect(res.statusCode).toBe(200);
  };

  it('German: the team confirms, the reminder and the cancellation by the team are e-mailed in German', async () => {
    await setConfirmation(true);
    try {
      const email = 'greta@example.de';
      const date = day(15);
      const res = await visitorBook({
        visitorId: randomUUID(),
        serviceId,
        date,
        time: '12:00',
        name: 'Greta',
        email,
        consent: true,
        language: 'de',
      });
      expect(res.statusCode).toBe(200);
      const id = res.json().id as string;
      const [stored] = await t.ctx.db.select().from(bookings).where(eq(bookings.id, id));
      expect(stored).toMatchObject({ conversationId: null, language: 'de', status: 'pending' });
      expect((await lastMailTo(email))!.subject).toBe(de.mailPendingSubject('Salone Lucia'));

      const when = visitorDateTime('de', romeInstantIfExists(date, '12:00')!);
      const confirmed = await t.request({ method: 'POST', url: `/api/bookings/${id}/confirm`, cookie: ownerCookie });
      expect(confirmed.statusCode).toBe(200);
      const confirmation = (await lastMailTo(email))!;
      expect(confirmation.subject).toBe('Buchung bestätigt – Salone Lucia');
      expect(confirmation.text).toContain('Hallo Greta, Ihre Buchung ist bestätigt.');
      expect(confirmation.text).toContain(`Haircut, ${when}.`);
      expect(confirmation.text).not.toMatch(/Ciao|confermata/);

      expect(await sendReminder(t.ctx, { bookingId: id, startsAt: new Date(stored!.startsAt).toISOString() })).toBe(true);
      const reminder = (await lastMailTo(email))!;
      expect(reminder.subject).toBe('Erinnerung: Ihre Buchung morgen – Salone Lucia');
      expect(reminder.text).toContain('Hallo Greta, wir erinnern Sie an Ihre Buchung morgen.');

      // The manage page speaks German too.
      const token = decodeURIComponent(linkFrom(reminder.text, 'http://localhost:3000/prenotazione/').split('/prenotazione/')[1]!);
      const seen = await t.request({ method: 'GET', url: `/api/public/bookings/manage/${encodeURIComponent(token)}` });
      expect(seen.json()).toMatchObject({ language: 'de', when });

      const cancelled = await t.request({ method: 'POST', url: `/api/bookings/${id}/cancel`, cookie: ownerCookie });
      expect(cancelled.statusCode).toBe(200);
      const cancellation = (await lastMailTo(email))!;
      expect(cancellation.subject).toBe('Buchung storniert – Salone Lucia');
      expect(cancellation.text).toContain('Hallo Greta, Ihre Buchung wurde storniert.');
      // The team reads Italian whatever the visitor's language.
      expect(cancelled.json().status).toBe('cancelled');
    } finally {
      await setConfirmation(false);
    }
  });

  it("takes the browser's language when the request names none, among the agent's languages", async () => {
    const email = 'pierre@example.fr';
    const res = await t.request({
      method: 'POST',
      url: `/api/public/agents/${agent.id}/bookings`,
      payload: { visitorId: randomUUID(), serviceId, date: day(16), time: '12:00', name: 'Pierre', email, consent: true },
      headers: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' },
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(200);
    const [stored] = await t.ctx.db.select().from(bookings).where(eq(bookings.id, res.json().id));
    expect(stored!.language).toBe('fr');
    expect((await lastMailTo(email))!.subject).toBe(visitorCopy('fr').bookings.mailConfirmedSubject('Salone Lucia'));
  });

  it("a team's booking stores no language and stays Italian", async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/bookings',
      cookie: ownerCookie,
      payload: { agentId: agent.id, serviceId, date: day(17), time: '12:00', name: 'Rita', email: 'rita@esempio.it' },
    });
    expect(res.statusCode).toBe(200);
    const [stored] = await t.ctx.db.select().from(bookings).where(eq(bookings.id, res.json().id));
    expect(stored!.language).toBeNull();
    expect((await lastMailTo('rita@esempio.it'))!.subject).toBe(visitorCopy('it').bookings.mailConfirmedSubject('Salone Lucia'));
  });
});
