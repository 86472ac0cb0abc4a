import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Analytics } from '@app/shared/api/analytics';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser, type CreatedUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { conversations } from '../../db/schema/chat.js';
import { newId } from '../../db/ids.js';
import { enableBookings } from '../../test/bookings-setup.js';
import type { Channel } from '@app/shared/channels';
import { addDays, romeToday } from '../../base/rome-time.js';

/** 'Prenotazioni' on the analytics page (issue 46): per day, by channel, conversion, for the agents the caller analyses. */
let t: TestApp;
let owner: CreatedUser & { accountId: string };
let instructor: CreatedUser;
let user: CreatedUser;
let stranger: CreatedUser & { accountId: string };
const cookies: Record<string, string> = {};
let agentA: string;
let agentB: string;
const services: Record<string, string> = {};
const day = addDays(romeToday(), 10);
const today = romeToday();

async function setUp(agentId: string) {
  services[agentId] = (await enableBookings(t, { agentId, cookie: cookies.owner!, services: [{ name: 'Visita' }] }))[0]!;
}

async function conversation(agentId: string, channel: Channel, visitorId: string | null = randomUUID()) {
  const id = newId();
  await t.ctx.db.insert(conversations).values({ id, accountId: owner.accountId, agentId, channel, visitorId, userId: null });
  return { id, visitorId };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await createAccountWithOwner(t.ctx.db, { plan: 'pro', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
  instructor = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'instructor' });
  user = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
  stranger = await createAccountWithOwner(t.ctx.db);
  for (const [name, who] of Object.entries({ owner, instructor, user, stranger })) cookies[name] = await signIn(t, who);
  agentA = (await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Studio Rossi' })).id;
  agentB = (await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Ambulatorio', instructorId: instructor.id }))
    .id;
  await setUp(agentA);
  await setUp(agentB);

  // Agent A: three visitors' conversations (one books), a test chat, a booking by phone later cancelled.
  const booked = await conversation(agentA, 'public');
  await conversation(agentA, 'public');
  await conversation(agentA, 'whatsapp', '393331112222');
  await conversation(agentA, 'test', null);
  const web = await t.request({
    method: 'POST',
    url: `/api/public/agents/${agentA}/bookings`,
    payload: {
      visitorId: booked.visitorId,
      conversationId: booked.id,
      serviceId: services[agentA],
      date: day,
      time: '10:00',
      name: 'Anna',
      email: 'anna@example.com',
      consent: true,
    },
  });
  expect(web.statusCode).toBe(200);
  const phone = await t.request({
    method: 'POST',
    url: '/api/bookings',
    cookie: cookies.owner,
    payload: { agentId: agentA, serviceId: services[agentA], date: day, time: '11:00', name: 'Bruno', phone: '+39 333 0000000' },
  });
  expect(phone.statusCode).toBe(200);
  expect(
    (await t.request({ method: 'POST', url: `/api/bookings/${phone.json<{ id: string }>().id}/cancel`, cookie: cookies.owner })).statusCode,
  ).toBe(200);
  // Agent B (the instructor's): a widget booking without a conversation.
  const widget = await t.request({
    method: 'POST',
    url: `/api/public/agents/${agentB}/bookings`,
    payload: {
      visitorId: randomUUID(),
      channel: 'widget',
      serviceId: services[agentB],
      date: day,
      time: '12:00',
      name: 'Carla',
      email: 'carla@example.com',
      consent: true,
    },
  });
  expect(widget.statusCode).toBe(200);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const analytics = (who: string, query: Record<string, string> = {}) =>
  t.request({ method: 'GET', url: `/api/analytics?${new URLSearchParams({ from: today, to: today, ...query })}`, cookie: cookies[who] });

describe('bookings on the analytics page', () => {
  it('counts every agent for the owner: per day, by channel, cancelled, and the conversations that ended in a booking', async () => {
    const res = await analytics('owner');
    expect(res.statusCode).toBe(200);
    const { bookings } = res.json<Analytics>();
    expect(bookings.total).toBe(3);
    expect(bookings.cancelled).toBe(1);
    expect(bookings.perDay).toEqual([{ day: today, bookings: 3 }]);
    expect(Object.fromEntries(bookings.byChannel.map((c) => [c.channel, c.bookings]))).toEqual({ public: 1, team: 1, widget: 1 });
    // The test chat is not a visitor's conversation.
    expect(bookings).toMatchObject({ conversations: 3, converted: 1, conversionShare: 0.333 });
  });

  it('narrows to one agent, and to the instructor’s agents', async () => {
    const one = (await analytics('owner', { agentId: agentA })).json<Analytics>().bookings;
    expect(one).toMatchObject({ total: 2, cancelled: 1, conversations: 3, converted: 1 });
    const theirs = (await analytics('instructor')).json<Analytics>().bookings;
    expect(theirs).toMatchObject({ total: 1, cancelled: 0, conversations: 0, converted: 0, conversionShare: 0 });
    expect(theirs.byChannel).toEqual([{ channel: 'widget', bookings: 1 }]);
  });

  it('counts only the range: a range before today has none', async () => {
    const before = (await analytics('owner', { from: addDays(today, -10), to: addDays(today, -1) })).json<Analytics>().bookings;
    expect(before.total).toBe(0);
    expect(before.perDay).toHaveLength(10);
  });

  it('shows nothing to a user, nor another account', async () => {
    expect((await analytics('user')).statusCode).toBe(403);
    expect((await analytics('user', { agentId: agentA })).statusCode).toBe(403);
    expect((await analytics('stranger', { agentId: agentA })).statusCode).toBe(404);
    const theirs = await analytics('stranger');
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json<Analytics>().bookings).toMatchObject({ total: 0, conversations: 0, byChannel: [] });
  });
});
