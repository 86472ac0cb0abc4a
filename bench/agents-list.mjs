#!/usr/bin/env node
/**
 * GET /api/agents for an account with 10 agents, at 50 concurrent connections: requests per second and
 * p99 latency, on PGlite and on PostgreSQL. Runs the BUILT server as a child process:
 *
 *   npm run build -w packages/shared && npm run build -w apps/server
 *   node bench/agents-list.mjs                 # both drivers
 *   node bench/agents-list.mjs pglite          # one of them
 *   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_DURATION=15 node bench/agents-list.mjs postgres
 *
 * Set-up goes through the real API (register, e-mail verification through a tiny SMTP sink, create agents);
 * only the plan is set in the database (Avanzato, 10 agents), because checkout is not what is measured.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** BENCH_SERVER_DIST lets a build in another folder be measured without touching the shared dist. */
const SERVER_DIST = path.resolve(ROOT, process.env.BENCH_SERVER_DIST ?? 'apps/server/dist');
const SERVER = path.join(SERVER_DIST, 'main.js');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
/** Another signed-in GET (e.g. /api/auth/session) shows how much of the time is the session check alone. */
const BENCH_PATH = process.env.BENCH_PATH ?? '/api/agents';
const AGENTS = 10;
const step = (msg) => process.env.BENCH_DEBUG && console.error(`[bench] ${msg}`);
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Just enough SMTP to receive the verification e-mail. */
function startSmtpSink() {
  const mails = [];
  const server = createServer((socket) => {
    let data = false;
    let buffer = '';
    socket.write('220 bench ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      if (data) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end === -1) return;
        mails.push(buffer.slice(0, end));
        buffer = buffer.slice(end + 5);
        data = false;
        socket.write('250 OK\r\n');
      }
      let line;
      while (!data && (line = buffer.indexOf('\r\n')) !== -1) {
        const command = buffer.slice(0, line).toUpperCase();
        buffer = buffer.slice(line + 2);
        if (command.startsWith('EHLO') || command.startsWith('HELO')) socket.write('250 bench\r\n');
        else if (command.startsWith('DATA')) {
          data = true;
          socket.write('354 go ahead\r\n');
        } else if (command.startsWith('QUIT')) {
          socket.end('221 bye\r\n');
          return;
        } else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, mails, port: /** @type {import('node:net').AddressInfo} */ (server.address()).port }),
    ),
  );
}

/** Undoes quoted-printable soft breaks and escapes, so the link in the e-mail can be read. */
const decodeQp = (text) => text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));

async function waitFor(check, what, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function startServer(env) {
  // The server's own log is kept, and shown only when it fails to start (shutdown noise would bury the figures).
  const child = spawn(process.execPath, [SERVER], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr.on('data', (chunk) => {
    log = (log + chunk.toString()).slice(-20_000);
  });
  const url = `http://127.0.0.1:${env.PORT}`;
  const ready = waitFor(async () => {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    return (await fetch(`${url}/api/health`).catch(() => null))?.ok;
  }, 'the server to start');
  const stop = () =>
    new Promise((/** @type {(value?: unknown) => void} */ resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
      // A server that does not stop within 10 s is killed, so the bench never hangs.
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
  return { child, url, ready, stop };
}

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (s.address());
      s.close(() => resolve(port));
    });
  });

async function benchDriver(driver) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `bench-agents-${driver}-`));
  const smtp = await startSmtpSink();
  let dbName = null;
  let databaseUrl = '';
  if (driver === 'postgres') {
    dbName = `bench_agents_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const u = new URL(PG_ADMIN_URL);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  }
  const port = await freePort();
  const env = {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_DISABLED: 'true',
  };
  let server = startServer(env);
  try {
    await server.ready;
    step('server up');
    const email = `bench.${Date.now().toString(36)}@esempio.it`;
    const password = 'Password1!';
    const reg = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, confirmPassword: password }),
    });
    if (reg.status !== 201) throw new Error(`register: ${reg.status} ${await reg.text()}`);
    const token = await waitFor(() => {
      const mail = smtp.mails.map(decodeQp).find((m) => m.includes('/auth/verify-email?token='));
      return mail?.match(/\/auth\/verify-email\?token=([^\s"<>]+)/)?.[1];
    }, 'the verification e-mail');
    const verified = await fetch(`${server.url}/api/auth/verify-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: decodeURIComponent(token) }),
    });
    if (verified.status !== 200) throw new Error(`verify: ${verified.status} ${await verified.text()}`);

    step('verified');
    // The plan: PGlite has one owner process, so stop the server while the data dir is changed.
    await server.stop();
    const { openDatabase } = await import(path.join(SERVER_DIST, 'db/client.js'));
    const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: path.join(dataDir, 'pglite') });
    await database.sql.query("update accounts set plan = 'avanzato', plan_expires_at = now() + interval '30 days'");
    await database.close();
    step('plan set');
    server = startServer(env);
    await server.ready;
    step('restarted');

    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, rememberMe: true }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    for (let i = 0; i < AGENTS; i += 1) {
      const res = await fetch(`${server.url}/api/agents`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({
          name: `Agente ${i + 1}`,
          description: 'Agente di prova per il benchmark',
          instructions: 'Rispondi in italiano in modo cortese e preciso.',
        }),
      });
      if (res.status !== 201) throw new Error(`create agent: ${res.status} ${await res.text()}`);
    }
    const check = await (await fetch(`${server.url}/api/agents`, { headers: { cookie } })).json();
    if (check.agents.length !== AGENTS) throw new Error(`expected ${AGENTS} agents, got ${check.agents.length}`);

    const run = (duration) => autocannon({ url: `${server.url}${BENCH_PATH}`, connections: CONNECTIONS, duration, headers: { cookie } });
    await run(2); // warm-up: JIT, connection pool, caches
    const result = await run(DURATION);
    const errors = result.errors + result.timeouts + (result.non2xx ?? 0);
    return {
      driver,
      reqPerSec: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      total: result.requests.total,
      errors,
    };
  } finally {
    await server.stop().catch(() => undefined);
    smtp.server.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (dbName) {
      const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  }
}

const drivers = process.argv.slice(2).length ? process.argv.slice(2) : ['pglite', 'postgres'];
console.log(
  `GET ${BENCH_PATH}, ${AGENTS} agents, ${CONNECTIONS} connections, ${DURATION} s per driver (Node ${process.version}, ${os.cpus().length} CPU)`,
);
for (const driver of drivers) {
  const r = await benchDriver(driver);
  console.log(
    `${r.driver.padEnd(9)} ${r.reqPerSec.toFixed(0).padStart(6)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   (${r.total} requests, ${r.errors} errors/non-2xx)`,
  );
}
