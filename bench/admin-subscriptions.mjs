#!/usr/bin/env node
/**
 * The back office's subscriptions list (issue 12) with 100,000 users on PostgreSQL: p50/p95 per page for the
 * default page, deep pages, each sort, searches and filters, one request at a time (an operator's page load).
 * Runs the BUILT server as a child process on a new database, seeded with SQL (the seed is not what is measured):
 *
 *   npm run build -w packages/shared && npm run build -w apps/server
 *   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/admin-subscriptions.mjs
 *
 * BENCH_USERS (default 100000) and BENCH_REQUESTS (per scenario, default 60) change the size; BENCH_KEEP_DB=1 keeps
 * the database for EXPLAIN. BENCH_DB_PREFIX names the database (`<prefix>_<pid>`, default agenti_bench_admin) so
 * engineers sharing a server keep to their own prefix; BENCH_PORT fixes the server's port; BENCH_ONLY (a
 * case-insensitive regular expression) runs only the scenarios whose name matches, for an A/B of one of them.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = path.join(ROOT, 'apps/server/dist/main.js');
const CLI = path.join(ROOT, 'apps/server/dist/cli/create-super-admin.js');
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const ACCOUNTS = Math.ceil(USERS / 5);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 60);
const PORT = Number(process.env.BENCH_PORT ?? 3300 + Math.floor(Math.random() * 500));
const DB_PREFIX = process.env.BENCH_DB_PREFIX ?? 'agenti_bench_admin';
if (!/^[a-z_][a-z0-9_]*$/.test(DB_PREFIX)) throw new Error('BENCH_DB_PREFIX: lower-case letters, digits and _ only');
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
const OPERATOR = { email: 'operatore.bench@agenti.test', password: 'Operatore-Bench1!' };

/** RFC 6238, as the operator's authenticator app would compute it. */
function totp(secret, step = Math.floor(Date.now() / 30_000)) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const bytes = [];
  for (const c of secret) {
    value = (value << 5) | alphabet.indexOf(c);
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const h = createHmac('sha1', Buffer.from(bytes)).update(counter).digest();
  const o = h[h.length - 1] & 15;
  return String((h.readUInt32BE(o) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function waitForServer(url, child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

/**
 * 100,000 users in 20,000 accounts with Italian names, plans, trials, bans, unset passwords and agents; one member in
 * 500 was added with an address in use elsewhere (ADR 0111): an internal placeholder, and another user's address shown.
 */
async function seed(client) {
  const started = Date.now();
  await client.query(`
    INSERT INTO accounts (id, name, plan, trial_ends_at, plan_expires_at, created_at)
    SELECT 'acc' || i, 'Azienda ' || i,
      (ARRAY[NULL, 'base', 'pro', 'avanzato'])[1 + i % 4],
      now() + ((i % 21) - 10) * interval '1 day',
      CASE WHEN i % 4 = 0 THEN NULL ELSE now() + ((i % 60) - 15) * interval '1 day' END,
      now() - (i % 700) * interval '1 day'
    FROM generate_series(1, ${ACCOUNTS}) AS i`);
  await client.query(`
    INSERT INTO users (id, name, email, email_verified, role, account_id, banned_until, created_at, last_sign_in_at)
    SELECT 'u' || i, '',
      CASE WHEN i > ${ACCOUNTS} AND i % 500 = 7 THEN 'ripetuto' || i || '@indirizzo-in-uso.invalid' ELSE 'utente' || i || '@bench.example.it' END,
      NOT (i > ${ACCOUNTS} AND i % 500 = 7),
      CASE WHEN i <= ${ACCOUNTS} THEN 'owner' ELSE (ARRAY['user', 'admin', 'instructor'])[1 + i % 3] END,
      'acc' || (1 + (i - 1) % ${ACCOUNTS}),
      CASE WHEN i % 50 = 0 THEN now() + interval '10 years' END,
      now() - (i * 311 % 100000) * interval '5 minutes',
      CASE WHEN i % 10 = 0 THEN NULL ELSE now() - (i * 7 % 100000) * interval '1 minute' END
    FROM generate_series(1, ${USERS}) AS i`);
  await client.query(`UPDATE users SET invited_email = 'utente' || (1 + (substring(id from 2)::int * 13) % ${USERS}) || '@bench.example.it'
    WHERE email LIKE '%@indirizzo-in-uso.invalid'`);
  await client.query(`
    INSERT INTO profiles (user_id, first_name, last_name, is_active)
    SELECT 'u' || i,
      (ARRAY['Mario','Giulia','Luca','Francesca','Marco','Chiara','Alessandro','Sara','Andrea','Martina','Giorgio','Elena','Paolo','Laura','Davide','Anna','Stefano','Valentina','Matteo','Federica'])[1 + i % 20],
      (ARRAY['Rossi','Russo','Ferrari','Esposito','Bianchi','Romano','Colombo','Ricci','Marino','Greco','Bruno','Gallo','Conti','De Luca','Mancini','Costa','Giordano','Rizzo','Lombardi','Moretti','Barbieri','Fontana','Santoro','Mariani','Rinaldi'])[1 + (i / 20) % 25],
      i % 12 <> 0
    FROM generate_series(1, ${USERS}) AS i`);
  await client.query(`
    INSERT INTO agents (id, account_id, user_id, name, instructions)
    SELECT 'ag' || i, 'acc' || (1 + (i - 1) % ${ACCOUNTS}), 'u' || i, 'Agente ' || i, 'Rispondi in italiano.'
    FROM generate_series(1, ${Math.floor(USERS * 0.3)}) AS i`);
  // What autovacuum does to a table of this size soon after: statistics, and the visibility map for index-only scans.
  await client.query('VACUUM ANALYZE');
  return Date.now() - started;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main() {
  const dbName = `${DB_PREFIX}_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const databaseUrl = withDatabase(PG_ADMIN_URL, dbName);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-admin-'));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${PORT}`,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_DISABLED: 'true',
  };
  const server = spawn(process.execPath, [SERVER], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${PORT}`;
  try {
    await waitForServer(base, server);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const seedMs = await seed(client);
    await client.end();
    const cli = spawnSync(process.execPath, [CLI, '--email', OPERATOR.email, '--password', OPERATOR.password], { env, encoding: 'utf8' });
    if (cli.status !== 0) throw new Error(`create-super-admin failed: ${cli.stderr}`);

    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(OPERATOR),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const post = (url, body) =>
      fetch(`${base}${url}`, {
        method: 'POST',
        headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
    const { secret } = await (await post('/api/auth/second-factor/enrol')).json();
    const confirmed = await post('/api/auth/second-factor/confirm', { code: totp(secret) });
    if (!confirmed.ok) throw new Error(`second factor: ${confirmed.status}`);

    const pages = Math.floor(USERS / 25);
    const pick = (list) => list[Math.floor(Math.random() * list.length)];
    const scenarios = {
      'first page (newest)': () => '',
      'deep pages (random page, newest first)': () => `page=${1 + Math.floor(Math.random() * pages)}`,
      'sort e-mail A-Z, random page': () => `sort=email&dir=asc&page=${1 + Math.floor(Math.random() * pages)}`,
      'sort last sign-in, random page': () => `sort=lastSignIn&dir=desc&page=${1 + Math.floor(Math.random() * pages)}`,
      'search e-mail fragment': () => `q=utente${Math.floor(Math.random() * USERS)}`,
      'search name': () => `q=${pick(['rossi', 'giulia', 'de luca', 'mancini', 'chiara'])}`,
      'filter plan': () => `plan=${pick(['base', 'pro', 'avanzato', 'trial', 'expired'])}`,
      'filter status': () => `status=${pick(['banned', 'active', 'inactive'])}&page=${1 + Math.floor(Math.random() * 20)}`,
      'search + plan + status': () => `q=${pick(['rossi', 'marco'])}&plan=pro&status=active`,
    };
    console.log(`Seeded ${USERS.toLocaleString('en')} users, ${ACCOUNTS.toLocaleString('en')} accounts in ${(seedMs / 1000).toFixed(1)} s`);
    console.log(`GET /api/super-admin/subscriptions, ${REQUESTS} requests per scenario, one at a time (25 rows a page):`);
    const all = [];
    for (const [name, query] of Object.entries(scenarios).filter(([n]) => !ONLY || ONLY.test(n))) {
      // One warm-up request: the first plan of a query shape is not what an operator waits for day to day.
      await fetch(`${base}/api/super-admin/subscriptions?${query()}`, { headers: { cookie } });
      const times = [];
      for (let i = 0; i < REQUESTS; i++) {
        const started = performance.now();
        const res = await fetch(`${base}/api/super-admin/subscriptions?${query()}`, { headers: { cookie } });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${name}: HTTP ${res.status}`);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      all.push(...times);
      console.log(
        `  ${name.padEnd(42)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms`,
      );
    }
    all.sort((a, b) => a - b);
    const p95 = percentile(all, 95);
    console.log(
      `  ${'all scenarios'.padEnd(42)} p50 ${percentile(all, 50).toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms (aim ≤ 100 ms)`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    if (process.env.BENCH_KEEP_DB) console.log(`kept database ${dbName}`);
    else await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
