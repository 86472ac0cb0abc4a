import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { conversations, messages } from '../../db/schema/chat.js';
import { accounts } from '../../db/schema/accounts.js';
import { newId } from '../../db/ids.js';
import { unsafeRollUpAnalytics } from '../analytics-rollups/roll-up-analytics.js';
import type { Channel } from '@app/shared/channels';

/** Each channel counted apart (ADR 0048): test chat, public chat, widget, API; in the page, the list and the export. */
let t: TestApp;
let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;
let cookie: string;
let agentId: string;

const visitor = (n: number) =>
  `${String(n).repeat(8)}-${String(n).repeat(4)}-4${String(n).repeat(3)}-8${String(n).repeat(3)}-${String(n).repeat(12)}`;
/** A signed widget customer's visitor id: a version-5 UUID made by the server (`customerVisitorId`). */
const CUSTOMER = 'a1b2c3d4-e5f6-5a7b-a8c9-d0e1f2a3b4c5';

/** A conversation of one question and its finished reply, at `at`. */
async function conversation(channel: Channel, at: string, visitorId: string | null = null) {
  const id = newId();
  const when = new Date(at);
  await t.ctx.db.insert(conversations).values({
    id,
    accountId: owner.accountId,
    agentId,
    channel,
    visitorId,
    userId: channel === 'test' ? owner.id : null,
    createdAt: when,
    updatedAt: when,
  });
  const base = { conversationId: id, accountId: owner.accountId, agentId };
  await t.ctx.db.insert(messages).values([
    { ...base, id: newId(), sender: 'user', text: `Domanda ${channel}`, createdAt: when },
    { ...base, id: newId(), sender: 'agent', text: `Risposta ${channel}`, createdAt: new Date(when.getTime() + 1), latencyMs: 100 },
  ]);
  return id;
}

const get = async (url: string) => {
  const res = await t.request({ method: 'GET', url, cookie });
  expect(res.statusCode).toBe(200);
  return res;
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await createAccountWithOwner(t.ctx.db);
  cookie = await signIn(t, owner);
  agentId = (await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Canali' })).id;
  // Monday 5 October 2026 in Rome: one test chat, two public chats, three widget conversations (one by a visitor of
  // the public chat too), one through the API.
  await conversation('test', '2026-10-05T08:00:00Z');
  await conversation('public', '2026-10-05T08:10:00Z', visitor(1));
  await conversation('public', '2026-10-05T08:20:00Z', visitor(2));
  await conversation('widget', '2026-10-05T09:00:00Z', visitor(1));
  await conversation('widget', '2026-10-05T09:10:00Z', visitor(3));
  await conversation('widget', '2026-10-05T21:50:00Z', visitor(4)); // 23:50 in Rome
  await conversation('api', '2026-10-05T10:00:00Z');
});
afterAll(async () => {
  await t.close();
});

describe('channels', () => {
  const DAY = 'from=2026-10-05&to=2026-10-05';
  const expected = { test: 1, public: 2, widget: 3, api: 1, whatsapp: 0, telegram: 0, messenger: 0, instagram: 0, email: 0 };

  it('are counted apart in the analytics, live and rolled up; widget visitors are visitors', async () => {
    const live = (await get(`/api/analytics?${DAY}`)).json();
    expect(live.daily).toEqual([{ day: '2026-10-05', conversations: expected, replies: expected }]);
    expect(live.totals).toMatchObject({ conversations: 7, replies: 7, visitors: 4, returningVisitors: 0 });
    await unsafeRollUpAnalytics(t.ctx.db, { now: new Date('2026-10-06T12:00:00Z') });
    expect((await get(`/api/analytics?${DAY}`)).json()).toEqual(live);
  });

  it('filter the conversation list and name the rows of the export', async () => {
    const list = async (channel: string) =>
      (await get(`/api/analytics/conversations?${DAY}&channel=${channel}`)).json().conversations.map((c: { channel: string }) => c.channel);
    expect(await list('widget')).toEqual(['widget', 'widget', 'widget']);
    expect(await list('api')).toEqual(['api']);
    expect(await list('public')).toEqual(['public', 'public']);
    const rows = (await get(`/api/analytics/export?${DAY}&format=json`)).json() as { channel: string }[];
    const byLabel = rows.reduce<Record<string, number>>((n, r) => ({ ...n, [r.channel]: (n[r.channel] ?? 0) + 1 }), {});
    expect(byLabel).toEqual({ 'Chat di prova': 2, 'Chat pubblica': 4, Widget: 6, API: 2 });
    const csv = (await get(`/api/analytics/export?${DAY}&channel=widget`)).body.split('\r\n');
    expect(csv.filter((line) => line.includes(';Canali;Widget;'))).toHaveLength(6);
  });

  it("the migration moves a signed customer's past widget conversations, with the days already rolled up", async () => {
    // Wednesday 7 October: a signed customer of the widget and a visitor of the public chat, both recorded as 'public'.
    const moved = await conversation('public', '2026-10-07T09:00:00Z', CUSTOMER);
    const kept = await conversation('public', '2026-10-07T09:30:00Z', visitor(5));
    await unsafeRollUpAnalytics(t.ctx.db, { now: new Date('2026-10-08T12:00:00Z') });
    const week = 'from=2026-10-05&to=2026-10-11';
    const before = (await get(`/api/analytics?${week}`)).json();
    expect(before.daily[2].conversations).toEqual({
      test: 0,
      public: 2,
      widget: 0,
      api: 0,
      whatsapp: 0,
      telegram: 0,
      messenger: 0,
      instagram: 0,
      email: 0,
    });

    const file = fileURLToPath(new URL('../../../drizzle/0025_widget-channel.sql', import.meta.url));
    await t.ctx.db.execute(sql.raw(readFileSync(file, 'utf8')));
    const channelOf = async (id: string) => (await t.ctx.db.select().from(conversations).where(eq(conversations.id, id)))[0]!.channel;
    expect([await channelOf(moved), await channelOf(kept)]).toEqual(['widget', 'public']);
    const after = (await get(`/api/analytics?${week}`)).json();
    const day = { test: 0, public: 1, widget: 1, api: 0, whatsapp: 0, telegram: 0, messenger: 0, instagram: 0, email: 0 };
    expect(after.daily[2]).toEqual({ day: '2026-10-07', conversations: day, replies: day });
    expect({ ...after, daily: before.daily }).toEqual(before);
    // The same as rolling the days up again from the conversations.
    await t.ctx.db.update(accounts).set({ analyticsRolledUntil: null }).where(eq(accounts.id, owner.accountId));
    await unsafeRollUpAnalytics(t.ctx.db, { now: new Date('2026-10-08T12:00:00Z') });
    expect((await get(`/api/analytics?${week}`)).json()).toEqual(after);
  });
});
