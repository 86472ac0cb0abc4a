#!/usr/bin/env node
/**
 * The server's own work per chat message, counted in CPU instructions (issue 49): repeatable where milliseconds are
 * not. The built server runs under valgrind's callgrind with counting off; a new owner, an agent with a price list and
 * a warm-up are made through the API; then counting is switched on for a fixed number of messages of one kind, one
 * after the other, and off again. The count covers every thread of the server (its pool, the garbage collector), not
 * PostgreSQL's processes. What the server does on its own meanwhile (timers, the job queue's polling) is counted over an
 * idle period twice as long and taken off, and both figures are printed: runs of one tree differ by about a tenth.
 *
 *   npm run build && node bench/turn-instructions.mjs            # PostgreSQL (BENCH_PG_URL, a database of its own)
 *   node bench/turn-instructions.mjs --pglite                     # the embedded database, counted in the process
 *   BENCH_MESSAGES=40 BENCH_WARMUP=30 node bench/turn-instructions.mjs
 *
 * Kinds: 'link pubblico' (a visitor's conversation continued, every message with its client id, as the page sends it)
 * and 'chat di prova' (the owner's test chat). Valgrind makes the server ~100 times slower: a run takes minutes.
 * Instructions are not milliseconds: compare trees with this bench, and read milliseconds from chat-public.mjs.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startBuiltServer } from './support/built-server.mjs';
import { ownerWithShopAgent } from './support/owner-client.mjs';
import { takeSwitch } from './support/cli-args.mjs';

const args = process.argv.slice(2);
const onPglite = takeSwitch(args, '--pglite');
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 40);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 300);
const PORT = Number(process.env.BENCH_PORT ?? 3923);
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// The server listens on HOST=127.0.0.1 (support/built-server.mjs), which valgrind's gdbserver also reads for its pipes' names.
const VGDB_ENV = { LOGNAME: 'bench', HOST: '127.0.0.1' };
/** How callgrind_control is run: with the server's user and host names. */
/** @type {import('node:child_process').ExecFileSyncOptions} */
const control = { stdio: process.env.BENCH_DEBUG ? 'inherit' : 'ignore', env: { ...process.env, ...VGDB_ENV } };
const QUESTIONS = ['Quanto costa il caffè in grani?', 'E il tè verde?', 'Avete altri prodotti?', 'Quali sono i prezzi?'];

if (spawnSync('valgrind', ['--version']).status !== 0) {
  console.error('valgrind is needed (Debian: apt-get install valgrind)');
  process.exit(2);
}
if (!existsSync(new URL('../apps/server/dist/main.js', import.meta.url))) {
  console.error('build first: npm run build');
  process.exit(2);
}

const outDir = path.join(os.tmpdir(), `turn-instructions-${process.pid}`);
const database = onPglite ? null : await createDatabase();
const server = await startBuiltServer({
  port: PORT,
  prefix: 'agenti-instructions-',
  launcher: ['valgrind', '--tool=callgrind', '--instr-atstart=no', '--smc-check=all-non-file', `--callgrind-out-file=${outDir}.%p`],
  // valgrind's gdbserver names its pipes after the user and host it reads from these: callgrind_control must agree.
  env: { ...VGDB_ENV, ...(database ? { DATABASE_URL: database.url } : {}) },
});
try {
  const { api, cookie, agent } = await ownerWithShopAgent(server.base, server.log, 'instructions');
  await waitProcessed(api, agent.id);
  const visitorId = randomUUID();
  let conversationId;
  const kinds = {
    'link pubblico': async (text) => {
      const body = { text, visitorId, clientMessageId: randomUUID(), ...(conversationId ? { conversationId } : {}) };
      const start = await send(`/api/public/agents/${agent.id}/messages`, body);
      conversationId ??= start.conversationId;
    },
    'chat di prova': (() => {
      let own;
      return async (text) => {
        const body = { text, clientMessageId: randomUUID(), ...(own ? { conversationId: own } : {}) };
        const start = await send(`/api/agents/${agent.id}/chat/messages`, body, cookie());
        own ??= start.conversationId;
      };
    })(),
  };
  for (const run of Object.values(kinds)) for (let i = 0; i < WARMUP; i += 1) await run(QUESTIONS[i % QUESTIONS.length]);

  console.log(
    `Server instructions per message (callgrind), ${onPglite ? 'PGlite (database in the process)' : 'PostgreSQL'}, ${MESSAGES} messages per kind after ${WARMUP} of warm-up`,
  );
  console.log('kind            | raw per message | idle per second | per message, idle taken off | wall per message (under valgrind)');
  for (const [name, run] of Object.entries(kinds)) {
    const counted = await count(async () => {
      for (let i = 0; i < MESSAGES; i += 1) await run(QUESTIONS[i % QUESTIONS.length]);
    });
    // Twice as long as the messages took, for a steadier rate.
    const idle = await count(() => new Promise((resolve) => setTimeout(resolve, 2 * counted.ms)));
    const idlePerSecond = idle.instructions / (idle.ms / 1000);
    const own = (counted.instructions - idlePerSecond * (counted.ms / 1000)) / MESSAGES;
    console.log(
      `${name.padEnd(15)} | ${millions(counted.instructions / MESSAGES).padStart(15)} | ${millions(idlePerSecond).padStart(15)} | ${millions(own).padStart(27)} | ${(counted.ms / MESSAGES).toFixed(0)} ms`,
    );
  }
} finally {
  server.stop();
  // BENCH_KEEP_DUMPS=1 keeps the dumps, to read with callgrind_annotate.
  const dumped = process.env.BENCH_KEEP_DUMPS ? [] : readdirSync(path.dirname(outDir)).filter((f) => f.startsWith(path.basename(outDir)));
  for (const file of dumped) {
    rmSync(path.join(path.dirname(outDir), file), { force: true });
  }
  await database?.drop();
}

/** Counts the server's instructions while `work` runs: zeroed, switched on, dumped, switched off. */
async function count(work) {
  execFileSync('callgrind_control', ['--zero', String(server.pid)], control);
  execFileSync('callgrind_control', ['--instr=on', String(server.pid)], control);
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  const before = dumps();
  execFileSync('callgrind_control', ['--dump', String(server.pid)], control);
  execFileSync('callgrind_control', ['--instr=off', String(server.pid)], control);
  // The dump is written when the server next runs, a moment later.
  let file;
  for (let i = 0; i < 600 && !file; i += 1) {
    file = dumps().find((f) => !before.includes(f));
    if (!file) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!file) throw new Error('callgrind wrote no dump');
  await new Promise((resolve) => setTimeout(resolve, 500));
  const totals = /^(?:summary|totals):\s+(\d+)/m.exec(readFileSync(file, 'utf8'));
  if (!totals) throw new Error(`no totals in ${file}`);
  return { instructions: Number(totals[1]), ms };
}

function dumps() {
  const dir = path.dirname(outDir);
  return readdirSync(dir)
    .filter((f) => f.startsWith(`${path.basename(outDir)}.${server.pid}`))
    .map((f) => path.join(dir, f));
}

/** A chat message, its answer read to the end; resolves to the stream's start event. */
async function send(url, body, cookie = '') {
  const res = await fetch(server.base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok || !text.includes('"done"')) throw new Error(`${url}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text.split('\n')[0]);
}

async function waitProcessed(api, agentId) {
  for (;;) {
    const { documents } = await api('GET', `/api/agents/${agentId}/documents`);
    if (documents.every((d) => d.status === 'processed')) return;
    if (documents.some((d) => d.status === 'error')) throw new Error('the price list was not processed');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function createDatabase() {
  const name = `agenti_instructions_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: PG_ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

function millions(n) {
  return `${(n / 1e6).toFixed(2)} M`;
}
