import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import type { BookingSetup, Slot } from '@app/shared/api/bookings';
import { BOOKING_MESSAGES, BOOKING_VISITOR_MESSAGES as V } from '@app/shared/i18n/bookings';
import { MESSAGES } from '@app/shared/i18n/common';
import type { RealtimeEvent } from '@app/shared/realtime-events';
import { createTestApp, linkFrom, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser, type CreatedUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { bookingCells, bookings } from '../../db/schema/bookings.js';
import { conversations } from '../../db/schema/chat.js';
import { devMailbox } from '../../db/schema/platform.js';
import { listBookingTools } from './booking-tools.js';
import { sendReminder } from './booking-reminders.js';
import { addDays, romeInstantIfExists, romeToday } from '../../base/rome-time.js';

let t: TestApp;
let owner: CreatedUser & { accountId: string };
let admin: CreatedUser;
let instructor: CreatedUser;
let otherInstructor: CreatedUser;
let user: CreatedUser;
let stranger: CreatedUser & { accountId: string };
let agent: Awaited<ReturnType<typeof createAgent>>;
let serviceId: string;
const cookies: Record<string, string> = {};
let address = 0;
const nextAddress = () => `10.46.${Math.floor(++address / 250)}.${address % 250}`;
const published: RealtimeEvent[] = [];

const ALL_WEEK = Array.from({ length: 7 }, () => ({ open: '09:00', close: '18:00' }));
const settings = (extra: object = {}) => ({
  enabled: true,
  weeklyHours: ALL_WEEK,
  holidays: [] as string[],
  capacity: 1,
  slotMinutes: 30,
  minNoticeMinutes: 120,
  horizonDays: 365,
  requireConfirmation: false,
  ...extra,
});
/** A day well inside notice and horizon. */
const day = (offset = 10) => addDays(romeToday(), offset);

beforeAll(async () => {
  t = await createTestApp();
  const publish = t.ctx.realtime.publish.bind(t.ctx.realtime);
  t.ctx.realtime.publish = async (...events) => {
    published.push(...events);
    await publish(...events);
  };
  owner = await createAccountWithOwner(t.ctx.db, { firstName: 'Olga' });
  admin = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'admin' });
  instructor = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'instructor' });
  otherInstructor = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'instructor' });
  user = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
  agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Salone Lucia', instructorId: instructor.id });
  stranger = await createAccountWithOwner(t.ctx.db);
  for (const [name, who] of Object.entries({ owner, admin, instructor, otherInstructor, user, stranger }))
    cookies[name] = await signIn(t, who);
  const set = await t.request({
    method: 'PUT',
    url: `/api/agents/${agent.id}/booking-settings`,
    cookie: cookies.owner,
    payload: settings(),
  });
  expect(set.statusCode).toBe(200);
  const added = await t.request({
    method: 'POST',
    url: `/api/agents/${agent.id}/booking-services`,
    cookie: cookies.owner,
    payload: { name: 'Taglio', durationMinutes: 30, priceCents: 2500, description: 'Taglio e piega', weeklyHours: null },
  });
  expect(added.statusCode).toBe(200);
  serviceId = added.json<BookingSetup>().services[0]!.id;
}, 180_000);
afterAll(async () => {
  await t.close();
});

const visitorBook = (payload: object, agentId = agent.id) =>
  t.request({ method: 'POST', url: `/api/public/agents/${agentId}/bookings`, payload, remoteAddress: nextAddress() });
const contact = { name: 'Mario Rossi', email: 'mario.rossi@esempio.it', phone: '+39 333 1234567', consent: true };
const slotsOf = async (date: string, id = serviceId) =>
  (await t.request({ method: 'GET', url: `/api/public/agents/${agent.id}/bookings/slots?serviceId=${id}&from=${date}&days=1` })).json<{
    slots: Slot[];
  }>().slots;

describe('settings (owner, creator, instructor as for the other settings)', () => {
  it('lets the owner and the instructor change them; admin, user, another instructor and another account are refused', async () => {
    const url = `/api/agents/${agent.id}/booking-settings`;
    expect((await t.request({ method: 'PUT', url, cookie: cookies.instructor, payload: settings() })).statusCode).toBe(200);
    const forbidden = await t.request({ method: 'PUT', url, cookie: cookies.admin, payload: settings({ capacity: 9 }) });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe(MESSAGES.agentForbidden);
    expect((await t.request({ method: 'PUT', url, cookie: cookies.user, payload: settings({ capacity: 9 }) })).statusCode).toBe(403);
    expect((await t.request({ method: 'PUT', url, cookie: cookies.otherInstructor, payload: settings({ capacity: 9 }) })).statusCode).toBe(
      404,
    );
    const other = await t.request({ method: 'PUT', url, cookie: cookies.stranger, payload: settings({ capacity: 9 }) });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(MESSAGES.agentNotFound);
    const read = await t.request({ method: 'GET', url: `/api/agents/${agent.id}/bookings-setup`, cookie: cookies.owner });
    expect(read.json<BookingSetup>().settings.capacity).toBe(1);
  });

  it('refuses bad settings and services in Italian and changes nothing', async () => {
    const url = `/api/agents/${agent.id}/booking-settings`;
    const cap = await t.request({ method: 'PUT', url, cookie: cookies.owner, payload: settings({ capacity: 0 }) });
    expect(cap.statusCode).toBe(400);
    expect(JSON.stringify(cap.json())).toContain(BOOKING_MESSAGES.capacityInvalid);
    const grid = await t.request({ method: 'PUT', url, cookie: cookies.owner, payload: settings({ slotMinutes: 7 }) });
    expect(JSON.stringify(grid.json())).toContain(BOOKING_MESSAGES.slotMinutesInvalid);
    const hours = await t.request({
      method: 'PUT',
      url,
      cookie: cookies.owner,
      payload: settings({ weeklyHours: [{ open: '18:00', close: '09:00' }, ...ALL_WEEK.slice(1)] }),
    });
    expect(hours.statusCode).toBe(400);
    const service = await t.request({
      method: 'POST',
      url: `/api/agents/${agent.id}/booking-services`,
      cookie: cookies.owner,
      payload: { name: ' ', durationMinutes: 2, priceCents: null, description: null, weeklyHours: null },
    });
    expect(service.statusCode).toBe(400);
    expect(JSON.stringify(service.json())).toContain(BOOKING_MESSAGES.serviceNameRequired);
    const read = await t.request({ method: 'GET', url: `/api/agents/${agent.id}/bookings-setup`, cookie: cookies.owner });
    expect(read.json<BookingSetup>().settings.capacity).toBe(1);
    expect(read.json<BookingSetup>().services).toHaveLength(1);
  });
});

describe('a visitor books', () => {
  it('books a free slot: the team is told live and by e-mail, the visitor gets a valid .ics and a link that cancels', async () => {
    const date = day(11);
    const before = await slotsOf(date);
    expect(before.map((s) => s.time)).toContain('10:00');
    const res = await visitorBook({ visitorId: randomUUID(), serviceId, date, time: '10:00', ...contact });
    expect(res.statusCode).toBe(200);
    expect(res.json().notice).toMatch(/^Prenotazione confermata: Taglio, /);
    const id = res.json().id as string;
    expect((await slotsOf(date)).map((s) => s.time)).not.toContain('10:00');
    expect(published.some((e) => e.type === 'bookings.changed' && e.payload.bookingId === id)).toBe(true);
    expect((await t.lastEmail(owner.email))?.subject).toBe('Nuova prenotazione di Mario Rossi per «Salone Lucia»');
    expect((await t.lastEmail(admin.email))?.text).toContain('/bookings');
    expect(await t.lastEmail(user.email)).toBeUndefined();

    const [mail] = await t.ctx.db
      .select()
      .from(devMailbox)
      .where(eq(devMailbox.to, contact.email))
      .orderBy(desc(devMailbox.createdAt))
      .limit(1);
    expect(mail!.subject).toBe(V.mailConfirmedSubject('Salone Lucia'));
    const ics = mail!.attachments![0]!;
    expect(ics.filename).toBe('prenotazione.ics');
    const calendar = new ICAL.Component(ICAL.parse(ics.content));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.startDate.toJSDate().toISOString()).toBe(romeInstantIfExists(date, '10:00')!.toISOString());
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(30 * 60_000);
    expect(event.summary).toBe('Taglio – Salone Lucia');
    expect(calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('status')).toBe('CONFIRMED');

    const link = linkFrom(mail!.text, 'http://localhost:3000/prenotazione/');
    const token = decodeURIComponent(link.split('/prenotazione/')[1]!);
    const seen = await t.request({ method: 'GET', url: `/api/public/bookings/manage/${encodeURIComponent(token)}` });
    expect(seen.json()).toMatchObject({ status: 'confirmed', serviceName: 'Taglio', agentName: 'Salone Lucia' });
    const tampered = await t.request({
      method: 'POST',
      url: `/api/public/bookings/manage/${encodeURIComponent(token.slice(0, -2) + 'xx')}/cancel`,
    });
    expect(tampered.statusCode).toBe(404);
    expect(tampered.json().message).toBe(V.linkInvalid);
    const cancelled = await t.request({ method: 'POST', url: `/api/public/bookings/manage/${encodeURIComponent(token)}/cancel` });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    expect((await slotsOf(date)).map((s) => s.time)).toContain('10:00');
    const again = await t.request({ method: 'POST', url: `/api/public/bookings/manage/${encodeURIComponent(token)}/cancel` });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(V.alreadyCancelled);
    expect((await t.lastEmail(contact.email))?.subject).toBe(V.mailCancelledSubject('Salone Lucia'));
  });

  it('refuses bad slots with clear Italian errors and stores nothing', async () => {
    const count = async () => (await t.ctx.db.select().from(bookings).where(eq(bookings.agentId, agent.id))).length;
    const n = await count();
    const book = (date: string, time: string, extra: object = {}) =>
      visitorBook({ visitorId: randomUUID(), serviceId, date, time, ...contact, ...extra });
    const outside = await book(day(12), '20:00');
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe(V.slotOutsideHours);
    const past = await book(day(-2), '10:00');
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(V.slotInPast);
    const far = await book(addDays(romeToday(), 400), '10:00');
    expect(far.json().message).toBe(V.slotTooFar(365));
    const offGrid = await book(day(12), '10:10');
    expect(offGrid.json().message).toBe(V.slotOutsideHours);
    const noConsent = await book(day(12), '10:00', { consent: false });
    expect(noConsent.statusCode).toBe(400);
    expect(JSON.stringify(noConsent.json())).toContain(V.consentRequired);
    const noContact = await book(day(12), '10:00', { email: '', phone: '' });
    expect(JSON.stringify(noContact.json())).toContain(V.contactRequired);
    const badDate = await book('2027-02-30x', '10:00');
    expect(badDate.statusCode).toBe(400);
    const otherService = await book(day(12), '10:00', { serviceId: randomUUID() });
    expect(otherService.statusCode).toBe(404);
    expect(otherService.json().message).toBe(V.serviceNotFound);
    expect(await count()).toBe(n);
  });

  it('refuses a time the summer-time night skips, and never offers it', async () => {
    let dst = romeToday();
    while (romeInstantIfExists(dst, '02:30')) dst = addDays(dst, 1);
    const night = Array.from({ length: 7 }, () => ({ open: '00:00', close: '06:00' }));
    await t.request({
      method: 'PUT',
      url: `/api/agents/${agent.id}/booking-settings`,
      cookie: cookies.owner,
      payload: settings({ weeklyHours: night }),
    });
    try {
      const times = (await slotsOf(dst)).map((s) => s.time);
      expect(times).toContain('01:30');
      expect(times).toContain('03:00');
      expect(times).not.toContain('02:00');
      expect(times).not.toContain('02:30');
      const res = await visitorBook({ visitorId: randomUUID(), serviceId, date: dst, time: '02:30', ...contact });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(V.slotDstGap('02:30'));
    } finally {
      await t.request({ method: 'PUT', url: `/api/agents/${agent.id}/booking-settings`, cookie: cookies.owner, payload: settings() });
    }
  });

  it('takes exactly one of 20 visitors booking the same slot of capacity 1 at once (the database refuses the others)', async () => {
    const date = day(13);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        visitorBook({ visitorId: randomUUID(), serviceId, date, time: '11:00', ...contact, name: `Visitatore ${i}` }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const r of results.filter((r) => r.statusCode === 409)) expect(r.json().message).toBe(V.slotFull);
    const start = romeInstantIfExists(date, '11:00')!;
    const stored = await t.ctx.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.agentId, agent.id), eq(bookings.startsAt, start)));
    expect(stored).toHaveLength(1);
    const [cell] = await t.ctx.db
      .select()
      .from(bookingCells)
      .where(and(eq(bookingCells.agentId, agent.id), eq(bookingCells.startsAt, start)));
    expect(cell).toMatchObject({ taken: 1, capacity: 1 });
  });

  it('the database itself refuses a cell beyond its capacity', async () => {
    const start = romeInstantIfExists(day(14), '09:00')!;
    await t.ctx.db.insert(bookingCells).values({ agentId: agent.id, accountId: owner.accountId, startsAt: start, taken: 1, capacity: 1 });
    await expect(t.ctx.db.update(bookingCells).set({ taken: 2 }).where(eq(bookingCells.startsAt, start))).rejects.toThrow();
    await t.ctx.db.delete(bookingCells).where(eq(bookingCells.startsAt, start));
  });

  it('stores a retry from the same conversation once', async () => {
    const visitorId = randomUUID();
    const conversationId = randomUUID();
    await t.ctx.db
      .insert(conversations)
      .values({ id: conversationId, accountId: owner.accountId, agentId: agent.id, channel: 'widget', userId: null, visitorId });
    const body = { visitorId, conversationId, serviceId, date: day(15), time: '15:00', ...contact };
    const first = await visitorBook(body);
    const second = await visitorBook(body);
    expect(second.json().id).toBe(first.json().id);
    const rows = await t.ctx.db.select().from(bookings).where(eq(bookings.conversationId, conversationId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.channel).toBe('widget');
    const foreign = await visitorBook({ ...body, visitorId: randomUUID(), time: '15:30' });
    expect(foreign.statusCode).toBe(404);
  });

  it('is refused while bookings are off', async () => {
    const other = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Spento' });
    const res = await visitorBook({ visitorId: randomUUID(), serviceId, date: day(12), time: '10:00', ...contact }, other.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(V.bookingsOff);
  });
});

describe("the team's 'Prenotazioni'", () => {
  let bookingId: string;
  beforeAll(async () => {
    const res = await visitorBook({ visitorId: randomUUID(), serviceId, date: day(16), time: '09:30', ...contact, name: 'Anna Bianchi' });
    bookingId = res.json().id;
  });
  const list = (who: string, query = '') => t.request({ method: 'GET', url: `/api/bookings${query}`, cookie: cookies[who] });

  it('shows each role what D17 allows, and nothing to another account', async () => {
    const ids = async (who: string) => (await list(who)).json<{ bookings: { id: string }[] }>().bookings.map((b) => b.id);
    expect(await ids('owner')).toContain(bookingId);
    expect(await ids('admin')).toContain(bookingId);
    expect(await ids('instructor')).toContain(bookingId);
    expect(await ids('otherInstructor')).not.toContain(bookingId);
    expect(await ids('user')).not.toContain(bookingId);
    expect(await ids('stranger')).toEqual([]);
    for (const who of ['stranger', 'user', 'otherInstructor']) {
      const res = await t.request({ method: 'POST', url: `/api/bookings/${bookingId}/cancel`, cookie: cookies[who] });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(BOOKING_MESSAGES.bookingNotFound);
      const move = await t.request({
        method: 'POST',
        url: `/api/bookings/${bookingId}/move`,
        cookie: cookies[who],
        payload: { date: 'x' },
      });
      expect(move.statusCode).toBe(404);
    }
    expect((await t.request({ method: 'GET', url: '/api/bookings' })).statusCode).toBe(401);
    const filtered = await list('owner', `?q=Bianchi&status=confirmed&from=${day(16)}&to=${day(16)}`);
    expect(filtered.json().bookings.map((b: { id: string }) => b.id)).toEqual([bookingId]);
    expect((await list('owner', '?status=chiusa')).json().message).toBe(BOOKING_MESSAGES.statusInvalid);
  });

  it('moves a booking (the visitor is told, the old slot is free again), refuses a full or invalid slot', async () => {
    const moved = await t.request({
      method: 'POST',
      url: `/api/bookings/${bookingId}/move`,
      cookie: cookies.instructor,
      payload: { date: day(16), time: '16:00' },
    });
    expect(moved.statusCode).toBe(200);
    expect(new Date(moved.json().startsAt).toISOString()).toBe(romeInstantIfExists(day(16), '16:00')!.toISOString());
    expect((await slotsOf(day(16))).map((s) => s.time)).toContain('09:30');
    expect((await t.lastEmail(contact.email))?.subject).toBe(V.mailMovedSubject('Salone Lucia'));
    await visitorBook({ visitorId: randomUUID(), serviceId, date: day(16), time: '17:00', ...contact });
    const full = await t.request({
      method: 'POST',
      url: `/api/bookings/${bookingId}/move`,
      cookie: cookies.owner,
      payload: { date: day(16), time: '17:00' },
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(V.slotFull);
    const closed = await t.request({
      method: 'POST',
      url: `/api/bookings/${bookingId}/move`,
      cookie: cookies.owner,
      payload: { date: day(16), time: '23:00' },
    });
    expect(closed.statusCode).toBe(400);
    const [row] = await t.ctx.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row!.startsAt.toISOString()).toBe(romeInstantIfExists(day(16), '16:00')!.toISOString());
  });

  it('confirms a booking that waits for a person', async () => {
    await t.request({
      method: 'PUT',
      url: `/api/agents/${agent.id}/booking-settings`,
      cookie: cookies.owner,
      payload: settings({ requireConfirmation: true }),
    });
    const res = await visitorBook({ visitorId: randomUUID(), serviceId, date: day(17), time: '12:00', ...contact });
    expect(res.json().status).toBe('pending');
    expect(res.json().notice).toMatch(/^Richiesta di prenotazione ricevuta/);
    const ok = await t.request({ method: 'POST', url: `/api/bookings/${res.json().id}/confirm`, cookie: cookies.admin });
    expect(ok.json().status).toBe('confirmed');
    const twice = await t.request({ method: 'POST', url: `/api/bookings/${res.json().id}/confirm`, cookie: cookies.admin });
    expect(twice.statusCode).toBe(409);
    await t.request({ method: 'PUT', url: `/api/agents/${agent.id}/booking-settings`, cookie: cookies.owner, payload: settings() });
  });

  it('takes a booking entered by a person (owner, admin, the instructor; not a user)', async () => {
    const body = {
      agentId: agent.id,
      serviceId,
      date: day(18),
      time: '10:00',
      name: 'Telefonata',
      phone: '+39 06 1234567',
      note: 'Ha chiamato',
    };
    const byUser = await t.request({ method: 'POST', url: '/api/bookings', cookie: cookies.user, payload: body });
    expect(byUser.statusCode).toBe(403);
    const byStranger = await t.request({ method: 'POST', url: '/api/bookings', cookie: cookies.stranger, payload: body });
    expect(byStranger.statusCode).toBe(404);
    const ok = await t.request({ method: 'POST', url: '/api/bookings', cookie: cookies.admin, payload: body });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ channel: 'team', status: 'confirmed', note: 'Ha chiamato' });
  });

  it('exports CSV and serves a private ICS feed whose secret rotates', async () => {
    const csv = await list('owner', '/export.csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('"Anna Bianchi"');
    expect(csv.body.split('\r\n')[0]).toContain('"Data";"Ora"');
    expect((await t.request({ method: 'GET', url: '/api/bookings/feed', cookie: cookies.user })).statusCode).toBe(403);
    const { url } = (await t.request({ method: 'GET', url: '/api/bookings/feed', cookie: cookies.owner })).json<{ url: string }>();
    const path = url.replace('http://localhost:3000', '');
    const feed = await t.request({ method: 'GET', url: path });
    expect(feed.headers['content-type']).toContain('text/calendar');
    const events = new ICAL.Component(ICAL.parse(feed.body)).getAllSubcomponents('vevent');
    expect(events.some((e) => String(e.getFirstPropertyValue('summary')).includes('Anna Bianchi'))).toBe(true);
    const strangerFeed = (await t.request({ method: 'GET', url: '/api/bookings/feed', cookie: cookies.stranger })).json<{ url: string }>();
    const theirs = await t.request({ method: 'GET', url: strangerFeed.url.replace('http://localhost:3000', '') });
    expect(theirs.body).not.toContain('Anna Bianchi');
    await t.request({ method: 'POST', url: '/api/bookings/feed/rotate', cookie: cookies.owner });
    expect((await t.request({ method: 'GET', url: path })).statusCode).toBe(404);
  });
});

describe('figures', () => {
  it('counts bookings per day and per channel and the conversations that ended in one, for what the caller sees', async () => {
    const today = romeToday();
    const stats = await t.request({ method: 'GET', url: `/api/bookings/stats?from=${today}&to=${today}`, cookie: cookies.owner });
    expect(stats.statusCode).toBe(200);
    const body = stats.json<{
      perDay: { date: string; count: number }[];
      perChannel: { channel: string; count: number }[];
      conversations: number;
      converted: number;
    }>();
    expect(body.perDay.map((d) => d.date)).toEqual([today]);
    expect(body.perChannel.find((c) => c.channel === 'widget')?.count).toBe(1);
    expect(body.perChannel.find((c) => c.channel === 'team')?.count).toBe(1);
    expect(body.converted).toBe(1);
    expect(body.conversations).toBeGreaterThanOrEqual(1);
    const theirs = await t.request({ method: 'GET', url: `/api/bookings/stats?from=${today}&to=${today}`, cookie: cookies.stranger });
    expect(theirs.json()).toEqual({ perDay: [], perChannel: [], conversations: 0, converted: 0 });
    expect((await t.request({ method: 'GET', url: `/api/bookings/stats?from=ieri&to=${today}`, cookie: cookies.owner })).statusCode).toBe(
      400,
    );
  });
});

describe('the reminder and the model tools', () => {
  it('sends the reminder once, and none for a booking moved since', async () => {
    const res = await visitorBook({
      visitorId: randomUUID(),
      serviceId,
      date: day(19),
      time: '14:00',
      ...contact,
      email: 'promemoria@esempio.it',
    });
    const startsAt = romeInstantIfExists(day(19), '14:00')!.toISOString();
    expect(await sendReminder(t.ctx, { bookingId: res.json().id, startsAt })).toBe(true);
    expect((await t.lastEmail('promemoria@esempio.it'))?.subject).toBe(V.mailReminderSubject('Salone Lucia'));
    expect(await sendReminder(t.ctx, { bookingId: res.json().id, startsAt })).toBe(false);
    expect(await sendReminder(t.ctx, { bookingId: res.json().id, startsAt: new Date(0).toISOString() })).toBe(false);
  });

  it('offers find, book and cancel tools that apply the same rules', async () => {
    const conversationId = randomUUID();
    await t.ctx.db.insert(conversations).values({
      id: conversationId,
      accountId: owner.accountId,
      agentId: agent.id,
      channel: 'public',
      userId: null,
      visitorId: randomUUID(),
    });
    const turn = { accountId: owner.accountId, agentId: agent.id, conversationId, channel: 'public' };
    const tools = await listBookingTools(t.ctx, turn);
    expect(tools.map((x) => x.name)).toEqual(['find_free_slots', 'book_appointment', 'cancel_appointment']);
    const [find, book, cancel] = tools as [(typeof tools)[0], (typeof tools)[0], (typeof tools)[0]];
    expect(find.description).toContain('Taglio');
    const found = await find.execute({ serviceId, from: day(20), days: 1 }, turn);
    const slots = (found.output as { slots: { date: string; time: string }[] }).slots;
    expect(slots[0]).toEqual({ date: day(20), time: '09:00' });
    expect(found.citation).toEqual({ kind: 'booking', title: 'Prenotazioni' });
    const noConsent = await book.execute(
      { serviceId, date: day(20), time: '09:00', name: 'Gino', email: 'gino@esempio.it', consent: false },
      turn,
    );
    expect(noConsent.output).toMatchObject({ ok: false, error: V.consentRequired });
    const outside = await book.execute(
      { serviceId, date: day(20), time: '22:00', name: 'Gino', email: 'gino@esempio.it', consent: true },
      turn,
    );
    expect(outside.output).toMatchObject({ ok: false, error: V.slotOutsideHours });
    const booked = await book.execute(
      { serviceId, date: day(20), time: '09:00', name: 'Gino', email: 'gino@esempio.it', consent: true },
      turn,
    );
    const { bookingId } = booked.output as { bookingId: string };
    expect((await t.ctx.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]).toMatchObject({
      conversationId,
      channel: 'public',
    });
    const elsewhere = await cancel.execute({ bookingId }, { ...turn, conversationId: randomUUID() });
    expect(elsewhere.output).toMatchObject({ ok: false });
    expect((await cancel.execute({ bookingId }, turn)).output).toMatchObject({ ok: true });
    expect((await t.ctx.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]!.status).toBe('cancelled');

    const off = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Senza prenotazioni' });
    expect(await listBookingTools(t.ctx, { ...turn, agentId: off.id })).toEqual([]);
    expect(await listBookingTools(t.ctx, { ...turn, accountId: stranger.accountId })).toEqual([]);
  });
});

describe('assigning a booking to a member', () => {
  let bookingId: string;
  const assign = (who: string, assigneeId: unknown, id = bookingId) =>
    t.request({ method: 'PUT', url: `/api/bookings/${id}/assignee`, cookie: cookies[who], payload: { assigneeId } });
  const assigneeOf = async () => (await t.ctx.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]!.assigneeId;

  beforeAll(async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/bookings',
      cookie: cookies.owner,
      payload: { agentId: agent.id, serviceId, date: day(25), time: '15:00', name: 'Da assegnare', phone: '+39 06 7654321' },
    });
    expect(res.statusCode).toBe(200);
    bookingId = res.json<{ id: string }>().id;
  });

  it('lists whom the caller may assign to: every active member for the owner, themselves for the others', async () => {
    const byOwner = (await t.request({ method: 'GET', url: '/api/bookings', cookie: cookies.owner })).json<{
      assignable: { id: string }[];
    }>();
    expect(byOwner.assignable.map((m) => m.id).sort()).toEqual([owner.id, admin.id, instructor.id, otherInstructor.id, user.id].sort());
    const byInstructor = (await t.request({ method: 'GET', url: '/api/bookings', cookie: cookies.instructor })).json<{
      assignable: { id: string }[];
    }>();
    expect(byInstructor.assignable.map((m) => m.id)).toEqual([instructor.id]);
  });

  it('the owner hands it to a user, who then sees it; the list says so', async () => {
    const user0 = await t.request({ method: 'GET', url: '/api/bookings?from=' + day(25), cookie: cookies.user });
    expect(user0.json<{ bookings: { id: string }[] }>().bookings.map((b) => b.id)).not.toContain(bookingId);
    const res = await assign('owner', user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: bookingId, assigneeId: user.id });
    expect(published.some((e) => e.type === 'bookings.changed' && (e.payload as { bookingId?: string }).bookingId === bookingId)).toBe(
      true,
    );
    const seen = await t.request({ method: 'GET', url: '/api/bookings?from=' + day(25), cookie: cookies.user });
    expect(seen.json<{ bookings: { id: string; assigneeId: string | null }[] }>().bookings.find((b) => b.id === bookingId)).toMatchObject({
      assigneeId: user.id,
    });
  });

  it('the agent’s instructor may take it, not hand it to someone else; a user may not act', async () => {
    const toUser = await assign('instructor', user.id);
    expect(toUser.statusCode).toBe(403);
    expect(toUser.json().message).toBe(BOOKING_MESSAGES.assignForbidden);
    expect(await assigneeOf()).toBe(user.id);
    // The user sees it (assigned to them) but may not enter the agent's bookings.
    expect((await assign('user', null)).statusCode).toBe(403);
    expect(await assigneeOf()).toBe(user.id);
    const taken = await assign('instructor', instructor.id);
    expect(taken.statusCode).toBe(200);
    expect(await assigneeOf()).toBe(instructor.id);
  });

  it('refuses another account’s member, a malformed id, and callers who do not see the booking, changing nothing', async () => {
    const foreign = await assign('owner', stranger.id);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(BOOKING_MESSAGES.assigneeInvalid);
    expect((await assign('owner', 42)).statusCode).toBe(400);
    expect((await assign('owner', 'x'.repeat(300))).statusCode).toBe(400);
    expect((await assign('otherInstructor', otherInstructor.id)).statusCode).toBe(404);
    expect((await assign('stranger', stranger.id)).statusCode).toBe(404);
    expect((await assign('stranger', null)).statusCode).toBe(404);
    expect((await assign('owner', null, randomUUID())).statusCode).toBe(404);
    expect(await assigneeOf()).toBe(instructor.id);
    const cleared = await assign('admin', null);
    expect(cleared.statusCode).toBe(200);
    expect(await assigneeOf()).toBeNull();
  });
});

describe("the team's 'Nuova prenotazione' form", () => {
  it('lists the agents whose bookings the caller may enter, with their services; none for a user or another account', async () => {
    const read = async (who: string) => {
      const res = await t.request({ method: 'GET', url: '/api/bookings/services', cookie: cookies[who] });
      expect(res.statusCode).toBe(200);
      return res.json<{ agents: { id: string; services: { id: string; name: string }[] }[] }>().agents;
    };
    for (const who of ['owner', 'admin', 'instructor']) {
      const agents = await read(who);
      expect(
        agents.find((a) => a.id === agent.id)?.services.map((s) => s.id),
        who,
      ).toContain(serviceId);
    }
    expect((await read('otherInstructor')).map((a) => a.id)).not.toContain(agent.id);
    expect(await read('user')).toEqual([]);
    expect((await read('stranger')).map((a) => a.id)).not.toContain(agent.id);
  });
});
