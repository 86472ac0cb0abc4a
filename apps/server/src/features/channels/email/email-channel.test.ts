import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { EMAIL_CHANNEL_MESSAGES } from '@app/shared/i18n/email-channel';
import { EMAIL_VISITOR_SENTENCES } from '@app/shared/i18n/email-channel';
import { visitorCopy } from '@app/shared/i18n/visitor/index';
import type { AgentChannels } from '@app/shared/api/channels';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser } from '../../../test/factories.js';
import { signIn } from '../../../test/sign-in.js';
import {
  localMailboxSettings,
  startDovecot,
  startSmtpReceiver,
  type CapturedMail,
  type LocalImap,
  type LocalSmtp,
} from '../../../test/local-mail-servers.js';
import { channelConnections, channelDeliveries, channelEmailMailboxes, channelEmailMessages } from '../../../db/schema/channels.js';
import { conversations } from '../../../db/schema/chat.js';
import { handoffRequests } from '../../../db/schema/handoff.js';
import { addProcessedDocument } from '../../chat/test-support/chat-fixtures.js';
import { recordEmail } from './record-email.js';

/**
 * The e-mail channel (issue 47) against real mail servers on local sockets: Dovecot (IMAP, IDLE) holds the mailbox,
 * an SMTP receiver takes the answers. A message arriving is an IMAP APPEND into the inbox, as a delivery agent does.
 */
let t: TestApp;
let imap: LocalImap;
let smtp: LocalSmtp;
let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;
let baseAccount: Awaited<ReturnType<typeof createAccountWithOwner>>;
const cookies: Record<string, string> = {};
let agentId: string;
const BOX = { user: 'info@ferramenta.test', password: 'app-password-1234' };

const settings = (over: Record<string, unknown> = {}) => ({ ...localMailboxSettings(imap, smtp, BOX), ...over });

let sequence = 0;
/** A raw message from `from`, with a unique Message-ID unless given. */
function message(from: string, text: string, headers: Record<string, string> = {}, subject = 'Domanda') {
  sequence += 1;
  const all: Record<string, string> = {
    From: from,
    To: BOX.user,
    Subject: subject,
    Date: new Date().toUTCString(),
    'Message-ID': `<m${sequence}.${Date.now()}@cliente.test>`,
    'MIME-Version': '1.0',
    'Content-Type': 'text/plain; charset=utf-8',
    ...headers,
  };
  const raw = `${Object.entries(all)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\r\n')}\r\n\r\n${text}\r\n`;
  return { raw, messageId: all['Message-ID']!, subject: all.Subject! };
}
const deliver = (raw: string) => imap.deliver(BOX.user, BOX.password, raw);
/** The n-th message sent to `address`, once it is sent. */
const answerTo = async (address: string, n = 1): Promise<CapturedMail> => {
  await smtp.next((m) => m.to.includes(address) && answersTo(address) >= n);
  return smtp.received.filter((m) => m.to.includes(address))[n - 1]!;
};
const answersTo = (address: string) => smtp.received.filter((m) => m.to.includes(address)).length;

const connectionId = async () =>
  (
    await t.ctx.db
      .select({ id: channelConnections.id })
      .from(channelConnections)
      .where(and(eq(channelConnections.agentId, agentId), eq(channelConnections.kind, 'email')))
  )[0]!.id;

/** The recorded e-mail with this Message-ID, once the reader recorded it and it was answered or refused. */
async function recorded(messageId: string) {
  for (;;) {
    const [row] = await t.ctx.db
      .select({ skipped: channelEmailMessages.skipped, answeredAt: channelDeliveries.answeredAt, deliveryId: channelDeliveries.id })
      .from(channelEmailMessages)
      .innerJoin(channelDeliveries, eq(channelDeliveries.id, channelEmailMessages.deliveryId))
      .where(eq(channelEmailMessages.messageId, messageId));
    if (row?.answeredAt) return row;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  [imap, smtp] = await Promise.all([startDovecot(), startSmtpReceiver()]);
  imap.addUser(BOX.user, BOX.password);
  smtp.addUser(BOX.user, BOX.password);
  // The local servers are on 127.0.0.1: named as allowed, like the crawler's test site (ADR 0310).
  t = await createTestApp({ CRAWLER_ALLOW_PRIVATE_HOSTS: '127.0.0.1' });
  owner = await createAccountWithOwner(t.ctx.db, { plan: 'pro', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
  const stranger = await createAccountWithOwner(t.ctx.db, { plan: 'pro', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
  baseAccount = await createAccountWithOwner(t.ctx.db, { plan: 'base', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
  const admin = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'admin' });
  const user = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
  for (const [name, who] of Object.entries({ owner, stranger, admin, user, base: baseAccount })) cookies[name] = await signIn(t, who);
  agentId = (await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Ferramenta Rossi' })).id;
  await addProcessedDocument(t.ctx.db, {
    accountId: owner.accountId,
    agentId,
    fileName: 'Orari.pdf',
    pages: ['Il negozio è aperto dal lunedì al sabato, dalle 9 alle 19. La domenica è chiuso.'],
  });
  // Already in the inbox before connecting: never answered.
  await deliver(message('vecchio@cliente.test', 'Un messaggio di ieri').raw);
}, 60_000);

afterAll(async () => {
  await t?.close();
  await imap?.close();
  await smtp?.close();
});

describe('connecting a mailbox', () => {
  it("'Prova connessione' with a wrong password says which server refused it, in Italian, and stores nothing", async () => {
    const test = (payload: Record<string, unknown>) =>
      t.request({ method: 'POST', url: `/api/agents/${agentId}/channels/email/test`, cookie: cookies.owner, payload });
    const badImap = await test(settings({ password: 'sbagliata' }));
    expect(badImap.statusCode).toBe(400);
    expect(badImap.json().message).toBe(EMAIL_CHANNEL_MESSAGES.imapLoginRefused);
    smtp.addUser('altro@ferramenta.test', 'altra');
    imap.addUser('altro@ferramenta.test', 'solo-imap');
    const badSmtp = await test(settings({ username: 'altro@ferramenta.test', password: 'solo-imap' }));
    expect(badSmtp.statusCode).toBe(400);
    expect(badSmtp.json().message).toBe(EMAIL_CHANNEL_MESSAGES.smtpLoginRefused);
    const nobody = await test(settings({ imapPort: 1 }));
    expect(nobody.statusCode).toBe(502);
    expect(nobody.json().message).toBe(EMAIL_CHANNEL_MESSAGES.imapUnreachable(imap.host, 1));
    const invalid = await test(settings({ address: 'non-un-indirizzo', imapPort: 70000 }));
    expect(invalid.statusCode).toBe(400);
    // What the page sends for an empty folder field (the shared schema's output): null, accepted.
    const asThePageSends = await test(settings({ moveToFolder: null }));
    expect(asThePageSends.statusCode).toBe(200);
    expect(asThePageSends.json().message).toBe(EMAIL_CHANNEL_MESSAGES.connectionWorks);
    const saved = await t.request({
      method: 'PUT',
      url: `/api/agents/${agentId}/channels/email`,
      cookie: cookies.owner,
      payload: settings({ password: 'sbagliata' }),
    });
    expect(saved.statusCode).toBe(400);
    const ok = await test(settings());
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(EMAIL_CHANNEL_MESSAGES.connectionWorks);
    expect(await t.ctx.db.select().from(channelConnections).where(eq(channelConnections.kind, 'email'))).toHaveLength(0);
  });

  it('refuses mail servers on private, loopback, link-local or local addresses (SSRF), in Italian, storing nothing', async () => {
    for (const [over, host] of [
      [{ imapHost: 'localhost' }, 'localhost'],
      [{ imapHost: '10.1.2.3' }, '10.1.2.3'],
      [{ imapHost: '169.254.169.254' }, '169.254.169.254'],
      [{ imapHost: 'posta.internal' }, 'posta.internal'],
      [{ smtpHost: '192.168.1.10' }, '192.168.1.10'],
      [{ smtpHost: '127.0.0.2' }, '127.0.0.2'],
    ] as const) {
      for (const [method, url] of [
        ['POST', `/api/agents/${agentId}/channels/email/test`],
        ['PUT', `/api/agents/${agentId}/channels/email`],
      ] as const) {
        const res = await t.request({ method, url, cookie: cookies.owner, payload: settings(over) });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(EMAIL_CHANNEL_MESSAGES.hostPrivate(host));
      }
    }
    expect(await t.ctx.db.select().from(channelEmailMailboxes)).toHaveLength(0);
  });

  it('refuses another account (404), a role that may not manage the agent (403) and the Base plan (403)', async () => {
    for (const [who, status] of [
      ['stranger', 404],
      ['admin', 403],
    ] as const) {
      const put = await t.request({
        method: 'PUT',
        url: `/api/agents/${agentId}/channels/email`,
        cookie: cookies[who],
        payload: settings(),
      });
      expect(put.statusCode).toBe(status);
      const test = await t.request({
        method: 'POST',
        url: `/api/agents/${agentId}/channels/email/test`,
        cookie: cookies[who],
        payload: settings(),
      });
      expect(test.statusCode).toBe(status);
    }
    const baseAgent = await createAgent(t.ctx.db, { accountId: baseAccount.accountId, userId: baseAccount.id });
    const refused = await t.request({
      method: 'PUT',
      url: `/api/agents/${baseAgent.id}/channels/email`,
      cookie: cookies.base,
      payload: settings(),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(EMAIL_CHANNEL_MESSAGES.planRequired);
  });

  it('connects: the password is sealed and never returned, and mail already in the inbox is not answered', async () => {
    const res = await t.request({
      method: 'PUT',
      url: `/api/agents/${agentId}/channels/email`,
      cookie: cookies.owner,
      payload: settings(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(EMAIL_CHANNEL_MESSAGES.connected);
    const channels = res.json() as AgentChannels;
    expect(channels.email).toMatchObject({ status: 'connected', address: BOX.user, imapPort: imap.port, username: BOX.user });
    expect(res.body).not.toContain(BOX.password);
    const [row] = await t.ctx.db.select().from(channelConnections).where(eq(channelConnections.kind, 'email'));
    expect(row!.tokenSealed).not.toContain(BOX.password);
    const read = await t.request({ method: 'GET', url: `/api/agents/${agentId}/channels`, cookie: cookies.owner });
    expect(read.body).not.toContain(BOX.password);
    // The message of yesterday counts as read: the first new one is the first answered.
    const first = message('anna@cliente.test', 'A che ora aprite il sabato?');
    await deliver(first.raw);
    await answerTo('anna@cliente.test');
    expect(answersTo('vecchio@cliente.test')).toBe(0);
  });
});

describe('answering the mailbox', () => {
  it('answers in the thread: from the mailbox, Re: subject, In-Reply-To and References, text and HTML; the original is read', async () => {
    const first = message('bruno@cliente.test', 'Siete aperti la domenica?', {}, 'Orari negozio');
    await deliver(first.raw);
    const answer = await answerTo('bruno@cliente.test');
    expect(answer.user).toBe(BOX.user);
    expect(answer.mail.from?.value[0]?.address).toBe(BOX.user);
    expect(answer.mail.subject).toBe('Re: Orari negozio');
    expect(answer.mail.inReplyTo).toBe(first.messageId);
    expect(answer.mail.references).toEqual(first.messageId);
    expect(answer.mail.headers.get('auto-submitted')).toBe('auto-replied');
    expect(answer.mail.text?.trim().length).toBeGreaterThan(0);
    expect(answer.mail.html).toContain('<p>');
    const inbox = await imap.inbox(BOX.user, BOX.password);
    expect(inbox.find((m) => m.subject === 'Orari negozio')?.seen).toBe(true);
    expect(inbox.find((m) => m.subject === 'Domanda' && !m.seen)).toBeDefined(); // yesterday's, untouched

    // The customer answers in the thread: the same conversation; a new thread from them is a new one.
    const answerId = answer.mail.messageId!;
    const followUp = message(
      'bruno@cliente.test',
      'E il sabato pomeriggio?\n\nIl giorno lun ha scritto:\n> vecchio testo',
      {
        'In-Reply-To': answerId,
        References: `${first.messageId} ${answerId}`,
      },
      'Re: Orari negozio',
    );
    await deliver(followUp.raw);
    const second = await answerTo('bruno@cliente.test', 2);
    expect(second.mail.references).toEqual([first.messageId, answerId, followUp.messageId]);
    const other = message('bruno@cliente.test', 'Vendete viti da legno?', {}, 'Viti');
    await deliver(other.raw);
    await answerTo('bruno@cliente.test', 3);
    const convs = await t.ctx.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.channel, 'email'), eq(conversations.visitorId, 'bruno@cliente.test')));
    expect(convs).toHaveLength(2);
  });

  it('never answers automatic, list or bulk mail, bounces, noreply senders or its own messages', async () => {
    const loops = {
      'auto-submitted': message('cliente1@cliente.test', 'Sono fuori ufficio', { 'Auto-Submitted': 'auto-replied' }),
      'x-autoreply': message('cliente2@cliente.test', 'Risposta automatica', { 'X-Autoreply': 'yes' }),
      'list-id': message('lista@cliente.test', 'Newsletter', { 'List-Id': '<offerte.cliente.test>' }),
      precedence: message('massiva@cliente.test', 'Offerte', { Precedence: 'bulk' }),
      bounce: message('MAILER-DAEMON@cliente.test', 'Undelivered Mail Returned to Sender'),
      report: message('posta@cliente.test', 'report', { 'Content-Type': 'multipart/report; report-type=delivery-status; boundary=x' }),
      noreply: message('no-reply@cliente.test', 'Il tuo ordine è stato spedito'),
      own: message(BOX.user, 'Un messaggio della casella stessa'),
    };
    for (const m of Object.values(loops)) await deliver(m.raw);
    const reasons = [];
    for (const m of Object.values(loops)) reasons.push((await recorded(m.messageId)).skipped);
    expect(reasons, JSON.stringify(reasons)).toEqual([
      'auto-submitted',
      'auto-submitted',
      'list',
      'list',
      'bounce',
      'bounce',
      'noreply',
      'own',
    ]);
    // A question after them is answered: the loops before it were read and none was answered.
    await deliver(message('carla@cliente.test', 'Avete il silicone trasparente?').raw);
    await answerTo('carla@cliente.test');
    const loopSenders = ['cliente1', 'cliente2', 'lista', 'massiva', 'mailer-daemon', 'posta', 'no-reply'].map((l) => `${l}@cliente.test`);
    expect(smtp.received.filter((m) => m.to.some((to) => loopSenders.includes(to)) || m.to.includes(BOX.user))).toHaveLength(0);
  });

  it('answers one sender at most 5 times an hour; the sixth message is kept unanswered', async () => {
    const sent = [];
    for (let i = 0; i < 6; i += 1) sent.push(message('insistente@cliente.test', `Domanda numero ${i + 1}`));
    for (const m of sent) await deliver(m.raw);
    expect((await recorded(sent[5]!.messageId)).skipped).toBe('sender-limit');
    await answerTo('insistente@cliente.test', 5);
    await deliver(message('dario@cliente.test', 'Fate duplicati di chiavi?').raw);
    await answerTo('dario@cliente.test');
    expect(answersTo('insistente@cliente.test')).toBe(5);
  });

  /** A message of `from` with a PDF attached after its text. */
  const withAttachment = (from: string, text: string, boundary: string) =>
    message(
      from,
      [
        `--${boundary}`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        text,
        `--${boundary}`,
        'Content-Type: application/pdf; name="pezzo.pdf"',
        'Content-Disposition: attachment; filename="pezzo.pdf"',
        'Content-Transfer-Encoding: base64',
        '',
        Buffer.from('%PDF-1.4 finto').toString('base64'),
        `--${boundary}--`,
      ].join('\r\n'),
      { 'Content-Type': `multipart/mixed; boundary=${boundary}` },
    );

  it('a message with attachments is answered without opening them, with a sentence saying so', async () => {
    await deliver(withAttachment('elena@cliente.test', 'Vi mando la foto del pezzo: lo avete?', 'b1').raw);
    const answer = await answerTo('elena@cliente.test');
    expect(answer.mail.text).toContain(EMAIL_VISITOR_SENTENCES.attachmentsNotOpened);
    expect(answer.mail.attachments).toHaveLength(0);
  });

  it('an English sender reads that sentence in English (issue 48)', async () => {
    await deliver(withAttachment('jane@cliente.test', 'I am sending you a photo of the broken part: do you have it in stock?', 'b2').raw);
    const answer = await answerTo('jane@cliente.test');
    expect(answer.mail.text).toContain(visitorCopy('en').emailChannel.attachmentsNotOpened);
    expect(answer.mail.text).not.toContain(EMAIL_VISITOR_SENTENCES.attachmentsNotOpened);
  });

  it('the same message seen twice, and by two instances, is answered once; one instance reads the mailbox', async () => {
    const twice = message('franco@cliente.test', 'Quanto costa il noleggio del trapano?');
    await deliver(twice.raw);
    await deliver(twice.raw);
    await answerTo('franco@cliente.test');
    const second = await createTestApp({}, { database: t.ctx.database });
    try {
      const id = await connectionId();
      const [row] = await second.ctx.db.select().from(channelConnections).where(eq(channelConnections.id, id));
      // The second instance reads the same message again (a lease that changed hands): nothing is recorded or sent.
      const again = await recordEmail(second.ctx, { row: row!, mailbox: BOX.user, source: Buffer.from(twice.raw), uid: 1, uidValidity: 1 });
      expect(again).toBeNull();
      const [mailbox] = await t.ctx.db.select().from(channelEmailMailboxes).where(eq(channelEmailMailboxes.connectionId, id));
      expect(mailbox!.readerId).toBe(t.ctx.instanceId);
      // A message arriving now, with both instances running, is answered once.
      await deliver(message('franco@cliente.test', 'E quello della levigatrice?').raw);
      await answerTo('franco@cliente.test', 2);
      await deliver(message('gina@cliente.test', 'Ultima domanda').raw);
      await answerTo('gina@cliente.test');
      expect(answersTo('franco@cliente.test')).toBe(2);
    } finally {
      await second.close();
    }
  });
});

describe('hand-off on e-mail', () => {
  it('asking for a person makes a request; the reply from Richieste leaves from the mailbox in the thread; the customer answers back', async () => {
    const ask = message('giulia@cliente.test', 'Vorrei parlare con una persona, per favore', {}, 'Preventivo');
    await deliver(ask.raw);
    const notice = await answerTo('giulia@cliente.test');
    expect(notice.mail.inReplyTo).toBe(ask.messageId);
    const [request] = await t.ctx.db.select().from(handoffRequests).where(eq(handoffRequests.name, 'giulia@cliente.test'));
    expect(request).toBeDefined();
    for (const who of ['stranger', 'user']) {
      const refused = await t.request({
        method: 'POST',
        url: `/api/inbox/${request!.id}/replies`,
        cookie: cookies[who],
        payload: { text: 'x' },
      });
      expect(refused.statusCode).toBe(404);
    }
    const reply = await t.request({
      method: 'POST',
      url: `/api/inbox/${request!.id}/replies`,
      cookie: cookies.owner,
      payload: { text: 'Buongiorno Giulia, sono Marco: le preparo il preventivo.' },
    });
    expect(reply.statusCode).toBe(200);
    const team = await answerTo('giulia@cliente.test', 2);
    expect(team.mail.from?.value[0]?.address).toBe(BOX.user);
    expect(team.mail.text).toContain('sono Marco');
    expect(team.mail.inReplyTo).toBe(ask.messageId);
    expect(team.mail.subject).toBe('Re: Preventivo');
    expect(team.mail.headers.get('auto-submitted')).toBeUndefined();

    // The customer writes back in the thread: kept in the held conversation for the team, the agent does not answer.
    const back = message(
      'giulia@cliente.test',
      'Grazie Marco, attendo.',
      {
        'In-Reply-To': team.mail.messageId!,
        References: `${ask.messageId} ${team.mail.messageId!}`,
      },
      'Re: Preventivo',
    );
    await deliver(back.raw);
    expect((await recorded(back.messageId)).skipped).toBeNull();
    const thread = await t.request({ method: 'GET', url: `/api/inbox/${request!.id}`, cookie: cookies.owner });
    expect(thread.statusCode).toBe(200);
    expect(thread.body).toContain('Grazie Marco, attendo.');
    expect(answersTo('giulia@cliente.test')).toBe(2);
  });

  it('privacy: the owner finds and erases a sender by their address (conversations, deliveries, request); another account and a user may not', async () => {
    const privacy = (what: 'search' | 'erasure', body: object, who = cookies.owner) =>
      t.request({ method: 'POST', url: `/api/privacy/visitor-${what}`, cookie: who, payload: body });
    const rowsOf = async (address: string) => ({
      conversations: (
        await t.ctx.db
          .select({ id: conversations.id })
          .from(conversations)
          .where(and(eq(conversations.visitorId, address), eq(conversations.channel, 'email')))
      ).length,
      deliveries: (
        await t.ctx.db.select({ id: channelDeliveries.id }).from(channelDeliveries).where(eq(channelDeliveries.senderId, address))
      ).length,
      emails: (
        await t.ctx.db
          .select({ id: channelEmailMessages.deliveryId })
          .from(channelEmailMessages)
          .innerJoin(channelDeliveries, eq(channelDeliveries.id, channelEmailMessages.deliveryId))
          .where(eq(channelDeliveries.senderId, address))
      ).length,
    });
    // Bruno wrote three messages in two threads: two conversations.
    expect(await rowsOf('bruno@cliente.test')).toEqual({ conversations: 2, deliveries: 3, emails: 3 });
    for (const who of ['stranger', 'user', 'admin']) {
      const search = await privacy('search', { email: 'bruno@cliente.test' }, cookies[who]);
      if (who === 'stranger') expect(search.json().conversations).toEqual([]);
      else expect(search.statusCode).toBe(403);
      expect((await privacy('erasure', { email: 'bruno@cliente.test' }, cookies[who])).statusCode).toBe(who === 'stranger' ? 404 : 403);
    }
    expect(await rowsOf('bruno@cliente.test')).toEqual({ conversations: 2, deliveries: 3, emails: 3 });

    const found = await privacy('search', { email: 'Bruno@Cliente.test' });
    expect(found.statusCode).toBe(200);
    expect(found.json().conversations).toHaveLength(2);
    expect(found.json().conversations.every((c: { channel: string }) => c.channel === 'email')).toBe(true);
    const erased = await privacy('erasure', { email: 'Bruno@Cliente.test' });
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toMatchObject({ deleted: 2, leads: 0 });
    expect(await rowsOf('bruno@cliente.test')).toEqual({ conversations: 0, deliveries: 0, emails: 0 });
    // Another sender of the mailbox keeps theirs.
    expect((await rowsOf('anna@cliente.test')).conversations).toBe(1);

    // Giulia asked for a person: her request and its contact go with her conversation.
    const erasedGiulia = await privacy('erasure', { email: 'giulia@cliente.test' });
    expect(erasedGiulia.statusCode).toBe(200);
    expect(erasedGiulia.json().deleted).toBe(1);
    expect(erasedGiulia.json().leads).toBe(1);
    expect(await rowsOf('giulia@cliente.test')).toEqual({ conversations: 0, deliveries: 0, emails: 0 });
    const requests = await t.ctx.db.select().from(handoffRequests).where(eq(handoffRequests.accountId, owner.accountId));
    expect(requests.filter((r) => r.email === 'giulia@cliente.test' || r.name.includes('giulia'))).toEqual([]);
  });

  it('disconnecting stops the reader and forgets the password', async () => {
    const res = await t.request({ method: 'DELETE', url: `/api/agents/${agentId}/channels/email`, cookie: cookies.owner });
    expect(res.statusCode).toBe(200);
    expect((res.json() as AgentChannels).email).toBeNull();
    expect(await t.ctx.db.select().from(channelEmailMailboxes)).toHaveLength(0);
  });
});
