#!/usr/bin/env node
/**
 * Analytics at scale (issue 13): 1,000,000 messages over 90 days across 50 agents of one account, on PostgreSQL.
 * Prints p50/p95 of each analytics query (the general view over 7, 30 and 90 days, and one agent over 30 days)
 * with the rows its scans read and the buffers it touched (EXPLAIN ANALYZE: figures a loaded machine does not change),
 * of the whole page, of the conversation list with each filter, and a 100,000-row CSV export (time and peak RSS
 * above idle). Aims: every page query p95 ≤ 150 ms; export memory ≤ 100 MB above idle.
 *
 *   node --import tsx bench/analytics.mjs
 *   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_RUNS=20 node --import tsx bench/analytics.mjs
 *   BENCH_KEEP_DB=agenti_bench_analytics node --import tsx bench/analytics.mjs   # seed once, keep, reuse
 *
 * The data is seeded with set-based SQL (generate_series), through the same migrations as the product; the
 * service functions are called in this process, as the routes call them.
 */
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';

const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const MESSAGES = Number(process.env.BENCH_ANALYTICS_MESSAGES ?? 1_000_000);
const AGENTS = 50;
const TURNS = 3;
const KEEP = process.env.BENCH_KEEP_DB;

const { openDatabase } = await import('../apps/server/src/db/client.ts');
const { runMigrations } = await import('../apps/server/src/db/migrate.ts');
const { createAccountWithOwner, createAgent } = await import('../apps/server/src/test/factories.ts');
const { getAnalytics, analyticsQueries } = await import('../apps/server/src/features/analytics/get-analytics.ts');
const { requireAnalyticsScope, resolveRange } = await import('../apps/server/src/features/analytics/analytics-scope.ts');
const { exportConversations } = await import('../apps/server/src/features/conversations/export-conversations.ts');
const { listConversations } = await import('../apps/server/src/features/conversations/list-conversations.ts');
const { unsafeRollUpAnalytics } = await import('../apps/server/src/features/analytics-rollups/roll-up-analytics.ts');

const TOPICS = ['reso', 'spedizione', 'garanzia', 'pagamento', 'orari', 'fattura', 'sconto', 'assistenza', 'ricambi', 'consegna'];
const FORMS = [
  (t) => `Come funziona ${t}?`,
  (t) => `Quanto costa ${t} per un cliente in Sicilia?`,
  (t) => `Potete spiegarmi le regole su ${t} per le aziende?`,
  (t) => `Entro quanti giorni è possibile chiedere ${t}?`,
  (t) => `Chi devo contattare per ${t} il sabato?`,
  (t) => `Ci sono eccezioni su ${t} durante i saldi?`,
  (t) => `Serve lo scontrino per ${t}?`,
  (t) => `Posso gestire ${t} online dal mio account?`,
];
const PRODUCTS = ['trapano', 'tosaerba', 'frigorifero', 'bicicletta', 'divano', 'stampante', 'caldaia', 'lavatrice'];
const QUESTIONS = TOPICS.flatMap((t) => FORMS.flatMap((f) => PRODUCTS.map((p) => `${f(t)} Riguarda il ${p}.`)));

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => `${value.toFixed(1).padStart(7)} ms`;

/** Rows the statement's scans return and the buffers it touches (one EXPLAIN ANALYZE): load-independent figures. */
let lastRowsRead = 0;
async function readCost(query) {
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  const { rows } = /** @type {{ rows: any[] }} */ (await database.sql.query(`explain (analyze, buffers, format json) ${text}`, params));
  const plan = rows[0]['QUERY PLAN'][0].Plan;
  // Rows read from tables and indexes: a bitmap index scan's rows are read again by its heap scan, and a CTE or
  // subquery scan re-reads rows its own scans already counted (before 2026-11-25 both were counted twice).
  const rereads = new Set(['Bitmap Index Scan', 'CTE Scan', 'Subquery Scan', 'Function Scan']);
  const scanned = (node) =>
    (node['Node Type'].includes('Scan') && !rereads.has(node['Node Type']) ? (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1) : 0) +
    (node.Plans ?? []).reduce((sum, child) => sum + scanned(child), 0);
  lastRowsRead = scanned(plan);
  return `${lastRowsRead.toLocaleString('en').padStart(9)} rows, ${((plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0)).toLocaleString('en').padStart(7)} buffers`;
}

async function time(label, run, runs = RUNS, cost = '') {
  await run(); // warm: plans and pages in cache
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const p95 = percentile(samples, 95);
  console.log(`  ${label.padEnd(44)} p50 ${ms(percentile(samples, 50))}  p95 ${ms(p95)}  ${cost}${p95 > 150 ? '   over 150 ms' : ''}`);
  return p95;
}

async function seed(database) {
  const db = database.db;
  const owner = await createAccountWithOwner(db, { plan: 'avanzato', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
  const agentIds = [];
  for (let i = 0; i < AGENTS; i++) {
    agentIds.push((await createAgent(db, { accountId: owner.accountId, userId: owner.id, name: `Agente ${i + 1}` })).id);
  }
  const conversations = Math.round(MESSAGES / (TURNS * 2));
  const started = performance.now();
  const run = (text, values) => database.sql.query(text, values);
  // Ten processed documents per agent; answers cite them, a fifth of the answers cite none (knowledge gaps).
  await run(
    `insert into agent_documents (id, account_id, agent_id, file_name, file_path, file_type, size_bytes, status)
     select a.id || '-d' || n, $1, a.id, 'documento-' || n || '.pdf', 'bench/' || n, 'application/pdf', 1, 'processed'
     from unnest($2::text[]) as a(id), generate_series(1, 10) n`,
    [owner.accountId, agentIds],
  );
  await run(
    `insert into conversations (id, account_id, agent_id, channel, visitor_id, created_at, updated_at)
     select 'c' || g, $1, ($2::text[])[1 + g % $3],
       case when g % 10 < 7 then 'public' else 'test' end,
       case when g % 10 < 7 then 'v' || (hashint(g) % 20000) end,
       t, t + interval '5 minutes'
     from generate_series(1, $4) g,
       lateral (select now() - (hashint(g * 7) % (90 * 86400)) * interval '1 second' as t) s`,
    [owner.accountId, agentIds, AGENTS, conversations],
  );
  await run(
    `insert into messages (id, conversation_id, account_id, agent_id, sender, text, sources, rating, latency_ms, first_token_ms,
       answer_basis, created_at)
     select 'm' || c.n || '-' || turn || '-' || s.sender, c.id, c.account_id, c.agent_id, s.sender,
       case when s.sender = 'user' then ($1::text[])[1 + hashint(c.n * 3 + turn) % $2]
            else 'Ecco cosa dicono i documenti su questo argomento: la regola generale vale per tutti i clienti.' end,
       case when s.sender = 'agent' and gap = false then jsonb_build_array(jsonb_build_object('documentId', doc, 'file', 'documento.pdf', 'page', 1)) end,
       case when s.sender = 'agent' then (case when hashint(c.n + turn) % 10 = 0 then 1 when hashint(c.n + turn) % 30 = 1 then -1 end) end,
       case when s.sender = 'agent' then 400 + hashint(c.n * 5 + turn) % 2000 end,
       case when s.sender = 'agent' then 50 + hashint(c.n * 11 + turn) % 300 end,
       case when s.sender = 'agent' then jsonb_build_object('documents', case when gap then '[]'::jsonb else jsonb_build_array(doc) end, 'memory', false) end,
       c.created_at + turn * interval '1 minute' + case when s.sender = 'agent' then interval '2 seconds' else interval '0' end
     from (select id, account_id, agent_id, created_at, substr(id, 2)::int as n from conversations where account_id = $3) c,
       generate_series(0, $4 - 1) turn,
       lateral (select hashint(c.n * 13 + turn) % 5 = 0 as gap, c.agent_id || '-d' || (1 + hashint(c.n + turn * 17) % 7) as doc) k,
       (values ('user'), ('agent')) s(sender)`,
    [QUESTIONS, QUESTIONS.length, owner.accountId, TURNS],
  );
  await run('analyze');
  console.log(
    `seeded ${conversations} conversations, ${conversations * TURNS * 2} messages in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function openBenchDatabase() {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  const name = KEEP ?? `agenti_bench_analytics_${process.pid}`;
  const exists = Number((await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount) > 0;
  if (!exists) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await database.sql.query(
    'create or replace function hashint(i bigint) returns bigint language sql immutable as $$ select abs(hashtextextended(i::text, 0)) $$',
  );
  await runMigrations(database);
  /** @type {{ rows: { n: number }[] }} */
  const counted = await database.sql.query('select count(*)::int as n from messages');
  const seeded = counted.rows[0].n > 0;
  if (!seeded) await seed(database);
  const drop = async () => {
    await database.close();
    if (KEEP) return;
    const again = new pg.Client({ connectionString: PG_ADMIN_URL });
    await again.connect();
    await again.query(`drop database if exists ${name} with (force)`);
    await again.end();
  };
  return { database, drop };
}

const { database, drop } = await openBenchDatabase();
try {
  const db = database.db;
  /** @type {{ rows: { id: string, account_id: string, email: string }[] }} */
  const owners = await database.sql.query(`select id, account_id, email from users where role = 'owner' limit 1`);
  const owner = owners.rows[0];
  /** @type {import('@app/shared/roles').MemberCaller & { kind: string }} */
  const caller = { kind: 'member', userId: owner.id, accountId: owner.account_id, email: owner.email, role: 'owner' };
  const oneAgent = /** @type {string} */ ((await database.sql.query('select agent_id from conversations limit 1')).rows[0].agent_id);
  /** @type {{ rows: { n: number }[] }} */
  const counts = await database.sql.query('select count(*)::int as n from messages');
  const total = counts.rows[0].n;
  console.log(`PostgreSQL, ${total.toLocaleString('en')} messages, ${AGENTS} agents, ${RUNS} runs each`);
  // The daily job's rollups of every complete day (ADR 0031); the current day stays live.
  const rollStarted = performance.now();
  if (await unsafeRollUpAnalytics(db)) {
    await database.sql.query('analyze');
    console.log(`daily rollups built in ${((performance.now() - rollStarted) / 1000).toFixed(1)} s`);
  }
  const rolled = /** @type {{ rows: { d: string }[] }} */ (
    await database.sql.query(`select to_char(analytics_rolled_until, 'YYYY-MM-DD') as d from accounts where id = $1`, [owner.account_id])
  ).rows[0].d;

  /** @type {[string, { from: string }, string | undefined][]} */
  const ranges = [
    ['all agents, 7 days', { from: daysAgo(6) }, undefined],
    ['all agents, 30 days', { from: daysAgo(29) }, undefined],
    ['all agents, 90 days', { from: daysAgo(89) }, undefined],
    ['one agent, 30 days', { from: daysAgo(29) }, oneAgent],
  ];
  // The aim is per query (issue 13); the whole page runs its 12 queries at once, so it is printed apart.
  let worst = 0;
  let worstPage = 0;
  for (const [label, range, agentId] of ranges) {
    console.log(`${label}:`);
    const input = { ...range, to: daysAgo(0), agentId };
    const scope = await requireAnalyticsScope(db, caller, agentId);
    const { from, to } = resolveRange(input);
    let rowsRead = 0;
    for (const [name, query] of Object.entries(analyticsQueries(scope, from, to, rolled))) {
      worst = Math.max(worst, await time(name, () => db.execute(query), RUNS, await readCost(query)));
      rowsRead += lastRowsRead;
    }
    console.log(
      `  ${Object.keys(analyticsQueries(scope, from, to, rolled)).length} queries per page, ${rowsRead.toLocaleString('en')} rows read`,
    );
    worstPage = Math.max(worstPage, await time('whole page (GET /api/analytics)', () => getAnalytics(db, { caller, input })));
  }

  console.log('conversation list (30 days, all agents):');
  const list = (filters) => listConversations(db, { caller, input: { from: daysAgo(29), to: daysAgo(0), ...filters } });
  worst = Math.max(worst, await time('no filter', () => list({})));
  worst = Math.max(worst, await time('public chat, rated down', () => list({ channel: 'public', rating: 'negative' })));
  worst = Math.max(worst, await time('with a knowledge gap', () => list({ gap: true })));
  worst = Math.max(worst, await time("text search 'garanzia tosaerba'", () => list({ q: 'garanzia tosaerba' })));
  worst = Math.max(worst, await time('one agent, text search', () => list({ agentId: oneAgent, q: 'spedizioni' })));

  // An export of about 100,000 messages: the days that hold them, measured by RSS sampled every 10 ms.
  const perDay = total / 90;
  const exportDays = Math.max(1, Math.round(100_000 / perDay));
  global.gc?.();
  const idle = process.memoryUsage().rss;
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const started = performance.now();
  const { body } = await exportConversations(db, { caller, input: { from: daysAgo(exportDays - 1), to: daysAgo(0), format: 'csv' } });
  let rows = -1;
  let bytes = 0;
  await pipeline(
    Readable.from(body),
    new Writable({
      write(chunk, _encoding, done) {
        bytes += chunk.length;
        rows += chunk.toString().split('\r\n').length - 1;
        done();
      },
    }),
  );
  clearInterval(sampler);
  const mb = (peak - idle) / 1024 / 1024;
  console.log(
    `CSV export: ${rows.toLocaleString('en')} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${((performance.now() - started) / 1000).toFixed(2)} s, ` +
      `peak RSS ${mb.toFixed(1)} MB above idle (aim ≤ 100 MB)`,
  );
  console.log(`worst p95 of a page query: ${worst.toFixed(1)} ms (aim ≤ 150 ms)`);
  console.log(`worst p95 of a whole page (its queries run together): ${worstPage.toFixed(1)} ms`);
} finally {
  await drop();
}

function daysAgo(days) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date(Date.now() - days * 86_400_000));
}
