#!/usr/bin/env node
/**
 * Hand-off (issue 30): 200 visitors with their chat open (each has asked for a person and holds its live stream,
 * GET /api/public/agents/:id/conversations/:cid/events) and 5 members replying from 'Richieste' (POST
 * /api/inbox/:id/replies), each member one reply after another over their share of the requests. Printed: the
 * reply-to-visitor latency (from the member's POST to the reply's arrival on that visitor's stream) p50/p95/max, the
 * POST's own latency, replies/s, and replies that never arrived. Aim: p95 ≤ 200 ms on one instance.
 *
 *   node --import tsx bench/handoff.mjs                      # PGlite
 *   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/handoff.mjs postgres
 *   BENCH_PG_URL=… node --import tsx bench/handoff.mjs cluster   # 3 instances on PostgreSQL behind nginx
 *   BENCH_VISITORS=200 BENCH_MEMBERS=5 BENCH_ROUNDS=3 …
 *
 * The data is seeded in this process, then the real server runs as a child process (apps/server/src/main.ts), rate
 * limits off (200 visitors share one address here). In the cluster, nginx (the shipped deploy/nginx.conf) spreads
 * visitors' streams and members' replies over the instances, so most replies reach their visitor through another
 * instance (PostgreSQL's NOTIFY).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { startNginx } from '../scripts/nginx-for-instances.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 3931);
const VISITORS = Number(process.env.BENCH_VISITORS ?? 200);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CLUSTER_PORTS = [PORT + 1, PORT + 2, PORT + 3];
/** The address visitors and members use: the instance, or nginx in front of the cluster's instances. */
const BASE = `http://127.0.0.1:${PORT}`;
const AUTH_SECRET = randomBytes(32).toString('hex');

const { openDatabase } = await import('../apps/server/src/db/client.ts');
const { runMigrations } = await import('../apps/server/src/db/migrate.ts');
const { createAccountWithOwner, createAgent, createUser, DEFAULT_PASSWORD } = await import('../apps/server/src/test/factories.ts');

async function seed(dataDir, databaseUrl) {
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: path.join(dataDir, 'pglite') });
  await runMigrations(database);
  const db = database.db;
  const owner = await createAccountWithOwner(db, { plan: 'avanzato', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
  const agent = await createAgent(db, { accountId: owner.accountId, userId: owner.id, name: 'Assistente Bench' });
  const members = [];
  for (let i = 0; i < MEMBERS; i++)
    members.push(await createUser(db, { accountId: owner.accountId, role: 'admin', firstName: `Membro${i + 1}` }));
  await database.close();
  return { agentId: agent.id, members };
}

function startServer(dataDir, databaseUrl, port = PORT) {
  return spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      AUTH_SECRET,
      TRUST_PROXY: 'true',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_DISABLED: 'true',
      DATABASE_URL: databaseUrl ?? '',
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
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not up at ${url}`);
}

/** A visitor who asked for a person and keeps the chat open: resolves each reply id as it arrives on the stream. */
async function openVisitor(agentId, i) {
  const visitorId = randomUUID();
  const res = await fetch(`${BASE}/api/public/agents/${agentId}/handoff`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: `Visitatore ${i}`, email: `visitatore${i}@esempio.it`, consent: true, visitorId, channel: 'public' }),
  });
  if (!res.ok) throw new Error(`hand-off request ${res.status}: ${await res.text()}`);
  const { conversationId } = await res.json();
  const abort = new AbortController();
  const stream = await fetch(`${BASE}/api/public/agents/${agentId}/conversations/${conversationId}/events?visitorId=${visitorId}`, {
    signal: abort.signal,
  });
  if (stream.status !== 200) throw new Error(`stream ${stream.status}`);
  const arrived = new Map();
  const waiting = new Map();
  (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of /** @type {NonNullable<typeof stream.body>} */ (stream.body)) {
        buffer += decoder.decode(chunk, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!frame.startsWith('event: message')) continue;
          const at = performance.now();
          const { message } = JSON.parse(frame.slice(frame.indexOf('data: ') + 6));
          const text = message.text;
          arrived.set(text, at);
          waiting.get(text)?.(at);
        }
      }
    } catch {
      /* closed at the end */
    }
  })();
  return {
    conversationId,
    /** When the reply with this (unique) text reached the visitor. */
    receive: (text) => (arrived.has(text) ? Promise.resolve(arrived.get(text)) : new Promise((resolve) => waiting.set(text, resolve))),
    close: () => abort.abort(),
  };
}

async function signIn(member) {
  const res = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: member.email, password: DEFAULT_PASSWORD, rememberMe: true }),
  });
  if (!res.ok) throw new Error(`sign-in ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] : NaN);
const fmt = (n) => n.toFixed(1);

async function run(driver) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-handoff-'));
  let databaseUrl = null;
  let dbName = null;
  if (driver === 'postgres' || driver === 'cluster') {
    dbName = `bench_handoff_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const { agentId, members } = await seed(dataDir, databaseUrl);
  const servers =
    driver === 'cluster' ? CLUSTER_PORTS.map((port) => startServer(dataDir, databaseUrl, port)) : [startServer(dataDir, databaseUrl)];
  const nginx =
    driver === 'cluster' ? startNginx({ dir: path.join(dataDir, 'nginx'), listenPort: PORT, instancePorts: CLUSTER_PORTS }) : null;
  try {
    if (nginx) for (const port of CLUSTER_PORTS) await waitFor(`http://127.0.0.1:${port}/api/health`);
    await waitFor(`${BASE}/api/health`);
    const visitors = [];
    for (let i = 0; i < VISITORS; i += 20) {
      visitors.push(...(await Promise.all(Array.from({ length: Math.min(20, VISITORS - i) }, (_, j) => openVisitor(agentId, i + j)))));
    }
    const cookies = await Promise.all(members.map(signIn));
    const list = await (await fetch(`${BASE}/api/inbox`, { headers: { cookie: cookies[0] } })).json();
    const requestOf = new Map(list.requests.map((r) => [r.id, r]));
    const byConversation = new Map();
    for (const id of requestOf.keys()) {
      const detail = await (await fetch(`${BASE}/api/inbox/${id}`, { headers: { cookie: cookies[0] } })).json();
      byConversation.set(detail.request.conversationId, id);
    }
    const work = visitors.map((v) => ({ visitor: v, requestId: byConversation.get(v.conversationId) }));
    const latencies = [];
    const posts = [];
    let lost = 0;
    const started = performance.now();
    await Promise.all(
      cookies.map(async (cookie, m) => {
        const mine = work.filter((_, i) => i % MEMBERS === m);
        for (let round = 0; round < ROUNDS; round++) {
          for (const { visitor, requestId } of mine) {
            const text = `Risposta ${round} di Membro${m + 1} per ${requestId}`;
            const t0 = performance.now();
            const arrival = visitor.receive(text);
            const res = await fetch(`${BASE}/api/inbox/${requestId}/replies`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', cookie },
              body: JSON.stringify({ text }),
            });
            const t1 = performance.now();
            if (!res.ok) throw new Error(`reply ${res.status}: ${await res.text()}`);
            posts.push(t1 - t0);
            const at = await Promise.race([arrival, new Promise((r) => setTimeout(() => r(null), 10_000))]);
            if (at === null) lost += 1;
            else latencies.push(at - t0);
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    posts.sort((a, b) => a - b);
    console.log(
      `${driver}${nginx ? ` (${CLUSTER_PORTS.length} instances behind nginx)` : ''}: ${VISITORS} open visitor chats, ${MEMBERS} members, ${latencies.length + lost} replies in ${fmt(seconds)} s ` +
        `(${fmt((latencies.length + lost) / seconds)} replies/s), lost ${lost}\n` +
        `  reply → visitor's stream: p50 ${fmt(pct(latencies, 0.5))} / p95 ${fmt(pct(latencies, 0.95))} / max ${fmt(latencies.at(-1) ?? NaN)} ms (aim p95 ≤ 200)\n` +
        `  POST /api/inbox/:id/replies: p50 ${fmt(pct(posts, 0.5))} / p95 ${fmt(pct(posts, 0.95))} ms`,
    );
    for (const v of visitors) v.close();
  } finally {
    nginx?.kill('SIGTERM');
    for (const server of servers) server.kill('SIGTERM');
    await Promise.all(servers.map((server) => new Promise((r) => server.once('exit', r))));
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
for (const driver of drivers) await run(driver);
process.exit(0);
