#!/usr/bin/env node
/**
 * WhatsApp, Telegram, Messenger and Instagram channels (issues 31, 47): 50 senders on each channel write at once through
 * the fake Cloud API, Bot API and Graph APIs (apps/server/src/test/fake-messaging-apis.ts, fake-meta-graph.ts, local
 * sockets); each delivery is posted twice, as the apps do when they retry, and Meta's fakes post the echo of every
 * answer back to the webhook, as Meta does. Measured: delivery-to-reply (from the webhook POST to the fake receiving the answer) p50/p95/max,
 * replies lost (a sender never answered) and doubled (a sender answered twice). Aim: p95 ≤ 300 ms offline on one
 * instance, zero lost or doubled.
 *
 * E-mail (issue 47): then 200 messages from 200 senders arrive at once in the agent's mailbox, a real Dovecot on a local
 * socket (apps/server/src/test/local-mail-servers.ts; `apt-get install dovecot-imapd`): IMAP APPENDs over 8
 * connections side by side (Dovecot takes 10 per user and address; the reader holds one), as delivery agents put them
 * there. The server reads them (IDLE) and answers each by SMTP to a real local receiver. Measured: delivery-to-answer
 * (from the APPEND done to the receiver holding the answer whose In-Reply-To names the message) p50/p95/max, messages
 * lost (never answered) and doubled (answered twice); on PostgreSQL also how long the reader took to record them all
 * and how soon a recorded message was answered.
 *
 *   BENCH_EMAILS=200 (0: no e-mail part)   BENCH_SENDERS=0 (only the e-mail part)
 *
 *   node --import tsx bench/channels.mjs                 # PGlite
 *   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/channels.mjs postgres
 *   BENCH_SENDERS=50 BENCH_ROUNDS=1 BENCH_PORT=3918 BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'
 *
 * The data dir is seeded here (an Avanzato account, an agent with one processed document), then the real server runs
 * as a child process (apps/server/src/main.ts) with the offline responder and WHATSAPP_API_URL / TELEGRAM_API_URL
 * pointing at the fakes. The owner connects both channels through the API like the page does (Telegram: getMe and
 * setWebhook; WhatsApp: the verification handshake), then the senders write.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 3918);
const SENDERS = Number(process.env.BENCH_SENDERS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const EMAILS = Number(process.env.BENCH_EMAILS ?? 200);
/** How many IMAP connections deliver the e-mails side by side, and how long the bench waits for the last answer. */
const EMAIL_DELIVERERS = 8;
const EMAIL_WAIT_MS = 300_000;
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BASE = `http://127.0.0.1:${PORT}`;
/** Extra flags for the server's Node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where a turn's time goes. */
const SERVER_NODE_ARGS = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);

const { openDatabase } = await import('../apps/server/src/db/client.ts');
const { runMigrations } = await import('../apps/server/src/db/migrate.ts');
const { createAccountWithOwner, createAgent, DEFAULT_PASSWORD } = await import('../apps/server/src/test/factories.ts');
const { addProcessedDocument } = await import('../apps/server/src/features/chat/test-support/chat-fixtures.ts');
const { startFakeTelegram, startFakeWhatsapp } = await import('../apps/server/src/test/fake-messaging-apis.ts');
const { startFakeMetaGraph } = await import('../apps/server/src/test/fake-meta-graph.ts');
const { startDovecot, startSmtpReceiver } = await import('../apps/server/src/test/local-mail-servers.ts');
const { ImapFlow } = await import('imapflow');
const META = ['messenger', 'instagram'];
/** Each Meta channel's page or professional account, as the bench's fakes know it. */
const META_ACCOUNTS = {
  messenger: { pageId: '1047000000001', accessToken: 'EAABenchPageToken', appSecret: 'bench-page-secret', name: 'Negozio Bench' },
  instagram: { pageId: '17841000000001', accessToken: 'IGAABenchToken', appSecret: 'bench-ig-secret', name: 'negozio_bench' },
};
const metaSender = (channel, round, i) =>
  `${channel === 'messenger' ? '6483' : '1789'}${String(round).padStart(2, '0')}${String(i).padStart(6, '0')}`;

const QUESTIONS = ['A che ora aprite il sabato?', 'Fate le consegne a domicilio?', 'Posso pagare con il bancomat?', 'Avete il parcheggio?'];

async function seed(dataDir, databaseUrl) {
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: path.join(dataDir, 'pglite') });
  await runMigrations(database);
  const owner = await createAccountWithOwner(database.db, { plan: 'avanzato', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
  const agent = await createAgent(database.db, { accountId: owner.accountId, userId: owner.id, name: 'Negozio Bench' });
  await addProcessedDocument(database.db, {
    accountId: owner.accountId,
    agentId: agent.id,
    fileName: 'negozio.txt',
    pages: [
      'Il negozio apre dal lunedì al sabato alle nove del mattino e chiude alle diciannove. Le consegne a domicilio sono gratuite sopra i 50 euro. Si paga in contanti, con bancomat e carta di credito. Il parcheggio per i clienti è sul retro.',
    ],
  });
  await database.close();
  return { email: owner.email, agentId: agent.id };
}

function startServer(dataDir, databaseUrl, fakes) {
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, '--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl ?? '',
      LLM_BASE_URL: '',
      LLM_API_KEY: '',
      APP_URL: BASE,
      TELEGRAM_API_URL: fakes.telegram.url,
      WHATSAPP_API_URL: fakes.whatsapp.url,
      MESSENGER_API_URL: fakes.messenger.url,
      INSTAGRAM_API_URL: fakes.instagram.url,
      // The e-mail part's local Dovecot and SMTP receiver (ADR 0310: private mail servers only when named).
      CRAWLER_ALLOW_PRIVATE_HOSTS: '127.0.0.1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

async function waitFor(url, ms = 90_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not up at ${url}`);
}

async function signIn(email) {
  const res = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEFAULT_PASSWORD, rememberMe: true }),
  });
  if (!res.ok) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => !c.endsWith('='))
    .join('; ');
}

async function put(cookie, url, body) {
  const res = await fetch(`${BASE}${url}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`PUT ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
};

async function runDriver(driver) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-channels-'));
  let databaseUrl;
  let dbName;
  if (driver === 'postgres') {
    dbName = `bench_channels_${Date.now()}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const telegram = await startFakeTelegram();
  const whatsapp = await startFakeWhatsapp();
  const meta = { messenger: await startFakeMetaGraph({ kind: 'messenger' }), instagram: await startFakeMetaGraph({ kind: 'instagram' }) };
  const { email, agentId } = await seed(dataDir, databaseUrl);
  const server = startServer(dataDir, databaseUrl, { telegram, whatsapp, ...meta });
  try {
    await waitFor(`${BASE}/api/ready`);
    const cookie = await signIn(email);
    const botToken = '424242424:AABenchBotTokenBenchBotTokenBench00';
    telegram.addBot(botToken, 'bench_bot');
    await put(cookie, `/api/agents/${agentId}/channels/telegram`, { botToken });
    const wa = { phoneNumberId: '1099887766', accessToken: 'EAABenchAccessToken', appSecret: 'bench-app-secret' };
    whatsapp.addNumber(wa.phoneNumberId, wa.accessToken, wa.appSecret);
    const saved = await put(cookie, `/api/agents/${agentId}/channels/whatsapp`, wa);
    const webhookUrl = saved.whatsapp.webhookUrl;
    if ((await whatsapp.verify(webhookUrl, saved.whatsapp.verifyToken)).status !== 200) throw new Error('handshake refused');
    for (const channel of META) {
      const account = META_ACCOUNTS[channel];
      meta[channel].addAccount(account.pageId, account.accessToken, account.appSecret, account.name);
      const metaSaved = await put(cookie, `/api/agents/${agentId}/channels/${channel}`, account);
      const { webhookUrl: url, verifyToken } = metaSaved[channel];
      if ((await meta[channel].verify(account.pageId, url, verifyToken)).status !== 200) throw new Error(`${channel} handshake refused`);
    }

    /** @type {Record<string, number[]>} */
    const latencies = { telegram: [], whatsapp: [], messenger: [], instagram: [] };
    let lost = 0;
    let doubled = 0;
    for (let round = 1; round <= (SENDERS > 0 ? ROUNDS : 0); round += 1) {
      const senders = Array.from({ length: SENDERS }, (_, i) => i);
      const started = performance.now();
      await Promise.all([
        ...senders.map(async (i) => {
          const chatId = 900000 + round * 1000 + i;
          const messageId = i + 1;
          const text = QUESTIONS[i % QUESTIONS.length];
          const t0 = performance.now();
          const waiting = telegram.waitForMessages(String(chatId));
          // Delivered twice, as Telegram does when it does not get its 200 in time.
          const [a, b] = await Promise.all([
            telegram.userWrites(botToken, { chatId, text, messageId }),
            telegram.userWrites(botToken, { chatId, text, messageId }),
          ]);
          if (a !== 200 || b !== 200) throw new Error(`telegram webhook answered ${a}/${b}`);
          await waiting;
          latencies.telegram.push(performance.now() - t0);
        }),
        ...senders.map(async (i) => {
          const from = `39333${String(round).padStart(2, '0')}${String(i).padStart(5, '0')}`;
          const id = `wamid.${randomUUID()}`;
          const text = QUESTIONS[i % QUESTIONS.length];
          const t0 = performance.now();
          const waiting = whatsapp.waitForMessages(from);
          const [a, b] = await Promise.all([
            whatsapp.userWrites(webhookUrl, { phoneNumberId: wa.phoneNumberId, from, text, id }),
            whatsapp.userWrites(webhookUrl, { phoneNumberId: wa.phoneNumberId, from, text, id }),
          ]);
          if (a.status !== 200 || b.status !== 200) throw new Error(`whatsapp webhook answered ${a.status}/${b.status}`);
          await waiting;
          latencies.whatsapp.push(performance.now() - t0);
        }),
        ...META.flatMap((channel) =>
          senders.map(async (i) => {
            const from = metaSender(channel, round, i);
            const mid = `m_${randomUUID()}`;
            const text = QUESTIONS[i % QUESTIONS.length];
            const t0 = performance.now();
            const waiting = meta[channel].waitForMessages(from);
            const pageId = META_ACCOUNTS[channel].pageId;
            // The same mid delivered twice, as Meta does when it does not get its 200 in time.
            const [a, b] = await Promise.all([
              meta[channel].userWrites(pageId, { from, text, mid }),
              meta[channel].userWrites(pageId, { from, text, mid }),
            ]);
            if (a.status !== 200 || b.status !== 200) throw new Error(`${channel} webhook answered ${a.status}/${b.status}`);
            await waiting;
            latencies[channel].push(performance.now() - t0);
          }),
        ),
      ]);
      const wall = performance.now() - started;
      // Every job of the round has run once the last reply arrived; a doubled reply would be a late second send:
      // give the queue a moment to show one before counting.
      await new Promise((r) => setTimeout(r, 1500));
      for (let i = 0; i < SENDERS; i += 1) {
        const t = telegram.messagesTo(String(900000 + round * 1000 + i)).length;
        const w = whatsapp.messagesTo(`39333${String(round).padStart(2, '0')}${String(i).padStart(5, '0')}`).length;
        const m = META.map((channel) => meta[channel].messagesTo(metaSender(channel, round, i)).length);
        for (const n of [t, w, ...m]) {
          if (n === 0) lost += 1;
          if (n > 1) doubled += 1;
        }
      }
      console.log(`[${driver}] round ${round}: ${SENDERS * 4} senders answered in ${wall.toFixed(0)} ms`);
    }
    if (SENDERS > 0) {
      for (const channel of ['telegram', 'whatsapp', ...META]) {
        const l = latencies[channel];
        console.log(
          `[${driver}] ${channel}: ${l.length} replies, delivery-to-reply p50 ${pct(l, 50).toFixed(0)} ms, p95 ${pct(l, 95).toFixed(0)} ms, max ${Math.max(...l).toFixed(0)} ms`,
        );
      }
      const all = Object.values(latencies).flat();
      console.log(
        `[${driver}] all channels: p95 ${pct(all, 95).toFixed(0)} ms; lost ${lost}, doubled ${doubled}; load ${os.loadavg()[0].toFixed(1)}`,
      );
    }
    if (EMAILS > 0) await benchEmail(driver, cookie, agentId, databaseUrl);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await telegram.close();
    await whatsapp.close();
    for (const channel of META) await meta[channel].close();
    rmSync(dataDir, { recursive: true, force: true });
    if (dbName) {
      const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  }
}

/**
 * The e-mail part: a mailbox on a local Dovecot, connected through the API like the page does; EMAILS messages from as
 * many senders arrive at once; each answer is matched to its message by In-Reply-To.
 */
async function benchEmail(driver, cookie, agentId, databaseUrl) {
  const [imap, smtp] = await Promise.all([startDovecot(), startSmtpReceiver()]);
  const box = { user: 'info@negozio-bench.test', password: 'bench-app-password' };
  imap.addUser(box.user, box.password);
  smtp.addUser(box.user, box.password);
  try {
    await put(cookie, `/api/agents/${agentId}/channels/email`, {
      address: box.user,
      imapHost: imap.host,
      imapPort: imap.port,
      imapTls: false,
      smtpHost: '127.0.0.1',
      smtpPort: smtp.port,
      smtpTls: false,
      username: box.user,
      password: box.password,
    });
    const run = Date.now().toString(36);
    const messages = Array.from({ length: EMAILS }, (_, i) => {
      const messageId = `<bench.${run}.${i}@clienti-bench.test>`;
      const raw = [
        `From: cliente${i}@clienti-bench.test`,
        `To: ${box.user}`,
        `Subject: Domanda ${i}`,
        `Date: ${new Date().toUTCString()}`,
        `Message-ID: ${messageId}`,
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        '',
        QUESTIONS[i % QUESTIONS.length],
        '',
      ].join('\r\n');
      return { messageId, raw, delivered: 0, answered: 0 };
    });
    const answered = messages.map((m) =>
      smtp
        .next((c) => c.mail.inReplyTo === m.messageId)
        .then(() => {
          m.answered = performance.now();
        }),
    );
    const clients = await Promise.all(
      Array.from({ length: EMAIL_DELIVERERS }, async () => {
        const c = new ImapFlow({
          host: imap.host,
          port: imap.port,
          secure: false,
          auth: { user: box.user, pass: box.password },
          logger: false,
        });
        c.on('error', () => undefined);
        await c.connect();
        return c;
      }),
    );
    const started = performance.now();
    await Promise.all(
      clients.map(async (c, k) => {
        for (let i = k; i < messages.length; i += EMAIL_DELIVERERS) {
          await c.append('INBOX', messages[i].raw);
          messages[i].delivered = performance.now();
        }
      }),
    );
    const deliveredIn = performance.now() - started;
    await Promise.all(clients.map((c) => c.logout().catch(() => undefined)));
    let timer;
    await Promise.race([Promise.all(answered), new Promise((r) => (timer = setTimeout(r, EMAIL_WAIT_MS)))]);
    clearTimeout(timer);
    const wall = performance.now() - started;
    // A doubled answer would be a late second send: give the queue a moment to show one before counting.
    await new Promise((r) => setTimeout(r, 1500));
    const answersTo = new Map();
    for (const c of smtp.received) answersTo.set(c.mail.inReplyTo, (answersTo.get(c.mail.inReplyTo) ?? 0) + 1);
    const lost = messages.filter((m) => !answersTo.get(m.messageId)).length;
    const doubled = messages.filter((m) => (answersTo.get(m.messageId) ?? 0) > 1).length;
    const l = messages.filter((m) => m.answered).map((m) => m.answered - m.delivered);
    console.log(`[${driver}] e-mail: ${EMAILS} messages delivered in ${deliveredIn.toFixed(0)} ms, all answered in ${wall.toFixed(0)} ms`);
    console.log(
      `[${driver}] e-mail: ${l.length} answers, delivery-to-answer p50 ${pct(l, 50).toFixed(0)} ms, p95 ${pct(l, 95).toFixed(0)} ms, max ${Math.max(...l).toFixed(0)} ms; lost ${lost}, doubled ${doubled}; load ${os.loadavg()[0].toFixed(1)}`,
    );
    if (databaseUrl) {
      // Where the time goes (PostgreSQL only: PGlite is the server's own): how long the reader took to record all the
      // messages (one after another), against how long the answers took after their message was recorded.
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      const { rows } = await db.query(`select
          extract(epoch from max(d.created_at) - min(d.created_at)) * 1000 as recording,
          percentile_cont(0.95) within group (order by extract(epoch from d.answered_at - d.created_at) * 1000) as answer_p95
        from channel_deliveries d join channel_connections c on c.id = d.connection_id where c.kind = 'email'`);
      await db.end();
      console.log(
        `[${driver}] e-mail: the reader recorded the ${EMAILS} messages over ${Number(rows[0].recording).toFixed(0)} ms; recorded-to-answered p95 ${Number(rows[0].answer_p95).toFixed(0)} ms`,
      );
    }
  } finally {
    await imap.close();
    await smtp.close();
  }
}

const drivers = process.argv[2] ? [process.argv[2]] : ['pglite'];
for (const driver of drivers) await runDriver(driver);
