#!/usr/bin/env node
/**
 * The public API under load (issue 14): 20 concurrent API clients, each with its own token, ask an agent through
 * POST /api/v1/agents/:id/chat with `stream: true` and read the Server-Sent Events, for a bounded time, against the
 * offline responder on PostgreSQL. Prints first-token and full-answer p50/p95, answers per second and errors
 * (aim: p95 first token ≤ 150 ms, zero errors), and the widget loader's size gzipped (aim ≤ 10 KB).
 *
 *   npm run build && node --import tsx bench/api-chat.mjs
 *   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_SECONDS=20 node --import tsx bench/api-chat.mjs
 *
 * The data (account on Avanzato, agent with 200 indexed chunks, 20 tokens) is seeded in this process; the real server
 * runs as a child process (apps/server/src/main.ts). Per-token rate limits are disabled for the run: 20 clients back
 * to back would pass 30 chats a minute per token within seconds, which is the limit's job, not what is measured.
 * Two runs: back to back (saturation: latency is queueing) and clients that pause 1-3 s between questions.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 3927);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CHUNKS = 200;
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const { openDatabase } = await import('../apps/server/src/db/client.ts');
const { runMigrations } = await import('../apps/server/src/db/migrate.ts');
const { createAccountWithOwner, createAgent } = await import('../apps/server/src/test/factories.ts');
const { agentDocuments, documentChunks } = await import('../apps/server/src/db/schema/documents.ts');
const { apiTokens } = await import('../apps/server/src/db/schema/integrations.ts');
const { hashTokenValue, newTokenValue, displayPrefix } = await import('../apps/server/src/features/integrations/api-token-value.ts');

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

async function seed(databaseUrl) {
  const database = await openDatabase({ databaseUrl });
  await runMigrations(database);
  const db = database.db;
  const owner = await createAccountWithOwner(db, { plan: 'avanzato', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
  const agent = await createAgent(db, { accountId: owner.accountId, userId: owner.id, name: 'Assistente API' });
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
  await db.insert(documentChunks).values(
    Array.from({ length: CHUNKS }, (_, i) => {
      const topic = TOPICS[i % TOPICS.length];
      const text =
        `Sezione ${i + 1} (${topic}). Per quanto riguarda ${topic}, il negozio applica regole precise: il cliente può chiedere ` +
        `informazioni al banco, i tempi dipendono dal prodotto, la richiesta va fatta con lo scontrino o l'ordine ${1000 + i}. `.repeat(4);
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
    }),
  );
  await db.execute(sql`update document_chunks set tsv = to_tsvector('italian', f_unaccent(text)) where document_id = ${documentId}`);
  const tokens = Array.from({ length: CLIENTS }, () => newTokenValue());
  await db.insert(apiTokens).values(
    tokens.map((value, i) => ({
      id: randomUUID(),
      accountId: owner.accountId,
      userId: owner.id,
      name: `bench ${i + 1}`,
      scope: /** @type {const} */ ('chat'),
      tokenHash: hashTokenValue(value),
      prefix: displayPrefix(value),
    })),
  );
  await database.close();
  return { agentId: agent.id, tokens };
}

function startServer(dataDir, databaseUrl) {
  return spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_DISABLED: 'true',
      DATABASE_URL: databaseUrl,
      LLM_BASE_URL: '',
      LLM_API_KEY: '',
      APP_URL: `http://127.0.0.1:${PORT}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
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

/** One question over SSE: ms to the first `delta` event and to the `done` event. */
async function ask(agentId, token, message) {
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${PORT}/api/v1/agents/${agentId}/chat`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ message, stream: true }),
  });
  if (!res.ok) throw new Error(`HTTP ${res.status}: ${await res.text()}`);
  const reader = /** @type {NonNullable<typeof res.body>} */ (res.body).pipeThrough(new TextDecoderStream()).getReader();
  let first = null;
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    if (first === null && buffer.includes('event: delta')) first = performance.now() - started;
    if (buffer.includes('event: error')) throw new Error(`answer failed: ${buffer.slice(-300)}`);
  }
  if (!buffer.includes('event: done') || first === null) throw new Error('stream ended without an answer');
  return { firstToken: first, full: performance.now() - started };
}

const pct = (values, p) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function run({ agentId, tokens }, seconds, thinkMs) {
  const results = [];
  const errors = [];
  const deadline = performance.now() + seconds * 1000;
  const t0 = performance.now();
  await Promise.all(
    tokens.map(async (token, c) => {
      for (let i = 0; performance.now() < deadline; i++) {
        if (thinkMs[1] > 0) await new Promise((r) => setTimeout(r, thinkMs[0] + Math.random() * (thinkMs[1] - thinkMs[0])));
        try {
          results.push(await ask(agentId, token, QUESTIONS[(c + i) % QUESTIONS.length]));
        } catch (error) {
          errors.push(String(/** @type {Error} */ (error).message ?? error));
        }
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  return {
    answers: results.length,
    perSecond: results.length / elapsed,
    first: [
      pct(
        results.map((r) => r.firstToken),
        50,
      ),
      pct(
        results.map((r) => r.firstToken),
        95,
      ),
    ],
    full: [
      pct(
        results.map((r) => r.full),
        50,
      ),
      pct(
        results.map((r) => r.full),
        95,
      ),
    ],
    errors,
  };
}

function loaderSize() {
  const file = path.join(ROOT, 'apps/web/dist/widget.js');
  try {
    const data = readFileSync(file);
    return `${(data.length / 1024).toFixed(2)} KB, ${(gzipSync(data, { level: 9 }).length / 1024).toFixed(2)} KB gzip`;
  } catch {
    return 'not built (npm run build)';
  }
}

const name = `bench_api_${process.pid}`;
const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${name}`);
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(PG_ADMIN_URL);
url.pathname = `/${name}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
let server;
try {
  const seeded = await seed(url.toString());
  server = startServer(dataDir, url.toString());
  await waitFor(`http://127.0.0.1:${PORT}/api/health`);
  await run({ ...seeded, tokens: seeded.tokens.slice(0, 1) }, 2, [0, 0]); // warm-up, not reported
  console.log(
    `\n/api/v1 chat over SSE, offline responder, PostgreSQL, ${CHUNKS} chunks, ${CLIENTS} clients, ${SECONDS} s per run (${os.cpus().length} CPU)`,
  );
  console.log('pace                        | answers | ans/s | first token p50 / p95 (ms) | full answer p50 / p95 (ms) | errors');
  for (const [pace, think] of /** @type {[string, number[]][]} */ ([
    ['back to back (saturation)', [0, 0]],
    ['pause 1-3 s between asks', [1000, 3000]],
  ])) {
    const r = await run(seeded, SECONDS, think);
    console.log(
      `${pace.padEnd(27)} | ${String(r.answers).padStart(7)} | ${r.perSecond.toFixed(1).padStart(5)} | ${r.first
        .map((x) => x.toFixed(1))
        .join(' / ')
        .padStart(26)} | ${r.full
        .map((x) => x.toFixed(1))
        .join(' / ')
        .padStart(26)} | ${r.errors.length}`,
    );
    for (const error of [...new Set(r.errors)].slice(0, 3)) console.log(`  error: ${error}`);
  }
  console.log(`widget loader (apps/web/dist/widget.js): ${loaderSize()}`);
} finally {
  if (server) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  rmSync(dataDir, { recursive: true, force: true });
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
