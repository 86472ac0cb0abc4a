import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { inject } from 'vitest';
import webpush from 'web-push';
import { PUSH_MESSAGES } from '@app/shared/i18n/push';
import type { PushPayload, PushStatus } from '@app/shared/api/push';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser, type CreatedUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { decryptPush, startTestPushService, type TestPushService, type TestSubscription } from '../../test/test-push-service.js';
import { handoffRequests } from '../../db/schema/handoff.js';
import { pushSubscriptions } from '../../db/schema/team-phone.js';
import { notifyMembersByPush } from './notify-members-by-push.js';

/**
 * Web Push to the team's phones (issue 47), end to end over the real protocol: members subscribe through the API with
 * subscriptions of a local HTTPS push service, the server encrypts (aes128gcm) and signs (VAPID) each push, the service
 * checks the signature and keeps the body, and the test decrypts it with the subscription's private key.
 */
let t: TestApp;
let push: TestPushService;
let owner: CreatedUser & { accountId: string };
let admin: CreatedUser;
let instructor: CreatedUser;
let otherInstructor: CreatedUser;
let user: CreatedUser;
let stranger: CreatedUser & { accountId: string };
let agent: Awaited<ReturnType<typeof createAgent>>;
const cookies: Record<string, string> = {};
const devices: Record<string, TestSubscription> = {};
const vapid = webpush.generateVAPIDKeys();
let address = 0;
const nextAddress = () => `10.47.${Math.floor(++address / 250)}.${address % 250}`;

beforeAll(async () => {
  push = await startTestPushService(inject('pushServiceTls'));
  t = await createTestApp({
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:operatore@agenti.test',
    PUSH_ALLOW_PRIVATE_HOSTS: 'localhost',
  });
  owner = await createAccountWithOwner(t.ctx.db, { firstName: 'Olga' });
  admin = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'admin' });
  instructor = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'instructor' });
  otherInstructor = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'instructor' });
  user = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
  stranger = await createAccountWithOwner(t.ctx.db);
  agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Pizzeria', instructorId: instructor.id });
  for (const [name, who] of Object.entries({ owner, admin, instructor, otherInstructor, user, stranger })) {
    cookies[name] = await signIn(t, who);
    devices[name] = push.subscribe();
    const res = await subscribe(name, devices[name]);
    expect(res.statusCode).toBe(200);
  }
}, 180_000);
afterAll(async () => {
  await t.close();
  await push.close();
});

const subscribe = (who: string, s: TestSubscription, extra: object = {}) =>
  t.request({
    method: 'POST',
    url: '/api/profile/push/subscriptions',
    cookie: cookies[who],
    payload: { endpoint: s.endpoint, keys: s.keys, device: 'Chrome su Android', ...extra },
  });
const status = async (who: string) =>
  (await t.request({ method: 'GET', url: '/api/profile/push', cookie: cookies[who] })).json() as PushStatus;
const opened = (s: TestSubscription, n = 1) =>
  push.waitFor(s.id, n).then((all) => all.map((p) => JSON.parse(decryptPush(p.body, s)) as PushPayload));

async function newRequest() {
  const visitorId = randomUUID();
  const res = await t.request({
    method: 'POST',
    url: `/api/public/agents/${agent.id}/handoff`,
    payload: { name: 'Mario Rossi', email: 'mario@esempio.it', consent: true, visitorId, channel: 'public' },
    remoteAddress: nextAddress(),
  });
  expect(res.statusCode).toBe(200);
  const { conversationId } = res.json() as { conversationId: string };
  const [row] = await t.ctx.db.select().from(handoffRequests).where(eq(handoffRequests.conversationId, conversationId));
  return { visitorId, conversationId, requestId: row!.id };
}

describe('turning push on', () => {
  it('gives the VAPID public key and lists the devices of the caller only', async () => {
    const mine = await status('owner');
    expect(mine).toMatchObject({ enabled: true, publicKey: vapid.publicKey });
    expect(mine.devices.map((d) => d.endpoint)).toEqual([devices.owner!.endpoint]);
    expect(mine.devices[0]!.device).toBe('Chrome su Android');
  });

  it('refuses bad subscriptions with an Italian message and stores nothing', async () => {
    const before = (await t.ctx.db.select().from(pushSubscriptions)).length;
    const s = push.subscribe();
    const cases: [object, string][] = [
      [{ endpoint: s.endpoint.replace('https:', 'http:') }, PUSH_MESSAGES.endpointInvalid],
      [{ endpoint: 'non un indirizzo' }, PUSH_MESSAGES.endpointInvalid],
      [{ keys: { p256dh: 'corta', auth: s.keys.auth } }, PUSH_MESSAGES.subscriptionInvalid],
      [{ keys: { p256dh: s.keys.p256dh } }, PUSH_MESSAGES.subscriptionInvalid],
      // A member may not make the server post to the machine's private network (SSRF).
      [{ endpoint: 'https://127.0.0.1:8443/push/x' }, PUSH_MESSAGES.endpointPrivate],
      [{ endpoint: 'https://10.0.0.5/push/x' }, PUSH_MESSAGES.endpointPrivate],
    ];
    for (const [extra, message] of cases) {
      const res = await subscribe('owner', s, extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().message ?? JSON.stringify(res.json())).toContain(message);
    }
    expect((await t.ctx.db.select().from(pushSubscriptions)).length).toBe(before);
  });

  it('subscribing the same device again renews its keys instead of adding a device', async () => {
    const s = push.subscribe();
    expect((await subscribe('admin', s)).statusCode).toBe(200);
    const renewed = { ...s, keys: push.subscribe().keys };
    expect((await subscribe('admin', renewed)).statusCode).toBe(200);
    const rows = await t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, s.endpoint));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.p256dh).toBe(renewed.keys.p256dh);
    const off = await t.request({
      method: 'POST',
      url: '/api/profile/push/unsubscribe',
      cookie: cookies.admin,
      payload: { endpoint: s.endpoint },
    });
    expect(off.statusCode).toBe(200);
    expect((off.json() as PushStatus).devices.map((d) => d.endpoint)).toEqual([devices.admin!.endpoint]);
  });

  it("another account's member can neither see nor turn off a member's device", async () => {
    const [device] = (await status('owner')).devices;
    const res = await t.request({ method: 'DELETE', url: `/api/profile/push/devices/${device!.id}`, cookie: cookies.stranger });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(PUSH_MESSAGES.deviceNotFound);
    // Turning off by endpoint only ever touches the caller's own rows.
    await t.request({
      method: 'POST',
      url: '/api/profile/push/unsubscribe',
      cookie: cookies.stranger,
      payload: { endpoint: device!.endpoint },
    });
    expect((await status('owner')).devices).toHaveLength(1);
  });
});

describe('what the team gets on the phone', () => {
  it('a new request: owner, admin and the agent\u2019s instructor get an encrypted, signed push that opens the request', async () => {
    const { requestId } = await newRequest();
    for (const who of ['owner', 'admin', 'instructor']) {
      const [payload] = await opened(devices[who]!);
      expect(payload).toEqual({
        title: 'Nuova richiesta',
        body: 'Mario Rossi chiede una persona (Pizzeria)',
        url: `/inbox/${requestId}`,
        tag: `request-${requestId}`,
      });
    }
    const [raw] = await push.waitFor(devices.owner!.id);
    expect(raw!.headers['content-encoding']).toBe('aes128gcm');
    expect(raw!.headers.urgency).toBe('high');
    expect(raw!.vapidKey).toBe(vapid.publicKey);
    expect(raw!.jwt.sub).toBe('mailto:operatore@agenti.test');
    // Not the user (nothing assigned to them), not the other instructor, not another account.
    for (const who of ['user', 'otherInstructor', 'stranger']) expect(push.requestsFor(devices[who]!.id)).toBe(0);
  });

  it("a visitor's reply to a request a member holds: that member only", async () => {
    const { visitorId, conversationId, requestId } = await newRequest();
    const assigned = await t.request({
      method: 'PUT',
      url: `/api/inbox/${requestId}/assignee`,
      cookie: cookies.owner,
      payload: { assigneeId: user.id },
    });
    expect(assigned.statusCode).toBe(200);
    const ownerBefore = push.requestsFor(devices.owner!.id);
    const said = await t.request({
      method: 'POST',
      url: `/api/public/agents/${agent.id}/messages`,
      payload: { text: 'Avete un tavolo per quattro stasera?', visitorId, conversationId },
      remoteAddress: nextAddress(),
    });
    expect(said.statusCode).toBe(200);
    const [payload] = await opened(devices.user!);
    expect(payload).toEqual({
      title: 'Mario Rossi ha risposto',
      body: 'Avete un tavolo per quattro stasera?',
      url: `/inbox/${requestId}`,
      tag: `request-${requestId}`,
    });
    expect(push.requestsFor(devices.owner!.id)).toBe(ownerBefore);
  });

  it('a subscription the push service forgot (410) is removed at the first push', async () => {
    const lost = push.subscribe();
    expect((await subscribe('owner', lost, { device: 'Telefono perso' })).statusCode).toBe(200);
    push.expire(lost.id);
    const result = await notifyMembersByPush(t.ctx, {
      accountId: owner.accountId,
      userIds: [owner.id],
      message: { title: 'Nuova prenotazione', body: 'Mario Rossi · sabato 12 dicembre, 20:00', url: '/bookings', tag: 'booking-1' },
    });
    expect(result).toEqual({ sent: 1, removed: 1 });
    expect(push.requestsFor(lost.id)).toBe(1);
    expect((await status('owner')).devices.map((d) => d.endpoint)).toEqual([devices.owner!.endpoint]);
  });

  it('notifyMembersByPush never reaches beyond the account it is given', async () => {
    const before = push.requestsFor(devices.stranger!.id);
    const result = await notifyMembersByPush(t.ctx, {
      accountId: owner.accountId,
      userIds: [stranger.id],
      message: { title: 'Nuova prenotazione', body: 'x', url: '/bookings', tag: 'booking-2' },
    });
    expect(result).toEqual({ sent: 0, removed: 0 });
    expect(push.requestsFor(devices.stranger!.id)).toBe(before);
  });
});

describe('without VAPID keys', () => {
  it('push is off: the profile says so and subscribing is refused', async () => {
    const off = await createTestApp({}, { database: t.ctx.database });
    try {
      const cookie = await signIn(off, owner);
      const got = await off.request({ method: 'GET', url: '/api/profile/push', cookie });
      expect(got.json()).toMatchObject({ enabled: false, publicKey: null });
      const s = push.subscribe();
      const res = await off.request({
        method: 'POST',
        url: '/api/profile/push/subscriptions',
        cookie,
        payload: { endpoint: s.endpoint, keys: s.keys },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PUSH_MESSAGES.pushOff);
    } finally {
      await off.app.close();
    }
  });
});
