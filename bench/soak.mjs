#!/usr/bin/env node
/**
 * Soak (issue 33): 50 clients for 30 minutes through nginx against three instances of the BUILT server, on a
 * PostgreSQL server, a Redis and an S3-protocol server of its own (scripts/cluster-services.mjs), rate limits on.
 * Mixed traffic: sign-in (and out), the dashboard (session, agents, documents), the public chat, uploads (removed
 * again) and the analytics page. Prints requests, errors, p50/p95 per kind; each instance's RSS after warm-up and at
 * the end (growth %); the database connections at the start and at the end (pg_stat_activity).
 * Aim: 0 errors, RSS growth ≤ 10% per instance, no leaked database connections.
 *
 *   npm run build && node --import tsx bench/soak.mjs                  # 30 minutes
 *   node --import tsx bench/soak.mjs --minutes 5 --clients 50
 *   SOAK_PORT=3960 node --import tsx bench/soak.mjs                      # nginx on 3960, the rest on the next 9 ports
 *
 * Each client has its own account on Avanzato with one agent trained on a small document, and its own address
 * (X-Forwarded-For through nginx, TRUST_PROXY): the per-address limits count each client alone, as they would count
 * 50 people. A client waits 1.5 s between requests (a person reads), signs in at most every 15 s and chats at most every 4 s,
 * which keeps each one under its sign-in and chat limits however fast the answers come: a 429 is an error here.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startNginx } from '../scripts/nginx-for-instances.mjs';
import { postgresCtl, startPostgres, startRedis, startS3, stopProcess } from '../scripts/cluster-services.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = path.join(ROOT, 'apps/server/dist/main.js');
const { values: args } = parseArgs({
  options: { minutes: { type: 'string', default: process.env.SOAK_MINUTES ?? '30' }, clients: { type: 'string', default: '50' } },
});
const MINUTES = Number(args.minutes);
const CLIENTS = Number(args.clients);
const WARMUP_SECONDS = Math.min(60, Math.max(10, Math.round(MINUTES * 6)));
const THINK_MS = 1500;
const BASE_PORT = Number(process.env.SOAK_PORT ?? 3960);
const NGINX = `http://127.0.0.1:${BASE_PORT}`;
const INSTANCE_PORTS = [BASE_PORT + 1, BASE_PORT + 2, BASE_PORT + 3];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const { openDatabase } = await import('../apps/server/src/db/client.ts');
const { runMigrations } = await import('../apps/server/src/db/migrate.ts');
const { createAccountWithOwner, createAgent } = await import('../apps/server/src/test/factories.ts');
const { addProcessedDocument } = await import('../apps/server/src/features/chat/test-support/chat-fixtures.ts');

const QUESTIONS = [
  'Entro quanti giorni posso fare un reso?',
  'Quanto costa la spedizione in Sicilia?',
  'Quanto dura la garanzia del trapano?',
  'Quali sono gli orari del negozio il sabato?',
];
const PAGES = [
  'I resi sono accettati entro 30 giorni con lo scontrino. Il rimborso arriva in 5 giorni lavorativi.',
  'La spedizione in Sicilia costa 9 euro; è gratuita sopra i 50 euro di spesa.',
  'La garanzia del trapano dura 24 mesi e copre i difetti di fabbricazione.',
  'Il sabato il negozio è aperto dalle 9 alle 13. La domenica è chiuso.',
];
/**
 * Each client picks its next request with these weights.
 * @type {[string, number][]}
 */
const MIX = [
  ['publicChat', 30],
  ['dashboard', 30],
  ['signIn', 15],
  ['analytics', 15],
  ['upload', 10],
];

const workDir = mkdtempSync(path.join(os.tmpdir(), 'agenti-soak-'));
// PostgreSQL runs as the `postgres` user when this runs as root: it must reach its directory inside this one.
chmodSync(workDir, 0o755);
const services = {};
const instances = [];
let nginx = null;

async function until(check, what, ms = 90_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await sleep(250);
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function seed(databaseUrl) {
  const database = await openDatabase({ databaseUrl });
  await runMigrations(database);
  /** @type {{ email: string, password: string, agentId: string, address: string, cookie?: string, visitorId?: string }[]} */
  const clients = [];
  for (let i = 0; i < CLIENTS; i++) {
    const owner = await createAccountWithOwner(database.db, { plan: 'avanzato', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
    const agent = await createAgent(database.db, { accountId: owner.accountId, userId: owner.id, name: `Assistente ${i + 1}` });
    await addProcessedDocument(database.db, { accountId: owner.accountId, agentId: agent.id, fileName: 'negozio.pdf', pages: PAGES });
    clients.push({
      email: owner.email,
      password: owner.password,
      agentId: agent.id,
      address: `10.${20 + Math.floor(i / 250)}.${i % 250}.7`,
    });
  }
  await database.close();
  return clients;
}

function startInstance(env, port) {
  const log = openSync(path.join(workDir, `instance-${port}.log`), 'a');
  const child = spawn(process.execPath, [SERVER], { env: { ...env, PORT: String(port) }, stdio: ['ignore', log, log] });
  instances.push({ port, child });
  return until(async () => (await fetch(`http://127.0.0.1:${port}/api/ready`)).ok, `the instance on ${port}`);
}

const rssMb = (pid) =>
  Number(/** @type {RegExpExecArray} */ (/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8')))[1]) / 1024;

async function databaseConnections(adminUrl) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select count(*)::int as n from pg_stat_activity where datname = 'postgres' and backend_type = 'client backend' and pid <> pg_backend_pid()",
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}

const headersOf = (client, extra = {}) => ({ 'x-forwarded-for': client.address, origin: NGINX, ...extra });

async function signIn(client) {
  const res = await fetch(`${NGINX}/api/auth/login`, {
    method: 'POST',
    headers: headersOf(client, { 'content-type': 'application/json' }),
    body: JSON.stringify({ email: client.email, password: client.password }),
  });
  if (!res.ok) throw new Error(`sign-in ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function expectOk(res, what) {
  if (!res.ok) throw new Error(`${what} ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return res;
}

const REQUESTS = {
  async publicChat(client) {
    // A visitor's messages stay under the public chat's 20 a minute per address: at most one every 4 s (a person
    // reads the answer); sooner, the client looks at its dashboard instead.
    if (Date.now() - (client.lastChat ?? 0) < 4_000) return REQUESTS.dashboard(client);
    client.lastChat = Date.now();
    const res = await fetch(`${NGINX}/api/public/agents/${client.agentId}/messages`, {
      method: 'POST',
      headers: headersOf(client, { 'content-type': 'application/json' }),
      body: JSON.stringify({
        text: QUESTIONS[Math.floor(Math.random() * QUESTIONS.length)],
        visitorId: client.visitorId,
        clientMessageId: randomUUID(),
      }),
    });
    await expectOk(res, 'chat');
    const body = await res.text();
    if (body.includes('"type":"error"') || !body.includes('"type":"done"')) throw new Error('answer failed');
  },
  async dashboard(client) {
    for (const url of ['/api/auth/session', '/api/agents', `/api/agents/${client.agentId}/documents`]) {
      await (await expectOk(await fetch(`${NGINX}${url}`, { headers: headersOf(client, { cookie: client.cookie }) }), url)).arrayBuffer();
    }
  },
  async signIn(client) {
    // A person signs in a few times an hour, not ten times a minute (the login limit, 10 a minute per address and
    // e-mail): a client that signed in less than 15 s ago looks at its dashboard instead.
    if (Date.now() - (client.lastSignIn ?? 0) < 15_000) return REQUESTS.dashboard(client);
    client.lastSignIn = Date.now();
    const cookie = await signIn(client);
    // Signed out again, so sessions do not pile up beyond what a real day would leave.
    const out = await fetch(`${NGINX}/api/auth/logout`, { method: 'POST', headers: headersOf(client, { cookie }) });
    await (await expectOk(out, 'sign-out')).arrayBuffer();
  },
  async analytics(client) {
    const res = await fetch(`${NGINX}/api/analytics?agentId=${client.agentId}`, { headers: headersOf(client, { cookie: client.cookie }) });
    await (await expectOk(res, 'analytics')).arrayBuffer();
  },
  async upload(client) {
    const form = new FormData();
    form.append('file', new Blob([`Nota ${randomUUID()}.\n\n${PAGES.join('\n\n')}`], { type: 'text/plain' }), 'nota.txt');
    const res = await fetch(`${NGINX}/api/agents/${client.agentId}/documents`, {
      method: 'POST',
      headers: headersOf(client, { cookie: client.cookie }),
      body: form,
    });
    if (res.status !== 201) throw new Error(`upload ${res.status}: ${await res.text()}`);
    const { id } = await res.json();
    // The previous note goes: the storage limit is not what is being measured, processing and removal are.
    if (client.lastUpload) {
      const gone = await fetch(`${NGINX}/api/agents/${client.agentId}/documents/${client.lastUpload}`, {
        method: 'DELETE',
        headers: headersOf(client, { cookie: client.cookie }),
      });
      await (await expectOk(gone, 'delete')).arrayBuffer();
    }
    client.lastUpload = id;
  },
};

function pick() {
  const total = MIX.reduce((s, [, w]) => s + w, 0);
  let r = Math.random() * total;
  for (const [kind, w] of MIX) if ((r -= w) < 0) return kind;
  return MIX[0][0];
}

const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);
const freshStats = () => Object.fromEntries(MIX.map(([kind]) => [kind, { times: [], errors: 0 }]));

async function run(clients, endAt, stats) {
  await Promise.all(
    clients.map(async (client, i) => {
      await sleep((i * THINK_MS) / clients.length);
      while (Date.now() < endAt) {
        const kind = pick();
        const started = performance.now();
        try {
          await REQUESTS[kind](client);
          stats[kind].times.push(performance.now() - started);
        } catch (err) {
          stats[kind].errors += 1;
          if (stats[kind].errors <= 3) console.error(`${kind}: ${err instanceof Error ? err.message : err}`);
        }
        await sleep(THINK_MS);
      }
    }),
  );
}

try {
  console.log(`Soak: ${CLIENTS} clients for ${MINUTES} min through nginx, 3 instances, PostgreSQL + Redis + S3 (${os.cpus().length} CPU)`);
  const pgDir = path.join(workDir, 'postgres');
  mkdirSync(pgDir, { recursive: true });
  services.postgres = await startPostgres({ dir: pgDir, port: BASE_PORT + 6 });
  services.redisPid = await startRedis({ port: BASE_PORT + 7 });
  services.s3Pid = await startS3({ port: BASE_PORT + 5, dir: path.join(workDir, 's3'), bucket: 'agenti-soak' });
  console.log(`seeding ${CLIENTS} accounts…`);
  const clients = await seed(services.postgres.url);
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    APP_URL: NGINX,
    TRUST_PROXY: 'true',
    DATA_DIR: path.join(workDir, 'data'),
    DATABASE_URL: services.postgres.url,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${BASE_PORT + 5}`,
    S3_BUCKET: 'agenti-soak',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    REDIS_URL: `redis://127.0.0.1:${BASE_PORT + 7}`,
    SMTP_URL: '',
    LLM_BASE_URL: '',
    LLM_API_KEY: '',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_DISABLED: 'false',
  };
  await Promise.all(INSTANCE_PORTS.map((port) => startInstance(env, port)));
  nginx = startNginx({ dir: path.join(workDir, 'nginx'), listenPort: BASE_PORT, instancePorts: INSTANCE_PORTS });
  await until(async () => (await fetch(`${NGINX}/api/ready`)).ok, 'nginx');
  for (const client of clients) {
    client.cookie = await signIn(client);
    client.visitorId = randomUUID();
  }
  const connectionsAtStart = await databaseConnections(services.postgres.url);
  console.log(`warm-up ${WARMUP_SECONDS} s…`);
  const warmStats = freshStats();
  await run(clients, Date.now() + WARMUP_SECONDS * 1000, warmStats);
  const rssStart = instances.map(({ child }) => rssMb(child.pid));
  const connectionsAfterWarmUp = await databaseConnections(services.postgres.url);
  const stats = freshStats();
  const t0 = Date.now();
  await run(clients, t0 + MINUTES * 60_000, stats);
  const seconds = (Date.now() - t0) / 1000;
  const rssEnd = instances.map(({ child }) => rssMb(child.pid));
  // Idle for a moment: the pools keep their idle connections for 10 s, what remains after is what is held.
  await sleep(12_000);
  const connectionsAtEnd = await databaseConnections(services.postgres.url);

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
  const all = MIX.flatMap(([kind]) => stats[kind].times).sort((a, b) => a - b);
  console.log(
    `${'all'.padEnd(12)} ${String(requests).padStart(9)} ${String(errors).padStart(7)} ${pct(all, 50).toFixed(0).padStart(8)} ${pct(all, 95).toFixed(0).padStart(8)}`,
  );
  console.log(
    `\n${requests} requests in ${seconds.toFixed(0)} s (${(requests / seconds).toFixed(1)}/s), ${errors} errors (warm-up: ${Object.values(warmStats).reduce((s, k) => s + k.errors, 0)})`,
  );
  instances.forEach(({ port }, i) => {
    const growth = ((rssEnd[i] - rssStart[i]) / rssStart[i]) * 100;
    console.log(
      `instance ${port}: RSS after warm-up ${rssStart[i].toFixed(0)} MB, at the end ${rssEnd[i].toFixed(0)} MB (${growth.toFixed(1)}%; aim ≤ 10%)`,
    );
  });
  console.log(
    `database connections (client backends): ${connectionsAtStart} at the start, ${connectionsAfterWarmUp} after warm-up, ${connectionsAtEnd} at the end, idle (pools of 10 + 4 + 1 per instance at most)`,
  );
} finally {
  nginx?.kill('SIGTERM');
  for (const { child } of instances) child.kill('SIGTERM');
  await sleep(2000);
  if (services.s3Pid) await stopProcess(services.s3Pid);
  if (services.redisPid) await stopProcess(services.redisPid);
  if (services.postgres) {
    try {
      postgresCtl(services.postgres, 'stop');
    } catch {
      // already stopped
    }
  }
  if (!process.env.SOAK_KEEP) rmSync(workDir, { recursive: true, force: true });
}
