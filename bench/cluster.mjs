#!/usr/bin/env node
/**
 * The agent-list and public-chat loads through nginx with 1, 2 and 3 instances of the BUILT server on one
 * PostgreSQL database (issue 15): requests/s, p95 and errors for each, and each instance's RSS.
 *
 *   npm run build && node bench/cluster.mjs
 *   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_DURATION=10 node bench/cluster.mjs
 *
 * Set-up goes through the real API (register with the development mailbox, agent, one TXT document); only the
 * plan is set in the database (Avanzato), because checkout is not what is measured. Needs nginx.
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { startNginx } from '../scripts/nginx-for-instances.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = path.join(ROOT, 'apps/server/dist/main.js');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NGINX_PORT = 3790;
const PORTS = [3791, 3792, 3793];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const dbName = `bench_cluster_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const databaseUrl = Object.assign(new URL(PG_ADMIN_URL), { pathname: `/${dbName}` }).toString();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-cluster-'));
const env = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  APP_URL: `http://127.0.0.1:${NGINX_PORT}`,
  TRUST_PROXY: 'true',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  AUTH_SECRET: randomBytes(32).toString('hex'),
  SMTP_URL: '',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_DISABLED: 'true',
};
const instances = [];
let nginx = /** @type {import('node:child_process').ChildProcess | null} */ (null);

async function until(check, what) {
  for (let i = 0; i < 300; i += 1) {
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function startInstance(port) {
  const child = spawn(process.execPath, [SERVER], { env: { ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] });
  await until(async () => (await fetch(`http://127.0.0.1:${port}/api/ready`)).ok, `the instance on ${port}`);
  instances.push({ port, child });
}

const rssMb = (pid) =>
  Math.round(Number(/** @type {RegExpMatchArray} */ (readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/))[1]) / 1024);

async function restartNginx(count) {
  if (nginx) {
    const running = nginx;
    running.kill('SIGTERM');
    await new Promise((r) => running.once('exit', r));
  }
  nginx = startNginx({ dir: path.join(dataDir, 'nginx'), listenPort: NGINX_PORT, instancePorts: PORTS.slice(0, count) });
  await until(async () => (await fetch(`http://127.0.0.1:${NGINX_PORT}/api/ready`)).ok, 'nginx');
}

try {
  await startInstance(PORTS[0]);
  const base = `http://127.0.0.1:${PORTS[0]}`;
  const json = { 'content-type': 'application/json' };
  const email = `bench.${Date.now().toString(36)}@esempio.it`;
  const password = 'Password1!';
  await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password, confirmPassword: password }),
  });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  /** @type {string | undefined} */
  let token;
  await until(async () => {
    const mail = (await db.query("select text from dev_mailbox where text like '%verify-email?token=%' limit 1")).rows[0];
    token = mail?.text.match(/verify-email\?token=([^\s"<>]+)/)?.[1];
    return Boolean(token);
  }, 'the verification e-mail');
  await fetch(`${base}/api/auth/verify-email`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ token: decodeURIComponent(/** @type {string} */ (token)) }),
  });
  await db.query("update accounts set plan = 'avanzato', plan_expires_at = now() + interval '30 days'");
  await db.end();
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password, rememberMe: true }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const agent = await (
    await fetch(`${base}/api/agents`, {
      method: 'POST',
      headers: { ...json, cookie },
      body: JSON.stringify({ name: 'Sportello', description: 'Benchmark', instructions: 'Rispondi in italiano.' }),
    })
  ).json();
  const form = new FormData();
  const text =
    'Il negozio apre alle nove e chiude alle diciannove.\n\nLa Margherita costa sette euro.\n\nLa consegna a domicilio è gratuita sopra i trenta euro.';
  form.set('file', new Blob([text], { type: 'text/plain' }), 'informazioni.txt');
  await fetch(`${base}/api/agents/${agent.id}/documents`, { method: 'POST', headers: { cookie }, body: form });
  await until(
    async () =>
      (await (await fetch(`${base}/api/agents/${agent.id}/documents`, { headers: { cookie } })).json()).documents[0]?.status ===
      'processed',
    'the document',
  );

  const load = async (options) => {
    await autocannon({ ...options, duration: 2 }); // warm-up
    const r = await autocannon({ ...options, duration: DURATION });
    return { rps: r.requests.average, p95: r.latency.p97_5 ?? r.latency.p99, errors: r.errors + r.timeouts + (r.non2xx ?? 0) };
  };
  console.log(`Through nginx on PostgreSQL, ${DURATION} s per load, ${os.cpus().length} CPU (Node ${process.version})`);
  const baseline = {};
  for (const count of [1, 2, 3]) {
    while (instances.length < count) await startInstance(PORTS[instances.length]);
    await restartNginx(count);
    const url = `http://127.0.0.1:${NGINX_PORT}`;
    const list = await load({ url: `${url}/api/agents`, connections: 50, headers: { cookie } });
    const chat = await load({
      url: `${url}/api/public/agents/${agent.id}/messages`,
      connections: 20,
      method: 'POST',
      headers: json,
      setupClient: (client) => client.setBody(JSON.stringify({ text: 'Quanto costa la Margherita?', visitorId: randomUUID() })),
    });
    baseline.list ??= list.rps;
    baseline.chat ??= chat.rps;
    console.log(
      `${count} instance(s): agent list ${list.rps.toFixed(0)} req/s (×${(list.rps / baseline.list).toFixed(2)}), p97.5 ${list.p95} ms, errors ${list.errors}; ` +
        `public chat ${chat.rps.toFixed(0)} answers/s (×${(chat.rps / baseline.chat).toFixed(2)}), p97.5 ${chat.p95} ms, errors ${chat.errors}; ` +
        `RSS ${instances.map((i) => `${rssMb(i.child.pid)} MB`).join(', ')}`,
    );
  }
  console.log('On 2 cores the gain is bounded: PostgreSQL, nginx and the load generator share the same two cores with the instances.');
} finally {
  nginx?.kill('SIGTERM');
  for (const { child } of instances) child.kill('SIGTERM');
  await sleep(1500);
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
