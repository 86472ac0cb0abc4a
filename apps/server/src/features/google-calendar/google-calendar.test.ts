import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Slot } from '@app/shared/api/bookings';
import type { GoogleCalendarStatus } from '@app/shared/api/google-calendar';
import { GOOGLE_CALENDAR_MESSAGES as M } from '@app/shared/i18n/google-calendar';
import { createTestApp, cookieFrom, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser, type CreatedUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { startFakeOpenIdProvider, type FakeOpenIdProvider } from '../../test/fake-openid-provider.js';
import { sharedCalendarIdOf } from '../../test/fake-google-calendar.js';
import { googleCalendarConnections, googleCalendarEvents } from '../../db/schema/google-calendar.js';
import { setAccountPlan } from '../account/set-account-plan.js';
import { runSyncJob, syncBookingEvent, SYNC_QUEUE } from './sync-booking.js';
import { enableBookings } from '../../test/bookings-setup.js';
import { addDays, romeInstantIfExists, romeToday } from '../../base/rome-time.js';

let google: FakeOpenIdProvider;
let t: TestApp;
let owner: CreatedUser & { accountId: string };
let stranger: CreatedUser & { accountId: string };
let baseOwner: CreatedUser & { accountId: string };
let agent: Awaited<ReturnType<typeof createAgent>>;
let serviceId: string;
const cookies = {} as Record<'owner' | 'admin' | 'instructor' | 'user' | 'stranger' | 'baseOwner', string>;
const GOOGLE_EMAIL = 'salone.lucia@gmail.com';
const SHARED = sharedCalendarIdOf(GOOGLE_EMAIL);
let address = 0;
const nextAddress = () => `10.47.${Math.floor(++address / 250)}.${address % 250}`;
const day = (offset: number) => addDays(romeToday(), offset);
const paid = (plan: 'base' | 'pro') => ({ plan, planExpiresAt: new Date(Date.now() + 30 * 86_400_000), trialEndsAt: null });
const contact = { name: 'Mario Rossi', email: 'mario.rossi@esempio.it', phone: '+39 333 1234567', consent: true };

beforeAll(async () => {
  google = await startFakeOpenIdProvider();
  t = await createTestApp({
    RATE_LIMIT_DISABLED: 'true',
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    GOOGLE_ISSUER: google.issuer,
    GOOGLE_CALENDAR_API_URL: google.issuer,
  });
  owner = await createAccountWithOwner(t.ctx.db, paid('pro'));
  const admin = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'admin' });
  const instructor = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'instructor' });
  const user = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
  stranger = await createAccountWithOwner(t.ctx.db, paid('pro'));
  baseOwner = await createAccountWithOwner(t.ctx.db, paid('base'));
  agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Salone Lucia' });
  for (const [name, who] of Object.entries({ owner, admin, instructor, user, stranger, baseOwner }))
    cookies[name as keyof typeof cookies] = await signIn(t, who);
  serviceId = (await enableBookings(t, { agentId: agent.id, cookie: cookies.owner!, services: [{ name: 'Taglio' }] }))[0]!;
}, 180_000);
afterAll(async () => {
  await t?.close();
  await google?.close();
});

const status = async (cookie: string) => {
  const res = await t.request({ method: 'GET', url: '/api/google-calendar', cookie });
  expect(res.statusCode).toBe(200);
  return res.json<GoogleCalendarStatus>();
};

/** What a browser does: our connect call, Google's consent form (fetched, then submitted), the redirect to our callback. */
async function connectFlow(cookie: string, { email = GOOGLE_EMAIL, decision = 'allow' } = {}) {
  const start = await t.request({
    method: 'POST',
    url: '/api/google-calendar/connect',
    cookie,
    payload: { returnTo: `/agents/${agent.id}/settings` },
  });
  expect(start.statusCode).toBe(200);
  const authorize = new URL(start.json<{ url: string }>().url);
  expect(authorize.origin).toBe(google.issuer);
  expect(authorize.searchParams.get('access_type')).toBe('offline');
  expect(authorize.searchParams.get('scope')).toContain('https://www.googleapis.com/auth/calendar.events');
  expect(authorize.searchParams.get('redirect_uri')).toBe(`${t.config.APP_URL}/api/google-calendar/callback`);
  const page = await fetch(authorize);
  expect(page.status).toBe(200);
  const form = new URLSearchParams({ email, decision });
  for (const name of ['client_id', 'redirect_uri', 'state', 'code_challenge', 'scope', 'access_type'])
    form.set(name, authorize.searchParams.get(name)!);
  const decided = await fetch(`${google.issuer}/authorize`, { method: 'POST', body: form, redirect: 'manual' });
  expect(decided.status).toBe(302);
  const back = new URL(decided.headers.get('location')!);
  expect(back.pathname).toBe('/api/google-calendar/callback');
  const browser = `${cookie}; ${cookieFrom(start)}`;
  return {
    url: `${back.pathname}${back.search}`,
    browser,
    callback: (withCookie = browser) => t.request({ method: 'GET', url: `${back.pathname}${back.search}`, cookie: withCookie }),
  };
}

const slotsOn = async (date: string) => {
  const res = await t.request({
    method: 'GET',
    url: `/api/public/agents/${agent.id}/bookings/slots?serviceId=${serviceId}&from=${date}&days=1`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ slots: Slot[] }>().slots;
};
const book = (date: string, time: string) =>
  t.request({
    method: 'POST',
    url: `/api/public/agents/${agent.id}/bookings`,
    payload: { visitorId: randomUUID(), serviceId, date, time, ...contact },
    remoteAddress: nextAddress(),
  });
const queuedSyncs = async (bookingId: string) => {
  const { rows } = await t.ctx.db.execute<{ data: { bookingId: string; attempt: number } }>(
    sql`select data from pgboss.job where name = ${SYNC_QUEUE} and data->>'bookingId' = ${bookingId}`,
  );
  return rows.map((r) => r.data);
};

describe('connecting (owner and admin, Pro and Avanzato)', () => {
  it('connects through Google consent, stores the tokens sealed, lists the writable calendars and chooses one', async () => {
    expect(await status(cookies.owner)).toMatchObject({ configured: true, planAllows: true, connected: false, calendars: null });
    const flow = await connectFlow(cookies.owner);
    // Another member's session cannot finish the owner's connection, and the state is then spent.
    const hijack = await flow.callback(`${cookies.stranger}; ${flow.browser.split('; ').pop()}`);
    expect(hijack.headers.location).toBe(`/agents/${agent.id}/settings?googleCalendar=failed`);
    expect((await status(cookies.stranger)).connected).toBe(false);

    const again = await connectFlow(cookies.owner);
    const done = await again.callback();
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe(`/agents/${agent.id}/settings?googleCalendar=connected`);
    // Single use: the same callback again says the link expired.
    expect((await again.callback()).headers.location).toBe('/bookings?googleCalendar=expired');

    const [row] = await t.ctx.db.select().from(googleCalendarConnections).where(eq(googleCalendarConnections.accountId, owner.accountId));
    expect(row!.refreshToken).toMatch(/^v1:/);
    expect(row!.refreshToken).not.toContain('1//');
    const connected = await status(cookies.admin);
    expect(connected).toMatchObject({ connected: true, googleEmail: GOOGLE_EMAIL, calendarId: null });
    expect(connected.calendars!.map((c) => c.id).sort()).toEqual([GOOGLE_EMAIL, SHARED].sort());

    const readOnly = await t.request({
      method: 'PUT',
      url: '/api/google-calendar/calendar',
      cookie: cookies.owner,
      payload: { calendarId: 'it.italian#holiday@group.v.calendar.google.com' },
    });
    expect(readOnly.statusCode).toBe(400);
    expect(readOnly.json().message).toBe(M.calendarNotFound);
    const empty = await t.request({
      method: 'PUT',
      url: '/api/google-calendar/calendar',
      cookie: cookies.owner,
      payload: { calendarId: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    const chosen = await t.request({
      method: 'PUT',
      url: '/api/google-calendar/calendar',
      cookie: cookies.owner,
      payload: { calendarId: SHARED },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ calendarId: SHARED, calendarSummary: 'Appuntamenti del salone' });
  });

  it('refuses a consent denied at Google, a user and an instructor (403), the Base plan (403) and another account', async () => {
    const denied = await connectFlow(cookies.admin, { decision: 'deny' });
    expect((await denied.callback()).headers.location).toBe(`/agents/${agent.id}/settings?googleCalendar=denied`);
    expect((await status(cookies.owner)).calendarId).toBe(SHARED);

    for (const who of ['user', 'instructor'] as const) {
      expect((await t.request({ method: 'GET', url: '/api/google-calendar', cookie: cookies[who] })).statusCode).toBe(403);
      expect((await t.request({ method: 'POST', url: '/api/google-calendar/connect', cookie: cookies[who], payload: {} })).statusCode).toBe(
        403,
      );
      expect(
        (await t.request({ method: 'PUT', url: '/api/google-calendar/calendar', cookie: cookies[who], payload: { calendarId: SHARED } }))
          .statusCode,
      ).toBe(403);
      expect((await t.request({ method: 'DELETE', url: '/api/google-calendar', cookie: cookies[who] })).statusCode).toBe(403);
    }
    const base = await t.request({ method: 'POST', url: '/api/google-calendar/connect', cookie: cookies.baseOwner, payload: {} });
    expect(base.statusCode).toBe(403);
    expect(base.json().message).toBe(M.planRequired);
    expect(await status(cookies.baseOwner)).toMatchObject({ planAllows: false, connected: false });

    // Another account sees no connection and cannot choose a calendar of it.
    expect(await status(cookies.stranger)).toMatchObject({ connected: false, calendarId: null, calendars: null });
    const foreign = await t.request({
      method: 'PUT',
      url: '/api/google-calendar/calendar',
      cookie: cookies.stranger,
      payload: { calendarId: SHARED },
    });
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json().message).toBe(M.notConnected);
    expect((await status(cookies.owner)).calendarId).toBe(SHARED);
  });
});

describe('busy times and the bookings written to Google', () => {
  it('does not offer a time the chosen calendar has busy, and refuses to book it', async () => {
    const date = day(12);
    const busyStart = romeInstantIfExists(date, '11:00')!;
    expect((await slotsOn(date)).map((s) => s.time)).toContain('11:00');
    google.calendar.addBusy(SHARED, busyStart, new Date(busyStart.getTime() + 45 * 60_000));
    const times = (await slotsOn(date)).map((s) => s.time);
    expect(times).not.toContain('11:00');
    expect(times).not.toContain('11:30');
    expect(times).toContain('10:30');
    expect(times).toContain('12:00');
    expect((await book(date, '11:30')).statusCode).toBe(409);
    // Another account's slots know nothing of this calendar.
    expect(google.calendar.requests.filter((r) => r.path === '/calendar/v3/freeBusy').length).toBeGreaterThan(0);
  });

  it('writes each booking as an event, moves it with the booking and deletes it when cancelled', async () => {
    const date = day(13);
    const made = await book(date, '10:00');
    expect(made.statusCode).toBe(200);
    const bookingId = made.json<{ id: string }>().id;
    expect(await queuedSyncs(bookingId)).toContainEqual({ bookingId, attempt: 0 });
    expect(await syncBookingEvent(t.ctx, bookingId)).toBe('written');
    const [written] = await t.ctx.db.select().from(googleCalendarEvents).where(eq(googleCalendarEvents.bookingId, bookingId));
    expect(written).toMatchObject({ calendarId: SHARED, deletedAt: null });
    let event = google.calendar.eventsOf(SHARED).find((e) => e.id === written!.eventId)!;
    expect(event).toMatchObject({ summary: 'Taglio – Mario Rossi', transparency: 'transparent', status: 'confirmed' });
    expect(new Date(event.start.dateTime).getTime()).toBe(romeInstantIfExists(date, '10:00')!.getTime());
    // Our own event does not make its time busy for the next visitor (our capacity counts our bookings).
    expect(await syncBookingEvent(t.ctx, bookingId)).toBe('written');
    expect(google.calendar.eventsOf(SHARED).filter((e) => e.id === written!.eventId)).toHaveLength(1);

    const moved = await t.request({
      method: 'POST',
      url: `/api/bookings/${bookingId}/move`,
      cookie: cookies.owner,
      payload: { date, time: '15:00' },
    });
    expect(moved.statusCode).toBe(200);
    expect(await syncBookingEvent(t.ctx, bookingId)).toBe('written');
    event = google.calendar.eventsOf(SHARED).find((e) => e.id === written!.eventId)!;
    expect(new Date(event.start.dateTime).getTime()).toBe(romeInstantIfExists(date, '15:00')!.getTime());

    const cancelled = await t.request({ method: 'POST', url: `/api/bookings/${bookingId}/cancel`, cookie: cookies.owner });
    expect(cancelled.statusCode).toBe(200);
    // The queue's worker runs the same job side by side: whichever comes first deletes, the other finds it done.
    expect(['deleted', 'skipped']).toContain(await syncBookingEvent(t.ctx, bookingId));
    expect(google.calendar.eventsOf(SHARED).some((e) => e.id === written!.eventId)).toBe(false);
    expect(await syncBookingEvent(t.ctx, bookingId)).toBe('skipped');
  });

  it('with Google down the slots are still offered and the booking made; its event is written on a later try', async () => {
    const date = day(14);
    google.calendar.down = true;
    try {
      expect((await slotsOn(date)).map((s) => s.time)).toContain('09:00');
      const made = await book(date, '09:00');
      expect(made.statusCode).toBe(200);
      const bookingId = made.json<{ id: string }>().id;
      expect(await runSyncJob(t.ctx, { bookingId, attempt: 0 })).toBe('retry');
      expect(await queuedSyncs(bookingId)).toContainEqual({ bookingId, attempt: 1 });
      google.calendar.down = false;
      expect(await runSyncJob(t.ctx, { bookingId, attempt: 1 })).toBe('written');
      const [written] = await t.ctx.db.select().from(googleCalendarEvents).where(eq(googleCalendarEvents.bookingId, bookingId));
      expect(google.calendar.eventsOf(SHARED).some((e) => e.id === written!.eventId)).toBe(true);
    } finally {
      google.calendar.down = false;
    }
  });

  it('refreshes an expired access token with the refresh token', async () => {
    const made = await book(day(15), '16:00');
    expect(made.statusCode).toBe(200);
    const before = google.refreshes;
    google.expireAccessTokens();
    expect(await syncBookingEvent(t.ctx, made.json<{ id: string }>().id)).toBe('written');
    // (The queued job may refresh too, side by side.)
    expect(google.refreshes).toBeGreaterThan(before);
  });

  it('a connection left by a downgrade to Base rests: no busy times read, no event written', async () => {
    const date = day(12);
    await setAccountPlan(t.ctx.db, owner.accountId, paid('base'));
    try {
      // (Counting freeBusy calls only: the queue may still be writing earlier bookings' events meanwhile.)
      const freeBusyCalls = () => google.calendar.requests.filter((r) => r.path === '/calendar/v3/freeBusy').length;
      const asked = freeBusyCalls();
      expect((await slotsOn(date)).map((s) => s.time)).toContain('11:00');
      expect(freeBusyCalls()).toBe(asked);
      const made = await book(date, '11:00');
      expect(made.statusCode).toBe(200);
      expect(await syncBookingEvent(t.ctx, made.json<{ id: string }>().id)).toBe('skipped');
      expect(freeBusyCalls()).toBe(asked);
      expect(await status(cookies.owner)).toMatchObject({ connected: true, planAllows: false, calendars: null });
    } finally {
      await setAccountPlan(t.ctx.db, owner.accountId, paid('pro'));
    }
  });

  it('disconnecting stops reading busy times', async () => {
    const date = day(12);
    const res = await t.request({ method: 'DELETE', url: '/api/google-calendar', cookie: cookies.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ connected: false, calendarId: null });
    expect((await slotsOn(date)).map((s) => s.time)).toContain('11:30');
  });
});
