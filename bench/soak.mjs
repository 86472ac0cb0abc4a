#!/usr/bin/env node
/**
 * Soak (issue 18): public chat, test chat, uploads and sign-ins mixed, 50 concurrent clients for 10 minutes against
 * the real server on PostgreSQL over loopback. Prints requests, errors and p95 per kind, and the server's RSS after
 * warm-up and at the end (aim: 0 errors, RSS growth ≤ 10%: no leak).
 *
 *   node --import tsx bench/soak.mjs
 *   SOAK_SECONDS=60 SOAK_CLIENTS=20 node --import tsx bench/soak.mjs        # a shorter run
 *   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/soak.mjs
 *
 * Each client has its own account on Avanzato (so the monthly message limit of one account is not what is being
 * measured) with one agent trained on a small document. Rate limits are off: they would stop 50 clients from one
 * address, which is their job, not a failure. Requests are bounded by time and stop by themselves.
 */
import { spawn } from 'node:child_process';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 3931);
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 50);
const WARMUP_SECONDS = Math.min(30, Math.ceil(SECONDS / 10));
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const { openDatabase } = await import('../apps/server/src/db/client.ts');
const { runMigrations } = await import('../apps/server/src/db/migrate.ts');
const { createAccountWithOwner, createAgent } = await import('../apps/server/src/test/factories.ts');
const { addProcessedDocument } = await import('../apps/server/src/features/chat/test-support/chat-fixtures.ts');

const QUESTIONS = [
  'Entro quanti giorni posso fare un reso?',
  'Quanto costa la spedizione in Sicilia?',
  'Quanto dura la garanzia del trapano?',
  'Quali sono gli orari del negozio il sabato?',
  'Come ricevo la fattura elettronica?',
];
const PAGES = [
  'I resi sono accettati entro 30 giorni con lo scontrino. Il rimborso arriva in 5 giorni lavorativi.',
  'La spedizione in Sicilia costa 9 euro; è gratuita sopra i 50 euro di spesa.',
  'La garanzia del trapano dura 24 mesi e copre i difetti di fabbricazione.',
  'Il sabato il negozio è aperto dalle 9 alle 13. La domenica è chiuso.',
  'La fattura elettronica arriva allo SDI entro 12 giorni dal pagamento.',
];
/** The mix: each client picks its next request with these weights. */
const MIX = [
  ['publicChat', 40],
  ['testChat', 25],
  ['signIn', 25],
  ['upload', 10],
];

async function createDatabase() {
  const name = `agenti_soak_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const a = new pg.Client({ connectionString: PG_ADMIN_URL });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

async function seed(databaseUrl) {
  const database = await openDatabase({ databaseUrl });
  await runMigrations(database);
  const clients = [];
  for (let i = 0; i < CLIENTS; i++) {
    const owner = await createAccountWithOwner(database.db, { plan: 'avanzato', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
    const agent = await createAgent(database.db, { accountId: owner.accountId, userId: owner.id, name: `Assistente ${i + 1}` });
    await addProcessedDocument(database.db, { accountId: owner.accountId, agentId: agent.id, fileName: 'negozio.pdf', pages: PAGES });
    clients.push({ email: owner.email, password: owner.password, agentId: agent.id });
  }
  await database.close();
  return clients;
}

function startServer(databaseUrl, dataDir) {
  return spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_DISABLED: 'true',
      LLM_BASE_URL: '',
      LLM_API_KEY: '',
      APP_URL: BASE,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function waitFor(url, ms = 90_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not up at ${url}`);
}

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
const origin = { origin: BASE };

async function signIn(client) {
  const res = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...origin },
    body: JSON.stringify({ email: client.email, password: client.password }),
  });
  if (!res.ok) throw new Error(`sign-in ${res.status}`);
  await res.arrayBuffer();
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Reads a chat answer (NDJSON) to its end; an error event or a missing 'done' is a failure. */
async function readAnswer(res) {
  if (!res.ok) throw new Error(`chat ${res.status}: ${await res.text()}`);
  const body = await res.text();
  if (body.includes('"type":"error"') || !body.includes('"type":"done"')) throw new Error('answer failed');
}

const REQUESTS = {
  async publicChat(client) {
    const res = await fetch(`${BASE}/api/public/agents/${client.agentId}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: QUESTIONS[Math.floor(Math.random() * QUESTIONS.length)], visitorId: client.visitorId }),
    });
    await readAnswer(res);
  },
  async testChat(client) {
    const res = await fetch(`${BASE}/api/agents/${client.agentId}/chat/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: client.cookie, ...origin },
      body: JSON.stringify({ text: QUESTIONS[Math.floor(Math.random() * QUESTIONS.length)] }),
    });
    await readAnswer(res);
  },
  async signIn(client) {
    const cookie = await signIn(client);
    // Signed out again, so sessions do not pile up beyond what a real day would leave.
    const out = await fetch(`${BASE}/api/auth/logout`, { method: 'POST', headers: { cookie, ...origin } });
    if (!out.ok) throw new Error(`sign-out ${out.status}`);
    await out.arrayBuffer();
  },
  async upload(client) {
    const form = new FormData();
    form.append('file', new Blob([`Nota ${randomUUID()}.\n\n${PAGES.join('\n\n')}`], { type: 'text/plain' }), 'nota.txt');
    const res = await fetch(`${BASE}/api/agents/${client.agentId}/documents`, {
      method: 'POST',
      headers: { cookie: client.cookie, ...origin },
      body: form,
    });
    if (res.status !== 201) throw new Error(`upload ${res.status}: ${await res.text()}`);
    const { id } = await res.json();
    // Removed at once: the storage limit is not what is being measured.
    const gone = await fetch(`${BASE}/api/agents/${client.agentId}/documents/${id}`, {
      method: 'DELETE',
      headers: { cookie: client.cookie, ...origin },
    });
    if (!gone.ok) throw new Error(`delete ${gone.status}`);
    await gone.arrayBuffer();
  },
};

function pick() {
  const total = MIX.reduce((s, [, w]) => s + w, 0);
  let r = Math.random() * total;
  for (const [kind, w] of MIX) if ((r -= w) < 0) return kind;
  return MIX[0][0];
}

const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);

async function run(clients, until, stats) {
  await Promise.all(
    clients.map(async (client) => {
      while (Date.now() < until) {
        const kind = pick();
        const started = performance.now();
        try {
          await REQUESTS[kind](client);
          stats[kind].times.push(performance.now() - started);
        } catch (err) {
          stats[kind].errors += 1;
          if (stats[kind].errors <= 3) console.error(`${kind}: ${err instanceof Error ? err.message : err}`);
        }
      }
    }),
  );
}

const freshStats = () => Object.fromEntries(MIX.map(([kind]) => [kind, { times: [], errors: 0 }]));

const db = await createDatabase();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agenti-soak-'));
let server;
try {
  console.log(`Soak: ${CLIENTS} clients, ${SECONDS} s on PostgreSQL (seeding ${CLIENTS} accounts)…`);
  const clients = await seed(db.url);
  server = startServer(db.url, dataDir);
  await waitFor(`${BASE}/api/ready`);
  for (const client of clients) {
    client.cookie = await signIn(client);
    client.visitorId = randomUUID();
  }
  await run(clients, Date.now() + WARMUP_SECONDS * 1000, freshStats());
  const rssStart = rssMb(server.pid);
  const stats = freshStats();
  const t0 = Date.now();
  await run(clients, t0 + SECONDS * 1000, stats);
  const seconds = (Date.now() - t0) / 1000;
  const rssEnd = rssMb(server.pid);

  console.log(`\n${'kind'.padEnd(12)} ${'requests'.padStart(9)} ${'errors'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`);
  let requests = 0;
  let errors = 0;
  for (const [kind] of MIX) {
    const { times, errors: e } = stats[kind];
    times.sort((a, b) => a - b);
    requests += times.length + e;
    errors += e;
    console.log(
      `${kind.padEnd(12)} ${String(times.length + e).padStart(9)} ${String(e).padStart(7)} ${pct(times, 50).toFixed(0).padStart(8)} ${pct(times, 95).toFixed(0).padStart(8)}`,
    );
  }
  console.log(`\n${requests} requests in ${seconds.toFixed(0)} s (${(requests / seconds).toFixed(1)}/s), ${errors} errors`);
  console.log(
    `server RSS after ${WARMUP_SECONDS} s of warm-up ${rssStart.toFixed(0)} MB, at the end ${rssEnd.toFixed(0)} MB (${(((rssEnd - rssStart) / rssStart) * 100).toFixed(1)}%; aim ≤ 10%)`,
  );
} finally {
  server?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  await db.drop().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
}
