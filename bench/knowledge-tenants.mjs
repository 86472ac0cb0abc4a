#!/usr/bin/env node
/**
 * Search across many tenants (issue 28): ACCOUNTS accounts, AGENTS agents of CHUNKS chunks each (5 documents an agent),
 * SEARCHERS concurrent searchers each picking a random agent and asking one of the Italian set's questions through
 * POST /api/agents/:id/retrieval-test as that agent's owner, for SECONDS seconds. Prints p50 / p95 / max and the
 * server's RSS at start and end. The server holds nothing of an agent between searches (ADR 0147), so its memory must
 * not grow with the number of agents searched.
 *
 *   node --import tsx bench/knowledge-tenants.mjs [--postgres] [--accounts 50] [--agents 400] [--chunks 5000]
 *        [--searchers 20] [--seconds 30] [--keep FILE | --reuse FILE]
 *
 * --keep FILE keeps the seeded database (or PGlite folder) and writes in FILE what --reuse FILE needs to run the
 * searches again on it without seeding.
 *
 * Seeding goes straight to the database (processing two million chunks through uploads would take hours here): each
 * chunk is a paragraph of the set with a distinct product code, its text vector as the product stores it (the
 * paragraph's computed once by search/chunk-vectors.ts, the code's "Scheda N, codice prodotto AX…" written out and
 * prepended), and the term statistics counted in SQL the way search/term-statistics.ts counts them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchDatabase, percentile, rssOf, startProduct } from './knowledge-harness.mjs';
import { resolveEvalFolder } from './eval-folder.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i < 0 ? fallback : Number(process.argv[i + 1]);
};
const POSTGRES = process.argv.includes('--postgres');
const ACCOUNTS = arg('--accounts', 50);
const AGENTS = arg('--agents', 400);
const CHUNKS = arg('--chunks', 5000);
const SEARCHERS = arg('--searchers', 20);
const SECONDS = arg('--seconds', 30);
const DOCUMENTS_PER_AGENT = 5;
const fileArg = (name) => {
  const i = process.argv.indexOf(name);
  return i < 0 ? '' : process.argv[i + 1];
};
const KEEP = fileArg('--keep');
const REUSE = fileArg('--reuse');

const { openDatabase } = await import('../apps/server/src/db/client.ts');
const { runMigrations } = await import('../apps/server/src/db/migrate.ts');
const { createAccountWithOwner, createAgent } = await import('../apps/server/src/test/factories.ts');
const { chunkVectors } = await import('../apps/server/src/features/knowledge/search/chunk-vectors.ts');

const folder = resolveEvalFolder(undefined, ['corpus.jsonl', 'queries.jsonl'], 'node --import tsx bench/knowledge-tenants.mjs');
const read = (file) =>
  fs
    .readFileSync(path.join(folder, file), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
const corpus = read('corpus.jsonl').map((r) => r.text);
const questions = read('queries.jsonl').map((r) => r.question);

/** @type {{ url: string, drop: () => Promise<void> } | null} */
let pgDatabase = null;
let dataDir = '';
let owners = [];
let agents = [];
if (REUSE) {
  const state = JSON.parse(fs.readFileSync(REUSE, 'utf8'));
  pgDatabase = state.url ? { url: state.url, drop: async () => undefined } : null;
  ({ dataDir, owners, agents } = state);
} else {
  pgDatabase = POSTGRES ? await benchDatabase('knowledge_tenants') : null;
  dataDir = POSTGRES ? '' : fs.mkdtempSync(path.join(os.tmpdir(), 'knowledge-tenants-'));
  const database = await openDatabase(
    POSTGRES ? { databaseUrl: /** @type {{ url: string }} */ (pgDatabase).url } : { dataDir: path.join(dataDir, 'pglite') },
  );
  const q = (text, values) => database.sql.query(text, values);

  const seedStarted = performance.now();
  await runMigrations(database);
  await q(`create table bench_paragraphs (i int primary key, text text not null, tsv tsvector not null)`);
  for (let i = 0; i < corpus.length; i += 100) {
    const part = corpus.slice(i, i + 100);
    await q(
      `insert into bench_paragraphs select i + $1, t, v::tsvector from unnest($2::text[], $3::text[]) with ordinality as u(t, v, i)`,
      [i - 1, part, await chunkVectors(database.db, part)],
    );
  }
  for (let a = 0; a < ACCOUNTS; a += 1) owners.push(await createAccountWithOwner(database.db, { email: `tenant-${a}@esempio.it` }));
  const perDocument = Math.ceil(CHUNKS / DOCUMENTS_PER_AGENT);
  for (let g = 0; g < AGENTS; g += 1) {
    const owner = owners[g % ACCOUNTS];
    const agent = await createAgent(database.db, { accountId: owner.accountId, userId: owner.id, name: `Agente ${g}` });
    agents.push({ id: agent.id, owner });
    for (let d = 0; d < DOCUMENTS_PER_AGENT; d += 1) {
      const documentId = `${agent.id}-d${d}`;
      const fileName = `catalogo-${d + 1}.txt`;
      await q(
        `insert into agent_documents (id, account_id, agent_id, file_name, file_path, file_type, size_bytes, status, progress, processed_at, title_tsv)
         values ($1, $2, $3, $4, $5, 'text/plain', 0, 'processed', 100, now(), to_tsvector('italian', f_unaccent('catalogo')))`,
        [documentId, owner.accountId, agent.id, fileName, `${agent.id}/${fileName}`],
      );
      // The paragraph of chunk n is the set's paragraph n (mod its size), behind a product code of its own.
      await q(
        `insert into document_chunks (id, account_id, agent_id, document_id, ordinal, text, start_offset, end_offset, tsv)
         select $1 || '-' || s.n, $2, $3, $1, s.n, h.head || p.text, s.n * 1100, s.n * 1100 + length(h.head || p.text),
           format('''%s'':2 ''ax%s'':5 ''codic'':3 ''produrr'':4 ''sched'':1', $5 + s.n, to_hex(($5 + s.n)::bigint * 7919))::tsvector || p.tsv
         from generate_series(0, $4 - 1) as s(n)
         cross join lateral (select 'Scheda ' || ($5 + s.n) || ', codice prodotto AX' || to_hex(($5 + s.n)::bigint * 7919) || '. ' as head) h
         join bench_paragraphs p on p.i = ($5 + s.n) % $6`,
        [documentId, owner.accountId, agent.id, perDocument, g * CHUNKS + d * perDocument, corpus.length],
      );
      await q(
        `update agent_documents set chunk_count = $2, text_length = (select sum(end_offset - start_offset) from document_chunks where document_id = $1)
         where id = $1`,
        [documentId, perDocument],
      );
    }
    // The statistics as term-statistics.ts counts them: chunks and documents per lexeme (the vectors hold lemmas).
    await q(
      `insert into knowledge_terms (account_id, agent_id, term, folded, chunks, documents, titles)
       select $1, $2, t.term,
         regexp_replace(replace(replace(replace(replace(replace(replace(t.term, 'ph', 'f'), 'th', 't'), 'ch', 'c'), 'rh', 'r'), 'y', 'i'), 'k', 'c'), '(.)\\1+', '\\1', 'g'),
         count(*), count(distinct t.document_id), 0
       from (select c.id, c.document_id, u.lexeme as term from document_chunks c cross join unnest(c.tsv) u where c.agent_id = $2) t
       group by t.term`,
      [owner.accountId, agent.id],
    );
    await q(
      `insert into knowledge_terms (account_id, agent_id, term, folded, chunks, documents, titles) values ($1, $2, 'catalog', 'catalog', 0, 0, $3)
       on conflict (agent_id, term) do update set titles = excluded.titles`,
      [owner.accountId, agent.id, DOCUMENTS_PER_AGENT],
    );
    if ((g + 1) % 50 === 0) console.log(`seeded ${g + 1} agents (${((performance.now() - seedStarted) / 1000) | 0} s)`);
  }
  await q(`drop table bench_paragraphs`);
  // What autovacuum does on a production server (off on this machine's PostgreSQL).
  await q('vacuum analyze');
  await database.close();
  console.log(
    `seeded ${ACCOUNTS} accounts, ${AGENTS} agents, ${AGENTS * perDocument * DOCUMENTS_PER_AGENT} chunks in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`,
  );

  if (KEEP) fs.writeFileSync(KEEP, JSON.stringify({ url: pgDatabase?.url ?? '', dataDir, owners, agents }));
}
const product = await startProduct({ databaseUrl: pgDatabase?.url ?? '', dataDir, signUp: false, keep: Boolean(KEEP || REUSE) });
try {
  const cookies = new Map();
  for (const owner of owners) {
    const res = await fetch(`${product.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: owner.email, password: owner.password, rememberMe: true }),
    });
    if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
    cookies.set(
      owner.accountId,
      res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; '),
    );
  }
  const atStart = rssOf(product.server().pid);
  console.log(
    `database: ${POSTGRES ? 'PostgreSQL' : 'PGlite (in the server process)'}; server RSS at start ${atStart.rssMb.toFixed(0)} MB`,
  );
  const latencies = [];
  const searched = new Set();
  let failures = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: SEARCHERS }, async () => {
      while (performance.now() < until) {
        const agent = agents[Math.floor(Math.random() * agents.length)];
        const question = questions[Math.floor(Math.random() * questions.length)];
        const started = performance.now();
        const res = await fetch(`${product.base}/api/agents/${agent.id}/retrieval-test`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: cookies.get(agent.owner.accountId) },
          body: JSON.stringify({ query: question, topK: 5 }),
        });
        await res.arrayBuffer();
        if (!res.ok) failures += 1;
        latencies.push(performance.now() - started);
        searched.add(agent.id);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const atEnd = rssOf(product.server().pid);
  console.log(
    `${SEARCHERS} searchers, ${latencies.length} searches of ${searched.size} agents in ${SECONDS} s (${(latencies.length / SECONDS).toFixed(1)}/s), ${failures} failed: p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p95 ${percentile(latencies, 0.95).toFixed(1)} ms, max ${latencies.at(-1).toFixed(1)} ms`,
  );
  console.log(
    `server RSS at start ${atStart.rssMb.toFixed(0)} MB, at end ${atEnd.rssMb.toFixed(0)} MB (growth ${(atEnd.rssMb - atStart.rssMb).toFixed(0)} MB), peak ${atEnd.peakMb.toFixed(0)} MB`,
  );
} finally {
  await product.stop();
  if (!KEEP && !REUSE) await pgDatabase?.drop();
}
