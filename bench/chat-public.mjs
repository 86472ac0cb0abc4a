#!/usr/bin/env node
/**
 * Public chat with the offline responder: time to first token and to the full answer, p50/p95, at 1 and
 * at 20 concurrent visitors, on an agent with 200 document chunks (issue 5 figures). Aim: p95 first token
 * under 150 ms at 20 visitors.
 *
 *   node --import tsx bench/chat-public.mjs                 # PGlite and PostgreSQL
 *   node --import tsx bench/chat-public.mjs pglite          # one of them
 *   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_MESSAGES=300 node --import tsx bench/chat-public.mjs postgres
 *
 * The data dir is seeded in this process (account on Avanzato, agent, one document of 200 indexed chunks),
 * then the real product server runs as a child process (apps/server/src/main.ts) and visitors talk to it over
 * HTTP exactly like browsers: POST /api/public/agents/:id/messages, reading the NDJSON stream.
 * Rate limits are disabled for the run (they would stop 20 visitors from one address, which is their job).
 * Three runs per driver: 1 visitor back to back; 20 visitors back to back (no pause at all: the server is
 * saturated, so latency is queueing, W = visitors / throughput); 20 visitors who read for 1-3 s between
 * messages, like people in a chat.
 *
 * Where the first token waits is printed after each driver (issue 15: profile before changing anything): a probe
 * preloaded into the server (bench/chat-public-probe.mjs) times each request's connection and read, PGlite's
 * synchronous work, garbage collections and event-loop stalls. BENCH_DUMP=/tmp/x writes each level's raw figures
 * to /tmp/x-<driver>-<level>.json; BENCH_PGLITE_NO_YIELD=1 runs PGlite as before ADR 0079 (A/B in one tree).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 3917);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 200);
const CHUNKS = 200;
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const { openDatabase } = await import('../apps/server/src/db/client.ts');
const { runMigrations } = await import('../apps/server/src/db/migrate.ts');
const { createAccountWithOwner, createAgent } = await import('../apps/server/src/test/factories.ts');
const { agentDocuments, documentChunks } = await import('../apps/server/src/db/schema/documents.ts');

const TOPICS = ['resi', 'spedizioni', 'garanzia', 'pagamenti', 'orari', 'fatture', 'sconti', 'assistenza', 'ricambi', 'consegne'];
const QUESTIONS = [
  'Entro quanti giorni posso fare un reso?',
  'Quanto costa la spedizione in Sicilia?',
  'Quanto dura la garanzia del trapano?',
  'Posso pagare con bonifico?',
  'Quali sono gli orari del negozio il sabato?',
  'Come ricevo la fattura elettronica?',
  'Ci sono sconti per le aziende?',
  "Come contatto l'assistenza tecnica?",
  'Avete ricambi per tosaerba?',
  'Consegnate al piano?',
];

async function seed(dataDir, databaseUrl) {
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: path.join(dataDir, 'pglite') });
  await runMigrations(database);
  const db = database.db;
  const owner = await createAccountWithOwner(db, { plan: 'avanzato', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
  const agent = await createAgent(db, { accountId: owner.accountId, userId: owner.id, name: 'Assistente Bench' });
  const documentId = randomUUID();
  await db.insert(agentDocuments).values({
    id: documentId,
    accountId: owner.accountId,
    agentId: agent.id,
    fileName: 'manuale-negozio.pdf',
    filePath: 'bench/manuale.pdf',
    fileType: 'application/pdf',
    sizeBytes: 1,
    status: 'processed',
    pageCount: CHUNKS,
    processedAt: new Date(),
  });
  const rows = Array.from({ length: CHUNKS }, (_, i) => {
    const topic = TOPICS[i % TOPICS.length];
    const text =
      `Sezione ${i + 1} (${topic}). ` +
      `Per quanto riguarda ${topic}, il negozio applica regole precise: il cliente può chiedere informazioni ` +
      `al banco, i tempi dipendono dal prodotto e dal periodo dell'anno, la richiesta va fatta con lo scontrino o il numero d'ordine ${1000 + i}. `.repeat(
        4,
      );
    return {
      id: randomUUID(),
      accountId: owner.accountId,
      agentId: agent.id,
      documentId,
      ordinal: i,
      text,
      page: i + 1,
      startOffset: i * 1000,
      endOffset: i * 1000 + text.length,
    };
  });
  await db.insert(documentChunks).values(rows);
  await db.execute(sql`update document_chunks set tsv = to_tsvector('italian', f_unaccent(text)) where document_id = ${documentId}`);
  await database.close();
  return agent.id;
}

function startServer(dataDir, databaseUrl) {
  // BENCH_SERVER_ARGS: extra node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it.
  const nodeArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
  const probe = path.join(ROOT, 'bench/chat-public-probe.mjs');
  /** @typedef {import('node:child_process').ChildProcess & { probe: (message: string) => Promise<any>, turnTimings: any[] }} ProbedChild */
  const child = /** @type {ProbedChild} */ (
    spawn(process.execPath, [...nodeArgs, '--import', 'tsx', '--import', probe, path.join(ROOT, 'apps/server/src/main.ts')], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        // Debug: each chat turn logs its timings (run-chat-turn.ts), read below for the breakdown.
        LOG_LEVEL: 'debug',
        RATE_LIMIT_DISABLED: 'true',
        DATABASE_URL: databaseUrl ?? '',
        LLM_BASE_URL: '',
        LLM_API_KEY: '',
        APP_URL: `http://127.0.0.1:${PORT}`,
      },
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    })
  );
  child.probe = (message) =>
    new Promise((resolve) => {
      child.once('message', resolve);
      child.send(message);
    });
  child.turnTimings = [];
  let pending = '';
  /** @type {import('node:stream').Readable} */ (child.stdout).setEncoding('utf8').on('data', (text) => {
    pending += text;
    const lines = pending.split('\n');
    pending = /** @type {string} */ (lines.pop());
    for (const line of lines) {
      if (line.includes('"chatTurn"')) child.turnTimings.push(JSON.parse(line).chatTurn);
      else if (/"level":(40|50|60)/.test(line)) process.stderr.write(`${line}\n`);
    }
  });
  return child;
}

async function waitFor(url, ms = 60_000) {
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

/** One message: ms to the first answer token and to the end of the stream; `id` names it to the server's probe. */
async function ask(agentId, visitorId, text) {
  const id = randomUUID();
  const at = performance.timeOrigin + performance.now();
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${PORT}/api/public/agents/${agentId}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-bench-request': id },
    // With its client id, as the web chat's page sends every message (ADR 0162).
    body: JSON.stringify({ text, visitorId, clientMessageId: id }),
  });
  if (!res.ok) throw new Error(`HTTP ${res.status}: ${await res.text()}`);
  const reader = /** @type {NonNullable<typeof res.body>} */ (res.body).pipeThrough(new TextDecoderStream()).getReader();
  let first = null;
  let start = null;
  let buffer = '';
  let done = false;
  for (;;) {
    const { value, done: end } = await reader.read();
    if (end) break;
    buffer += value;
    // The start event (the conversation, the visitor's message) leaves before the answer is decided (issue 49).
    if (start === null && buffer.includes('"type":"start"')) start = performance.now() - started;
    if (first === null && buffer.includes('"type":"delta"')) first = performance.now() - started;
    if (buffer.includes('"type":"done"')) done = true;
    if (buffer.includes('"type":"error"')) throw new Error(`answer failed: ${buffer}`);
  }
  if (!done || first === null) throw new Error('stream ended without an answer');
  return { id, at, start: start ?? first, firstToken: first, full: performance.now() - started };
}

const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** `thinkMs`: a visitor's pause between an answer and their next message ([min, max], uniform); 0 = back to back. */
async function level(agentId, visitors, thinkMs = [0, 0]) {
  const perVisitor = Math.ceil(MESSAGES / visitors);
  const results = [];
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: visitors }, async (_, v) => {
      const visitorId = randomUUID();
      for (let i = 0; i < perVisitor; i++) {
        // Visitors do not all arrive in the same millisecond.
        if (thinkMs[1] > 0) await new Promise((r) => setTimeout(r, thinkMs[0] + Math.random() * (thinkMs[1] - thinkMs[0])));
        results.push(await ask(agentId, visitorId, QUESTIONS[(v + i) % QUESTIONS.length]));
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const f = results.map((r) => r.firstToken);
  const a = results.map((r) => r.full);
  if (process.env.BENCH_DEBUG)
    console.log(visitors, [10, 25, 50, 75, 90, 95, 99, 100].map((p) => `p${p}=${pct(f, p).toFixed(0)}`).join(' '));
  return {
    visitors,
    messages: results.length,
    perSecond: results.length / seconds,
    ttft: [pct(f, 50), pct(f, 95)],
    start: [
      pct(
        results.map((r) => r.start),
        50,
      ),
      pct(
        results.map((r) => r.start),
        95,
      ),
    ],
    full: [pct(a, 50), pct(a, 95)],
    results,
  };
}

async function withPostgresDatabase(run) {
  // BENCH_DB_PREFIX: a prefix for the throwaway database (a shared server may ask each user for one).
  const name = `${process.env.BENCH_DB_PREFIX ?? ''}bench_chat_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function runDriver(driver, databaseUrl) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-chat-'));
  let server;
  try {
    const agentId = await seed(dataDir, databaseUrl);
    server = startServer(dataDir, databaseUrl);
    await waitFor(`http://127.0.0.1:${PORT}/api/health`);
    await level(agentId, 1); // warm-up (JIT, caches), not reported
    console.log(
      `\nPublic chat, offline responder, ${driver}, agent with ${CHUNKS} chunks, ${MESSAGES} messages per level (${os.cpus().length} CPU)`,
    );
    console.log('visitors | pace                       | msg/s | first token p50 / p95 (ms) | full answer p50 / p95 (ms)');
    const breakdowns = [];
    for (const [visitors, think, pace] of /** @type {[number, number[], string][]} */ ([
      [1, [0, 0], 'back to back'],
      [20, [0, 0], 'back to back (saturation)'],
      [20, [1000, 3000], 'reading 1-3 s between msgs'],
    ])) {
      server.turnTimings.length = 0;
      await server.probe('probe:reset');
      const r = await level(agentId, visitors, think);
      const probe = await server.probe('probe:report');
      if (process.env.BENCH_DUMP) {
        const file = `${process.env.BENCH_DUMP}-${driver}-${visitors}-${pace.split(' ')[0]}.json`;
        writeFileSync(file, JSON.stringify({ results: r.results, turns: server.turnTimings, probe }));
      }
      breakdowns.push([`${visitors} ${pace}`, [...server.turnTimings], r.results, probe]);
      console.log(
        `${String(r.visitors).padStart(8)} | ${pace.padEnd(26)} | ${r.perSecond.toFixed(1).padStart(5)} | ${r.ttft
          .map((x) => x.toFixed(1))
          .join(' / ')
          .padStart(26)} | ${r.full
          .map((x) => x.toFixed(1))
          .join(' / ')
          .padStart(26)} | start event ${r.start.map((x) => x.toFixed(1)).join(' / ')}`,
      );
    }
    printBreakdown(breakdowns);
  } finally {
    if (server) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Where the time to first token goes, from the server's own timings of each turn (ms since the request arrived,
 * p50 / p95): handler = agent loaded and body read; reserved = the turn's transaction (account lock, plan, monthly
 * count, rows) done; model = model settings read; firstToken = first delta written; context = documents and
 * memory searched; stored = answer composed and saved. The client's first token minus `firstToken` is time
 * spent before the server read the request (queueing in the socket and the event loop).
 */
function printBreakdown(breakdowns) {
  const steps = ['handler', 'reserved', 'model', 'firstToken', 'context', 'stored'];
  console.log(`server side, ms since the request arrived, p50 / p95: ${steps.join(' | ')}`);
  for (const [label, turns] of breakdowns) {
    if (turns.length === 0) continue;
    const cells = steps.map((step) => {
      const values = turns.map((t) => t[step]).filter((v) => v !== undefined);
      return values.length ? `${pct(values, 50).toFixed(1)} / ${pct(values, 95).toFixed(1)}` : '-';
    });
    console.log(`  ${label.padEnd(36)} ${cells.join(' | ')}`);
  }
  printWaits(breakdowns);
}

/**
 * Where a message's first token waits, from the client's clock and the server's probe (one clock): until the server
 * accepts its connection (only messages that opened one), from then until the server has read the request, and
 * from then until the first token reaches the client (the turn, including its wait for the database). The same for
 * the slowest 5% alone says what the tail waits for. Then what the server's process spent its CPU on.
 */
function printWaits(breakdowns) {
  console.log('where the first token waits, ms p50 / p95 (mean of the slowest 5%): connection accepted | request read | first token');
  for (const [label, , results, probe] of breakdowns) {
    const parts = results.flatMap((r) => {
      const server = probe.requests[r.id];
      if (!server) return [];
      const accepted = server.accepted ?? r.at;
      const accept = Math.max(0, accepted - r.at);
      const read = Math.max(0, server.read - Math.max(r.at, accepted));
      return [{ ttft: r.firstToken, accept, read, turn: r.at + r.firstToken - server.read, opened: accepted > r.at }];
    });
    const slowest = [...parts].sort((a, b) => b.ttft - a.ttft).slice(0, Math.max(1, Math.ceil(parts.length / 20)));
    const mean = (rows, key) => rows.reduce((sum, row) => sum + row[key], 0) / rows.length;
    const cells = ['accept', 'read', 'turn'].map(
      (key) =>
        `${pct(
          parts.map((p) => p[key]),
          50,
        ).toFixed(1)} / ${pct(
          parts.map((p) => p[key]),
          95,
        ).toFixed(1)} (${mean(slowest, key).toFixed(0)})`,
    );
    const opened = parts.filter((p) => p.opened).length;
    console.log(
      `  ${label.padEnd(36)} ${cells.join(' | ')}; ${opened} opened a connection, ${slowest.filter((p) => p.opened).length} of the slowest`,
    );
    console.log(`  ${''.padEnd(36)} ${serverTime(probe, results.length)}`);
  }
}

/** The server's CPU per message, the part PGlite ran synchronously (by who sent the statements), GC, and stalls. */
function serverTime(probe, messages) {
  const owners = { 'chat turns': 0, 'pg-boss': 0, 'sweeps, heartbeat': 0 };
  let owner = 'chat turns';
  for (const s of probe.statements) {
    // Bind/Execute/Describe/Sync belong to the statement parsed before them.
    if (s.sql.length > 1) owner = /pgboss/i.test(s.sql) ? 'pg-boss' : /server_instances/.test(s.sql) ? 'sweeps, heartbeat' : 'chat turns';
    owners[owner] += s.ms;
  }
  const per = (ms) => (ms / messages).toFixed(2);
  const pglite = Object.values(owners).reduce((a, b) => a + b, 0);
  const gc = probe.gcs.reduce((sum, g) => sum + g.ms, 0);
  const longest = probe.stalls.reduce((max, s) => Math.max(max, s.ms), 0);
  const byOwner = Object.entries(owners)
    .map(([name, ms]) => `${name} ${per(ms)}`)
    .join(', ');
  // On PostgreSQL the statements run in its own processes: nothing of theirs is on this loop.
  const database = probe.statements.length
    ? `PGlite ${per(pglite)} (${byOwner}; ${(probe.statements.length / messages).toFixed(0)} calls/msg)`
    : 'database work off this process';
  return `server CPU ${per(probe.cpuMs)} ms/msg: ${database}, GC ${per(gc)}; loop held >20 ms ${probe.stalls.length}× (longest ${longest.toFixed(0)} ms)`;
}

const which = process.argv[2];
if (!which || which === 'pglite') await runDriver('PGlite');
if (!which || which === 'postgres') await withPostgresDatabase((url) => runDriver('PostgreSQL', url));
