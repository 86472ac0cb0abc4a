import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { CHANNEL_MESSAGES } from '@app/shared/i18n/channels';
import { CHANNEL_LABELS } from '@app/shared/i18n/analytics';
import type { AgentChannels } from '@app/shared/api/channels';
import type { MessagingChannel, MetaChannel } from '@app/shared/channels';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { startFakeMetaGraph, type FakeMetaGraph } from '../../test/fake-meta-graph.js';
import { channelConnections, channelDeliveries } from '../../db/schema/channels.js';
import { conversations, messages } from '../../db/schema/chat.js';
import { handoffRequests } from '../../db/schema/handoff.js';
import { leads } from '../../db/schema/leads.js';
import { adminAuditLog } from '../../db/schema/admin.js';
import { PRIVACY_MESSAGES } from '@app/shared/i18n/privacy';
import { addProcessedDocument } from '../chat/test-support/chat-fixtures.js';

/**
 * Messenger and Instagram (issue 47), each against its fake Graph API on a local socket: connecting (token checked
 * with GET /me, secrets never returned), Meta's handshake, signed deliveries, duplicates and replays, echoes, media,
 * the sender's rate limit, the plan gate, access, hand-off both ways and the 24-hour window, conversations and
 * analytics by channel. The server listens on a real port: the fakes call its webhooks exactly as Meta does.
 */
let t: TestApp;
const fakes = {} as Record<MetaChannel, FakeMetaGraph>;
let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;
let cookie: string;
let agentId: string;

const ACCOUNTS: Record<MetaChannel, { pageId: string; accessToken: string; appSecret: string; name: string }> = {
  messenger: {
    pageId: '104728391823746',
    accessToken: 'EAAPageTokenOfTheFakePizzeria0001',
    appSecret: 'a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5',
    name: 'Pizzeria Da Gino',
  },
  instagram: {
    pageId: '17841400000000123',
    accessToken: 'IGAAInstagramTokenOfTheFake0002',
    appSecret: 'ffeeddccbbaa99887766554433221100',
    name: 'pizzeriadagino',
  },
};

beforeAll(async () => {
  fakes.messenger = await startFakeMetaGraph({ kind: 'messenger' });
  fakes.instagram = await startFakeMetaGraph({ kind: 'instagram' });
  t = await createTestApp({ MESSENGER_API_URL: fakes.messenger.url, INSTAGRAM_API_URL: fakes.instagram.url });
  t.ctx.config.APP_URL = await t.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await createAccountWithOwner(t.ctx.db, { plan: 'pro', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
  cookie = await signIn(t, owner);
  agentId = (await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Pizzeria' })).id;
  await addProcessedDocument(t.ctx.db, {
    accountId: owner.accountId,
    agentId,
    fileName: 'Orari.pdf',
    pages: ['La pizzeria è aperta dal martedì alla domenica, dalle 19 alle 23. Il lunedì è chiusa.'],
  });
  for (const kind of ['messenger', 'instagram'] as const) {
    const a = ACCOUNTS[kind];
    fakes[kind].addAccount(a.pageId, a.accessToken, a.appSecret, a.name);
  }
}, 60_000);

afterAll(async () => {
  await t?.close();
  await fakes.messenger?.close();
  await fakes.instagram?.close();
});

/** Waits, without a deadline of its own (the test's timeout is the limit), until `check` holds. */
async function until<T>(check: () => Promise<T | undefined | null | false>): Promise<T> {
  for (;;) {
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const countWhere = async (where: ReturnType<typeof eq>) =>
  (
    await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(channelDeliveries)
      .where(where)
  )[0]!.n;
const deliveries = (connectionId: string) => countWhere(eq(channelDeliveries.connectionId, connectionId));
const unanswered = (connectionId: string) =>
  countWhere(and(eq(channelDeliveries.connectionId, connectionId), sql`${channelDeliveries.answeredAt} is null`)!);
const connectionOf = async (kind: MessagingChannel, agent = agentId) =>
  (
    await t.ctx.db
      .select()
      .from(channelConnections)
      .where(and(eq(channelConnections.agentId, agent), eq(channelConnections.kind, kind)))
  )[0];
const connect = (kind: MetaChannel, input: object, agent = agentId, who = cookie) =>
  t.request({ method: 'PUT', url: `/api/agents/${agent}/channels/${kind}`, cookie: who, payload: input });

describe.each(['messenger', 'instagram'] as const)('%s', (kind) => {
  const a = ACCOUNTS[kind];
  const label = CHANNEL_LABELS[kind];
  let fake: FakeMetaGraph;
  let webhookUrl: string;
  let connectionId: string;
  const user = kind === 'messenger' ? '6483920174829301' : '1789234560012345';

  beforeAll(() => {
    fake = fakes[kind];
  });

  it('refuses a malformed id, an unknown token and another page’s token in Italian, storing nothing', async () => {
    const malformed = await connect(kind, { ...a, pageId: 'pizzeria' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(CHANNEL_MESSAGES.pageIdInvalid);
    const unknown = await connect(kind, { ...a, accessToken: 'EAAUnknownToken' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(CHANNEL_MESSAGES.metaTokenRefused(label));
    const other = await connect(kind, { ...a, pageId: '99999999999' });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(CHANNEL_MESSAGES.metaWrongAccount(label));
    expect(await connectionOf(kind)).toBeUndefined();
  });

  it('connects: the token is checked, shown masked and never returned; the status waits for the handshake', async () => {
    const res = await connect(kind, a);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(a.accessToken);
    expect(res.body).not.toContain(a.appSecret);
    const body = res.json<AgentChannels & { message: string }>();
    expect(body.message).toBe(CHANNEL_MESSAGES.metaSaved(label));
    const view = body[kind]!;
    expect(view).toMatchObject({
      status: 'pending',
      pageId: a.pageId,
      pageName: kind === 'instagram' ? `@${a.name}` : a.name,
      tokenHint: `••••${a.accessToken.slice(-4)}`,
    });
    expect(view.webhookUrl).toMatch(new RegExp(`/api/channels/${kind}/.+/webhook$`));
    const row = (await connectionOf(kind))!;
    expect(row.tokenSealed).not.toContain(a.accessToken);
    expect(row.appSecretSealed).not.toContain(a.appSecret);
    webhookUrl = view.webhookUrl;
    connectionId = row.id;
    // Refused with another verify token (403, as Meta expects), then the challenge comes back as text.
    expect((await fake.verify(a.pageId, webhookUrl, 'vt_wrong')).status).toBe(403);
    const ok = await fake.verify(a.pageId, webhookUrl, view.verifyToken);
    expect(ok).toMatchObject({ status: 200, body: ok.challenge });
    const after = await t.request({ method: 'GET', url: `/api/agents/${agentId}/channels`, cookie });
    expect(after.json()[kind]).toMatchObject({ status: 'connected' });
  });

  it('refuses a delivery not signed with the app secret: 401 and nothing recorded', async () => {
    const forged = await fake.userWrites(a.pageId, { from: user, text: 'Siete aperti?', appSecret: 'not-the-secret' });
    expect(forged.status).toBe(401);
    const unsigned = await fetch(webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: forged.body });
    expect(unsigned.status).toBe(401);
    expect(await deliveries(connectionId)).toBe(0);
  });

  it('answers a text through the Send API, typing first; the echo of its answer is not answered (no loop)', async () => {
    const { status } = await fake.userWrites(a.pageId, { from: user, text: 'Il lunedì siete aperti?' });
    expect(status).toBe(200);
    const [answer] = await fake.waitForMessages(user);
    expect(answer!.text).toContain('lunedì');
    expect(fake.actions).toContainEqual({ to: user, action: 'typing_on' });
    // Meta posts the page's own message back (is_echo): acknowledged, never recorded nor answered.
    const echoes = await fake.echoesDelivered();
    expect(echoes.length).toBeGreaterThan(0);
    expect(echoes.every((e) => e.status === 200)).toBe(true);
    await until(async () => (await unanswered(connectionId)) === 0);
    expect(await deliveries(connectionId)).toBe(1);
    expect(fake.messagesTo(user)).toHaveLength(1);
    const [conversation] = await t.ctx.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.visitorId, user), eq(conversations.channel, kind)));
    expect(conversation).toBeDefined();
  });

  it('answers a message delivered twice (same mid) and a replayed signed delivery once', async () => {
    const first = await fake.userWrites(a.pageId, { from: user, text: 'A che ora aprite?', mid: `m_dup_${kind}` });
    expect(first.status).toBe(200);
    expect((await fake.userWrites(a.pageId, { from: user, text: 'A che ora aprite?', mid: `m_dup_${kind}` })).status).toBe(200);
    const replay = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signatureOf(a.appSecret, first.body) },
      body: first.body,
    });
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: 0 });
    await fake.waitForMessages(user, 2);
    await fake.echoesDelivered();
    await until(async () => (await unanswered(connectionId)) === 0);
    expect(await countWhere(eq(channelDeliveries.externalId, `m_dup_${kind}`))).toBe(1);
    expect(fake.messagesTo(user)).toHaveLength(2);
  });

  it('answers a photo and a voice message politely in Italian', async () => {
    const sender = `${user.slice(0, -2)}77`;
    await fake.userWrites(a.pageId, {
      from: sender,
      message: { attachments: [{ type: 'image', payload: { url: `${fake.url}/cdn/1.jpg` } }] },
    });
    expect((await fake.waitForMessages(sender))[0]!.text).toBe(CHANNEL_MESSAGES.mediaNotSupported);
    await fake.userWrites(a.pageId, {
      from: sender,
      message: { attachments: [{ type: 'audio', payload: { url: `${fake.url}/cdn/2.mp4` } }] },
    });
    expect((await fake.waitForMessages(sender, 2))[1]!.text).toBe(CHANNEL_MESSAGES.voiceWithoutTranscription);
  });

  it('stops answering a sender past the rate limit, without telling them', async () => {
    const sender = `${user.slice(0, -2)}55`;
    for (let i = 0; i < 11; i += 1) expect((await fake.userWrites(a.pageId, { from: sender, text: `Domanda ${i}` })).status).toBe(200);
    await until(async () => (await unanswered(connectionId)) === 0);
    await fake.echoesDelivered();
    expect(fake.messagesTo(sender)).toHaveLength(10);
  });

  it('lists the conversations and counts them in the analytics by channel', async () => {
    const list = await t.request({ method: 'GET', url: `/api/analytics/conversations?channel=${kind}`, cookie });
    expect(list.statusCode).toBe(200);
    const rows = list.json().conversations as { channel: string; visitor?: string | null }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.channel === kind)).toBe(true);
    expect(rows.map((r) => r.visitor)).toContain(`${label} ••• ${user.slice(-4)}`);
    const analytics = await t.request({ method: 'GET', url: '/api/analytics', cookie });
    expect(analytics.statusCode).toBe(200);
    const daily = analytics.json().daily as { conversations: Record<string, number> }[];
    expect(daily.reduce((sum, d) => sum + d.conversations[kind]!, 0)).toBeGreaterThan(0);
  });

  it('hand-off both ways: asking for a person makes a request; the team’s reply goes out on the channel within 24 hours only', async () => {
    const sender = `${user.slice(0, -2)}33`;
    await fake.userWrites(a.pageId, { from: sender, text: 'Vorrei parlare con una persona, per favore' });
    const [notice] = await fake.waitForMessages(sender);
    const request = await until(async () => {
      const rows = await t.ctx.db.select().from(handoffRequests).where(eq(handoffRequests.accountId, owner.accountId));
      return rows.find((r) => r.name === CHANNEL_MESSAGES.senderName(kind, sender));
    });
    expect(request).toMatchObject({ email: null, phone: null, status: 'new' });
    expect(notice!.text.length).toBeGreaterThan(0);
    // While the team holds it, what the customer writes reaches the request and the agent stays silent.
    await fake.userWrites(a.pageId, { from: sender, text: 'Sono ancora qui' });
    await until(async () => (await unanswered(connectionId)) === 0);
    const stored = await t.ctx.db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, request.conversationId), eq(messages.text, 'Sono ancora qui')));
    expect(stored).toHaveLength(1);
    expect(fake.messagesTo(sender)).toHaveLength(1);
    const reply = (text: string, who = cookie) =>
      t.request({ method: 'POST', url: `/api/inbox/${request.id}/replies`, cookie: who, payload: { text } });
    const ok = await reply('Buonasera, sono Gino. Come posso aiutarla?');
    expect(ok.statusCode).toBe(200);
    expect((await fake.waitForMessages(sender, 2)).at(-1)!.text).toBe('Buonasera, sono Gino. Come posso aiutarla?');
    await fake.echoesDelivered();
    await until(async () => (await unanswered(connectionId)) === 0);
    expect(fake.messagesTo(sender)).toHaveLength(2);
    // Past Meta's 24-hour window: refused, saying why, nothing stored nor sent.
    await t.ctx.db
      .update(messages)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(and(eq(messages.conversationId, request.conversationId), eq(messages.sender, 'user')));
    const count = async () => (await t.ctx.db.select().from(messages).where(eq(messages.conversationId, request.conversationId))).length;
    const before = await count();
    const late = await reply('Fuori tempo');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(CHANNEL_MESSAGES.metaWindowClosed(label));
    expect(await count()).toBe(before);
    expect(fake.messagesTo(sender)).toHaveLength(2);
  });

  it('privacy: the owner finds and erases a sender by their id (conversations, deliveries, request, lead); another account and an admin may not', async () => {
    const sender = `${user.slice(0, -2)}33`;
    const key = kind === 'messenger' ? 'messengerId' : 'instagramId';
    const privacy = (what: 'search' | 'erasure', body: object, who = cookie) =>
      t.request({ method: 'POST', url: `/api/privacy/visitor-${what}`, cookie: who, payload: body });
    const rowsOf = async (senderId: string) => ({
      conversations: await t.ctx.db
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.visitorId, senderId), eq(conversations.channel, kind))),
      deliveries: await t.ctx.db
        .select({ id: channelDeliveries.id })
        .from(channelDeliveries)
        .where(and(eq(channelDeliveries.senderId, senderId), eq(channelDeliveries.connectionId, connectionId))),
    });
    const bad = await privacy('erasure', { [key]: 'non-un-id' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(kind === 'messenger' ? PRIVACY_MESSAGES.messengerIdInvalid : PRIVACY_MESSAGES.instagramIdInvalid);
    const stranger = await createAccountWithOwner(t.ctx.db, { plan: 'pro', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
    const strangerCookie = await signIn(t, stranger);
    expect((await privacy('search', { [key]: sender }, strangerCookie)).json().conversations).toEqual([]);
    expect((await privacy('erasure', { [key]: sender }, strangerCookie)).statusCode).toBe(404);
    const admin = await signIn(t, await createUser(t.ctx.db, { accountId: owner.accountId, role: 'admin' }));
    expect((await privacy('search', { [key]: sender }, admin)).statusCode).toBe(403);
    expect((await privacy('erasure', { [key]: sender }, admin)).statusCode).toBe(403);
    // The same id on the other Meta channel is someone else: not found there.
    const otherKey = kind === 'messenger' ? 'instagramId' : 'messengerId';
    expect((await privacy('search', { [otherKey]: sender })).json().conversations).toEqual([]);
    const before = await rowsOf(sender);
    expect(before.conversations).toHaveLength(1);

    const found = await privacy('search', { [key]: sender });
    expect(found.statusCode).toBe(200);
    expect(found.json().conversations).toEqual([expect.objectContaining({ id: before.conversations[0]!.id, channel: kind })]);
    const [lead] = await t.ctx.db.select().from(leads).where(eq(leads.conversationId, before.conversations[0]!.id));
    expect(lead).toBeDefined();
    const erased = await privacy('erasure', { [key]: ` ${sender} ` });
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toMatchObject({ deleted: 1, leads: 1, message: PRIVACY_MESSAGES.erased(1, 1) });
    expect(await rowsOf(sender)).toEqual({ conversations: [], deliveries: [] });
    expect(await t.ctx.db.select().from(leads).where(eq(leads.id, lead!.id))).toEqual([]);
    const requests = await t.ctx.db.select().from(handoffRequests).where(eq(handoffRequests.accountId, owner.accountId));
    expect(requests.find((r) => r.name === CHANNEL_MESSAGES.senderName(kind, sender))).toBeUndefined();
    // The channel's other senders keep their conversations; the log names the way, not the id.
    expect((await rowsOf(user)).conversations).toHaveLength(1);
    const [audit] = await t.ctx.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'visitor_data.erased'), eq(adminAuditLog.targetLabel, `per id ${label}`)));
    expect(audit).toBeDefined();
    expect(JSON.stringify(audit)).not.toContain(sender);
    expect((await privacy('erasure', { [key]: sender })).statusCode).toBe(404);
  });
});

const signatureOf = (secret: string, body: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

describe('access and plan', () => {
  it('refuses the Base plan, naming the plans that have Instagram and Messenger, storing nothing', async () => {
    const base = await createAccountWithOwner(t.ctx.db, { plan: 'base', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
    const baseCookie = await signIn(t, base);
    const agent = await createAgent(t.ctx.db, { accountId: base.accountId, userId: base.id });
    for (const kind of ['messenger', 'instagram'] as const) {
      const res = await connect(kind, ACCOUNTS[kind], agent.id, baseCookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(CHANNEL_MESSAGES.metaPlanRequired);
      expect(res.json().message).toContain('Pro e Avanzato');
      expect(await connectionOf(kind, agent.id)).toBeUndefined();
    }
  });

  it('an account moved to Base: the page stays silent and the delivery is closed', async () => {
    const row = (await connectionOf('messenger'))!;
    await t.ctx.db.execute(sql`update accounts set plan = 'base' where id = ${owner.accountId}`);
    try {
      const sender = '6483920174800011';
      expect((await fakes.messenger.userWrites(ACCOUNTS.messenger.pageId, { from: sender, text: 'Ciao?' })).status).toBe(200);
      await until(async () => (await unanswered(row.id)) === 0);
      expect(fakes.messenger.messagesTo(sender)).toHaveLength(0);
    } finally {
      await t.ctx.db.execute(sql`update accounts set plan = 'pro' where id = ${owner.accountId}`);
    }
  });

  it("answers 404 for another account's agent and 403 to a member who may not manage the agent; reading nothing", async () => {
    const stranger = await createAccountWithOwner(t.ctx.db, { plan: 'pro', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
    const strangerCookie = await signIn(t, stranger);
    const admin = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'admin' });
    const adminCookie = await signIn(t, admin);
    for (const kind of ['messenger', 'instagram'] as const) {
      const before = (await connectionOf(kind))!;
      expect((await connect(kind, ACCOUNTS[kind], agentId, strangerCookie)).statusCode).toBe(404);
      expect(
        (await t.request({ method: 'DELETE', url: `/api/agents/${agentId}/channels/${kind}`, cookie: strangerCookie })).statusCode,
      ).toBe(404);
      expect((await connect(kind, ACCOUNTS[kind], agentId, adminCookie)).statusCode).toBe(403);
      expect((await t.request({ method: 'DELETE', url: `/api/agents/${agentId}/channels/${kind}`, cookie: adminCookie })).statusCode).toBe(
        403,
      );
      expect((await connectionOf(kind))!.id).toBe(before.id);
    }
    const list = await t.request({ method: 'GET', url: '/api/analytics/conversations?channel=messenger', cookie: strangerCookie });
    expect(list.json().conversations).toEqual([]);
  });

  it('disconnects: the webhook address stops working', async () => {
    const row = (await connectionOf('instagram'))!;
    const res = await t.request({ method: 'DELETE', url: `/api/agents/${agentId}/channels/instagram`, cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ instagram: null, message: CHANNEL_MESSAGES.disconnected });
    const late = await fakes.instagram.userWrites(ACCOUNTS.instagram.pageId, {
      from: '1789234560099999',
      text: 'x',
      webhookUrl: `${t.ctx.config.APP_URL}/api/channels/instagram/${row.id}/webhook`,
    });
    expect(late.status).toBe(404);
  });
});
