#!/usr/bin/env node
/**
 * WhatsApp and Telegram channels (issue 31): 50 senders on each channel write at once through the fake Cloud API and
 * Bot API (apps/server/src/test/fake-messaging-apis.ts, local sockets); each delivery is posted twice, as the apps do
 * when they retry. Measured: delivery-to-reply (from the webhook POST to the fake receiving the answer) p50/p95/max,
 * replies lost (a sender never answered) and doubled (a sender answered twice). Aim: p95 ≤ 300 ms offline on one
 * instance, zero lost or doubled.
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
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BASE = `http://127.0.0.1:${PORT}`;
/** Extra flags for the server's Node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where a turn's time goes. */
const SERVER_NODE_ARGS = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);

const { openDatabase } = await import('../apps/server/src/db/client.ts');
const { runMigrations } = await import('../apps/server/src/db/migrate.ts');
const { createAccountWithOwner, createAgent, DEFAULT_PASSWORD } = await import('../apps/server/src/test/factories.ts');
const { addProcessedDocument } = await import('../apps/server/src/features/chat/test-support/chat-fixtures.ts');
const { startFakeTelegram, startFakeWhatsapp } = await import('../apps/server/src/test/fake-messaging-apis.ts');

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
  const { email, agentId } = await seed(dataDir, databaseUrl);
  const server = startServer(dataDir, databaseUrl, { telegram, whatsapp });
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

    /** @type {{ telegram: number[], whatsapp: number[] }} */
    const latencies = { telegram: [], whatsapp: [] };
    let lost = 0;
    let doubled = 0;
    for (let round = 1; round <= ROUNDS; round += 1) {
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
      ]);
      const wall = performance.now() - started;
      // Every job of the round has run once the last reply arrived; a doubled reply would be a late second send:
      // give the queue a moment to show one before counting.
      await new Promise((r) => setTimeout(r, 1500));
      for (let i = 0; i < SENDERS; i += 1) {
        const t = telegram.messagesTo(String(900000 + round * 1000 + i)).length;
        const w = whatsapp.messagesTo(`39333${String(round).padStart(2, '0')}${String(i).padStart(5, '0')}`).length;
        for (const n of [t, w]) {
          if (n === 0) lost += 1;
          if (n > 1) doubled += 1;
        }
      }
      console.log(`[${driver}] round ${round}: ${SENDERS * 2} senders answered in ${wall.toFixed(0)} ms`);
    }
    for (const channel of ['telegram', 'whatsapp']) {
      const l = latencies[channel];
      console.log(
        `[${driver}] ${channel}: ${l.length} replies, delivery-to-reply p50 ${pct(l, 50).toFixed(0)} ms, p95 ${pct(l, 95).toFixed(0)} ms, max ${Math.max(...l).toFixed(0)} ms`,
      );
    }
    const all = [...latencies.telegram, ...latencies.whatsapp];
    console.log(
      `[${driver}] both: p95 ${pct(all, 95).toFixed(0)} ms; lost ${lost}, doubled ${doubled}; load ${os.loadavg()[0].toFixed(1)}`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await telegram.close();
    await whatsapp.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (dbName) {
      const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  }
}

const drivers = process.argv[2] ? [process.argv[2]] : ['pglite'];
for (const driver of drivers) await runDriver(driver);
