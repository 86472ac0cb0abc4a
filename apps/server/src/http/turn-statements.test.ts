import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { MessagingChannel } from '@app/shared/channels';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createAccountWithOwner, createAgent } from '../test/factories.js';
import { signIn } from '../test/sign-in.js';
import { startFakeTelegram, startFakeWhatsapp, type FakeTelegram, type FakeWhatsapp } from '../test/fake-messaging-apis.js';
import { startFakeMetaGraph, type FakeMetaGraph } from '../test/fake-meta-graph.js';
import { addProcessedDocument, answerOf, eventsOf } from '../features/chat/test-support/chat-fixtures.js';
import { channelConnections, channelDeliveries } from '../db/schema/channels.js';
import { countStatements } from '../db/statement-count.js';
import { localMailboxSettings, startDovecot, startSmtpReceiver, type LocalImap, type LocalSmtp } from '../test/local-mail-servers.js';
import { recordEmail } from '../features/channels/email/record-email.js';

/**
 * What one chat turn costs the database, per way in (issue 49): the SQL statements a message sends, BEGIN and COMMIT
 * included (each is one round trip), for the second message of a conversation (the steady state). The figures are
 * kept here: a change that adds a statement to a turn fails this test and has to say so by updating them. Server CPU
 * per message is printed, never asserted (machines here are noisy); bench/chat-public.mjs and bench/channels.mjs
 * measure it under load.
 */
const EXPECTED: Record<string, { pglite: number; postgres: number }> = {
  // 2026-12-06 (ADR 0371, 0372): the row cache on PostgreSQL too (agent, default API key) and for the agent's
  // actions and widget on both; a search is one statement instead of four (BEGIN, SET LOCAL, query, COMMIT).
  // 2026-12-07 (ADR 0387): the agent's Q&A pairs and approved team memories from the row cache too (two fewer).
  // 2026-12-08 (ADR 0388): a new message reserved in one statement instead of five (BEGIN, conversation, messages,
  // account, COMMIT): four fewer on every way in. The same day (ADR 0389): the conversation's recent messages read by
  // that statement too (one fewer); the test chat's agent read once per request, not twice (the check before the
  // body hands its row to the handler).
  'chat di prova': { pglite: 11, postgres: 11 },
  'link pubblico': { pglite: 8, postgres: 10 },
  // The widget reads its agent and widget row through the row cache like the public link (ADR 0363, 0371).
  widget: { pglite: 8, postgres: 10 },
  '/api/v1': { pglite: 9, postgres: 11 },
  WhatsApp: { pglite: 13, postgres: 14 },
  Telegram: { pglite: 13, postgres: 14 },
  // Meta's apps through the same channel core (counted since 2026-12-06).
  Messenger: { pglite: 12, postgres: 13 },
  Instagram: { pglite: 12, postgres: 13 },
  // A mailbox (counted since 2026-12-07): the message as the mailbox reader records it (its Message-ID kept for the
  // thread), then the same channel core; the answer goes out by SMTP.
  'e-mail': { pglite: 14, postgres: 15 },
};

let t: TestApp;
let telegram: FakeTelegram;
let whatsapp: FakeWhatsapp;
const meta = {} as Record<'messenger' | 'instagram', FakeMetaGraph>;
let imap: LocalImap;
let smtp: LocalSmtp;
const BOX = { user: 'sportello@comune.test', password: 'app-password-0042' };
let cookie: string;
let agentId: string;
let apiToken: string;
const BOT_TOKEN = '123456789:AAHk4RyqEXAMPLEtokenForTheFakeBot0042';
const WA = {
  phoneNumberId: '106540352240042',
  accessToken: 'EAAGm0PX4ZCpsBAFakeAccessToken0042',
  appSecret: 'f1e2d3c4b5a69788123456780000aa42',
};
/** A Facebook page and an Instagram professional account, as Meta's fakes know them. */
const META = {
  messenger: { pageId: '104728391820042', accessToken: 'EAAPageTokenOfTheCostTest0042', appSecret: 'a0b1c2d3e4f5a6b7c8d9e0f1a2b30042' },
  instagram: { pageId: '17841400000000042', accessToken: 'IGAAInstagramTokenOfTheCost0042', appSecret: 'ffeeddccbbaa99887766554433220042' },
} as const;
const QUESTIONS = ['Quando si raccoglie il vetro?', 'E la carta quando si raccoglie?', 'Il vetro va raccolto il giovedì?'];

beforeAll(async () => {
  telegram = await startFakeTelegram();
  whatsapp = await startFakeWhatsapp();
  meta.messenger = await startFakeMetaGraph({ kind: 'messenger' });
  meta.instagram = await startFakeMetaGraph({ kind: 'instagram' });
  [imap, smtp] = await Promise.all([startDovecot(), startSmtpReceiver()]);
  imap.addUser(BOX.user, BOX.password);
  smtp.addUser(BOX.user, BOX.password);
  t = await createTestApp({
    // The local mail servers are on 127.0.0.1: named as allowed (ADR 0310).
    CRAWLER_ALLOW_PRIVATE_HOSTS: '127.0.0.1',
    TELEGRAM_API_URL: telegram.url,
    WHATSAPP_API_URL: whatsapp.url,
    MESSENGER_API_URL: meta.messenger.url,
    INSTAGRAM_API_URL: meta.instagram.url,
  });
  t.ctx.config.APP_URL = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const owner = await createAccountWithOwner(t.ctx.db, { plan: 'avanzato', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
  cookie = await signIn(t, owner);
  agentId = (await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Sportello Rifiuti' })).id;
  await addProcessedDocument(t.ctx.db, {
    accountId: owner.accountId,
    agentId,
    fileName: 'Calendario raccolta.pdf',
    pages: ['La raccolta della carta avviene il martedì mattina. Il vetro si raccoglie il giovedì.'],
  });
  const token = await t.request({
    method: 'POST',
    url: '/api/integrations/tokens',
    cookie,
    payload: { name: 'costi', scope: 'chat', expiresInDays: 30 },
  });
  apiToken = token.json().value;
  telegram.addBot(BOT_TOKEN, 'sportello_costi_bot');
  whatsapp.addNumber(WA.phoneNumberId, WA.accessToken, WA.appSecret);
  expect(
    (await t.request({ method: 'PUT', url: `/api/agents/${agentId}/channels/telegram`, cookie, payload: { botToken: BOT_TOKEN } }))
      .statusCode,
  ).toBe(200);
  expect((await t.request({ method: 'PUT', url: `/api/agents/${agentId}/channels/whatsapp`, cookie, payload: WA })).statusCode).toBe(200);
  for (const kind of ['messenger', 'instagram'] as const) {
    const account = META[kind];
    meta[kind].addAccount(account.pageId, account.accessToken, account.appSecret, `Sportello ${kind}`);
    expect((await t.request({ method: 'PUT', url: `/api/agents/${agentId}/channels/${kind}`, cookie, payload: account })).statusCode).toBe(
      200,
    );
  }
  const mailbox = localMailboxSettings(imap, smtp, BOX);
  expect((await t.request({ method: 'PUT', url: `/api/agents/${agentId}/channels/email`, cookie, payload: mailbox })).statusCode).toBe(200);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await telegram?.close();
  await whatsapp?.close();
  await meta.messenger?.close();
  await meta.instagram?.close();
  await imap?.close();
  await smtp?.close();
});

/** Sends one message through a way in; resolves once its answer is stored. Returns what continues the conversation. */
type Turn = (question: string, conversation: string | undefined) => Promise<string | undefined>;

const streamed =
  (url: string, extra: () => object, headers: Record<string, string> = {}): Turn =>
  async (text, conversationId) => {
    // Every message carries its client id, as the web chat's page sends it (ADR 0162): the resend lookup is counted.
    const payload = { text, conversationId, clientMessageId: randomUUID(), ...extra() };
    const res = await t.request({ method: 'POST', url, cookie: headers.cookie, payload });
    expect(res.statusCode).toBe(200);
    expect(answerOf(res.body).done).toBeDefined();
    return eventsOf(res.body).find((e) => e.type === 'start')?.conversationId;
  };

const visitorId = randomUUID();
const widgetVisitorId = randomUUID();

/** The connections' ids, read before any turn is counted (the test's own statements are not the turn's). */
const connections: Record<string, string> = {};
async function connectionId(kind: MessagingChannel): Promise<string> {
  const [row] = await t.ctx.db
    .select({ id: channelConnections.id })
    .from(channelConnections)
    .where(and(eq(channelConnections.agentId, agentId), eq(channelConnections.kind, kind)));
  return row!.id;
}

/** A channel's delivery is answered after the webhook's 200 (ADR 0185): waits until none of the connection's is open. */
async function answered(connection: string): Promise<void> {
  for (;;) {
    const [open] = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(channelDeliveries)
      .where(and(eq(channelDeliveries.connectionId, connection), isNull(channelDeliveries.answeredAt)));
    if (open!.n === 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

let waMessage = 0;
const whatsappTurn: Turn = async (text) => {
  const connection = connections.whatsapp!;
  const { headers, body } = whatsapp.signedDelivery({
    phoneNumberId: WA.phoneNumberId,
    from: '393330000042',
    text,
    id: `wamid.costi${++waMessage}`,
  });
  const res = await t.request({ method: 'POST', url: `/api/channels/whatsapp/${connection}/webhook`, headers, payload: body });
  expect(res.statusCode).toBe(200);
  return undefined;
};

let tgMessage = 0;
const telegramTurn: Turn = async (text) => {
  const connection = connections.telegram!;
  const res = await t.request({
    method: 'POST',
    url: `/api/channels/telegram/${connection}/webhook`,
    headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': telegram.webhookOf(BOT_TOKEN)!.secret },
    payload: telegram.update({ chatId: 420042, text, messageId: ++tgMessage }),
  });
  expect(res.statusCode).toBe(200);
  return undefined;
};

let metaMessage = 0;
const META_SENDER = '6483920174820042';
const metaTurn =
  (kind: 'messenger' | 'instagram'): Turn =>
  async (text) => {
    const { body, headers } = meta[kind].signedDelivery(META[kind].pageId, {
      from: '6483920174820042',
      text,
      mid: `m_costi${++metaMessage}`,
    });
    const res = await t.request({ method: 'POST', url: `/api/channels/${kind}/${connections[kind]!}/webhook`, headers, payload: body });
    expect(res.statusCode).toBe(200);
    return undefined;
  };

let mailNumber = 0;
const MAIL_SENDER = 'cittadino@esempio.test';
let emailRow: typeof channelConnections.$inferSelect | undefined;
let firstMailId: string | undefined;
/**
 * What the mailbox reader does with a message it read (read-mailbox.ts): the raw message recorded and answered. The
 * second and third are replies in the first one's thread (In-Reply-To, References), so they continue its conversation.
 */
const emailTurn: Turn = async (text) => {
  mailNumber += 1;
  const messageId = `<costi${mailNumber}.${Date.now()}@esempio.test>`;
  const thread = firstMailId ? [`In-Reply-To: ${firstMailId}`, `References: ${firstMailId}`] : [];
  firstMailId ??= messageId;
  const raw = [
    `From: ${MAIL_SENDER}`,
    `To: ${BOX.user}`,
    `Subject: ${thread.length ? 'Re: ' : ''}Raccolta rifiuti`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: ${messageId}`,
    ...thread,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    text,
    '',
  ].join('\r\n');
  // The reader holds its connection's row already: read here on the first (uncounted) message only.
  emailRow ??= (await t.ctx.db.select().from(channelConnections).where(eq(channelConnections.id, connections.email!)))[0];
  const recorded = await recordEmail(t.ctx, {
    row: emailRow!,
    mailbox: BOX.user,
    source: Buffer.from(raw),
    uid: mailNumber,
    uidValidity: 1,
  });
  expect(recorded).toMatchObject({ skipped: null });
  return undefined;
};

const apiTurn: Turn = async (message, conversationId) => {
  const res = await t.request({
    method: 'POST',
    url: `/api/v1/agents/${agentId}/chat`,
    headers: { authorization: `Bearer ${apiToken}` },
    payload: { message, conversationId },
  });
  expect(res.statusCode).toBe(200);
  return res.json().conversationId;
};

/** Each way in: how a message is sent, and (for a channel) how the test waits, uncounted, for its answer. */
const TURNS: Record<string, { send: () => Turn; settle?: () => Promise<void> }> = {
  'chat di prova': { send: () => streamed(`/api/agents/${agentId}/chat/messages`, () => ({}), { cookie }) },
  'link pubblico': { send: () => streamed(`/api/public/agents/${agentId}/messages`, () => ({ visitorId })) },
  widget: { send: () => streamed(`/api/widget/agents/${agentId}/messages`, () => ({ visitorId: widgetVisitorId })) },
  '/api/v1': { send: () => apiTurn },
  WhatsApp: { send: () => whatsappTurn, settle: () => answered(connections.whatsapp!) },
  Telegram: { send: () => telegramTurn, settle: () => answered(connections.telegram!) },
  Messenger: { send: () => metaTurn('messenger'), settle: () => answered(connections.messenger!) },
  Instagram: { send: () => metaTurn('instagram'), settle: () => answered(connections.instagram!) },
  'e-mail': { send: () => emailTurn, settle: () => answered(connections.email!) },
};

describe('the database cost of a chat turn, per way in (issue 49)', () => {
  it('is the recorded number of statements for the second and third message of a conversation', async () => {
    const driver = t.ctx.database.kind;
    const measured: Record<string, { statements: number[]; cpuMs: number }> = {};
    for (const kind of ['whatsapp', 'telegram', 'messenger', 'instagram', 'email'] as const) connections[kind] = await connectionId(kind);
    for (const [name, way] of Object.entries(TURNS)) {
      const turn = way.send();
      const conversation = await turn(QUESTIONS[0]!, undefined);
      await way.settle?.();
      const statements: number[] = [];
      const cpu = process.cpuUsage();
      for (const question of QUESTIONS.slice(1)) {
        const { count, result } = countStatements(() => turn(question, conversation), { keepTexts: Boolean(process.env.STATEMENTS_PRINT) });
        await result;
        // Waited for outside the count: only what the message started (its answer) adds to it meanwhile.
        await way.settle?.();
        statements.push(count.statements);
        // STATEMENTS_PRINT=1 prints what each turn sends, to see which statement a change added.
        if (count.texts) console.log(`${name}:\n${count.texts.map((text) => `  ${text.replace(/\s+/g, ' ').slice(0, 160)}`).join('\n')}`);
      }
      const used = process.cpuUsage(cpu);
      measured[name] = { statements, cpuMs: (used.user + used.system) / 1000 / (QUESTIONS.length - 1) };
    }
    console.log(
      [`statements (= round trips) per message, ${driver}; CPU of this process per message (database included on PGlite):`]
        .concat(
          Object.entries(measured).map(([name, m]) => `  ${name.padEnd(14)} ${m.statements.join(', ').padEnd(8)} ${m.cpuMs.toFixed(1)} ms`),
        )
        .join('\n'),
    );
    // Each channel's sender got the three answers: the turns counted were whole turns, not refusals.
    for (const kind of ['messenger', 'instagram'] as const) expect(meta[kind].messagesTo(META_SENDER), kind).toHaveLength(QUESTIONS.length);
    await smtp.next(() => smtp.received.filter((mail) => mail.to.includes(MAIL_SENDER)).length >= QUESTIONS.length);
    const counts = Object.fromEntries(Object.entries(measured).map(([name, m]) => [name, m.statements]));
    // The second and third messages cost the same: nothing in a turn depends on what happened to run before it.
    for (const [name, [second, third]] of Object.entries(counts)) expect([name, third]).toEqual([name, second]);
    expect(Object.fromEntries(Object.entries(counts).map(([name, [second]]) => [name, second]))).toEqual(
      Object.fromEntries(Object.entries(EXPECTED).map(([name, figures]) => [name, figures[driver]])),
    );
  });
});
