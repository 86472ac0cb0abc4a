#!/usr/bin/env node
// Retrieval-test latency on a large agent:
//   node bench/knowledge-retrieval.mjs [--chunks 20000] [--queries 500] [--cold 5] [--postgres] [FOLDER]
// --postgres: on a new database of the PostgreSQL server of BENCH_PG_URL (default the local one), dropped at the end;
// otherwise on the embedded PGlite (which runs inside the server's process, so its memory is in the server's RSS).
// --keep-db FILE: the database (or PGlite folder) is kept and FILE says how to reuse it; --reuse FILE: the searches
// alone, on data kept so (a million chunks take a while to process).
// Builds TXT files from the Italian paragraphs of FOLDER/corpus.jsonl (default test-data/rag-it-dev, or
// RAG_EVAL_DIR; see eval-folder.mjs),
// each paragraph given a distinct product code so the vocabulary grows like a real catalogue, uploads them
// until the agent holds about --chunks chunks, then sends --queries questions of FOLDER/queries.jsonl one at a
// time to POST /api/agents/:id/retrieval-test (topK 5) and prints p50/p95 (first query, which builds the
// in-memory index, reported apart).
import fs from 'node:fs';
import path from 'node:path';
import { percentile, startProduct } from './knowledge-harness.mjs';
import { resolveEvalFolder } from './eval-folder.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  if (i < 0) return fallback;
  const v = process.argv[i + 1];
  process.argv.splice(i, 2);
  return Number(v);
};
const CHUNKS = arg('--chunks', 20000);
const QUERIES = arg('--queries', 500);
const COLD = arg('--cold', 5);
const flag = (name) => {
  const i = process.argv.indexOf(name);
  if (i < 0) return false;
  process.argv.splice(i, 1);
  return true;
};
const text = (name) => {
  const i = process.argv.indexOf(name);
  if (i < 0) return '';
  const v = process.argv[i + 1];
  process.argv.splice(i, 2);
  return v;
};
const POSTGRES = flag('--postgres');
const KEEP_DB = text('--keep-db');
const REUSE = text('--reuse');
const reuse = REUSE ? JSON.parse(fs.readFileSync(REUSE, 'utf8')) : null;
const folder = resolveEvalFolder(process.argv[2], ['corpus.jsonl', 'queries.jsonl'], 'node bench/knowledge-retrieval.mjs');
const corpus = fs
  .readFileSync(path.join(folder, 'corpus.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l).text);
const queries = fs
  .readFileSync(path.join(folder, 'queries.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l).question);

const PER_FILE = 1000;
const product = await startProduct({ postgres: POSTGRES || Boolean(reuse?.url), keepDatabase: KEEP_DB, reuse });
const mb = (x) => `${x.toFixed(0)} MB`;
try {
  const atStart = product.rss();
  console.log(
    `database: ${POSTGRES || reuse?.url ? 'PostgreSQL' : 'PGlite (in the server process)'}; server RSS at start ${mb(atStart.rssMb)}`,
  );
  const files = Math.ceil(CHUNKS / PER_FILE);
  const t0 = performance.now();
  if (!reuse) {
    if (CHUNKS > 500_000) await product.buyPlan('avanzato');
    for (let f = 0; f < files; f += 1) {
      const paragraphs = Array.from({ length: PER_FILE }, (_, i) => {
        const n = f * PER_FILE + i;
        // Paragraphs over 1,000 characters are never packed with a neighbour, so each one is one chunk here.
        return `Scheda ${n}, codice prodotto AX${(n * 7919).toString(36)}. ${corpus[n % corpus.length]}`.padEnd(1001, ' .');
      });
      await product.upload(`catalogo-${f + 1}.txt`, Buffer.from(paragraphs.join('\n\n'), 'utf8'), 'text/plain');
      // Uploads run ahead of processing by a few files at most: the queue holds files, not the whole million.
      if (f % 10 === 9) await product.waitProcessed(f - 9, 1000);
    }
    await product.waitProcessed(files, 500);
    if (POSTGRES) {
      // This machine's PostgreSQL runs without autovacuum; a production server vacuums and analyses the tables the
      // processing rewrote (knowledge_terms' rows are updated by every document) by itself.
      const vacuumed = performance.now();
      await product.sql('vacuum analyze');
      console.log(`vacuum analyze after processing (autovacuum's work): ${((performance.now() - vacuumed) / 1000).toFixed(1)} s`);
    }
  }
  const seconds = (performance.now() - t0) / 1000;
  const afterIndexing = product.rss();
  if (!reuse)
    console.log(
      `${files} files, ${files * PER_FILE} chunks processed in ${seconds.toFixed(1)} s (${((files * PER_FILE) / seconds).toFixed(0)} chunks/s); server RSS ${mb(afterIndexing.rssMb)}, peak ${mb(afterIndexing.peakMb)}`,
    );
  const first = performance.now();
  const { results } = await product.api('POST', `/api/agents/${product.agent.id}/retrieval-test`, { query: queries[0], topK: 5 });
  console.log(`first query after processing: ${(performance.now() - first).toFixed(0)} ms, ${results.length} results`);
  const latencies = [];
  for (let i = 1; i <= QUERIES; i += 1) {
    const started = performance.now();
    await product.api('POST', `/api/agents/${product.agent.id}/retrieval-test`, { query: queries[(i * 7) % queries.length], topK: 5 });
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  const afterSearches = product.rss();
  console.log(
    `server RSS after the searches ${mb(afterSearches.rssMb)} (growth during the searches ${mb(afterSearches.rssMb - afterIndexing.rssMb)}; since start ${mb(afterSearches.rssMb - atStart.rssMb)}), peak ${mb(afterSearches.peakMb)}`,
  );
  console.log(
    `retrieval-test over HTTP, ${files * PER_FILE} chunks, ${QUERIES} queries: p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p95 ${percentile(latencies, 0.95).toFixed(1)} ms, max ${/** @type {number} */ (latencies.at(-1)).toFixed(1)} ms`,
  );
  // A cold instance: the server restarted on the same data, as another instance of a cluster would be: nothing of
  // the agent is in its memory (ADR 0147: there is nothing to load, the database holds the index).
  const cold = [];
  for (let i = 0; i < COLD; i += 1) {
    await product.restart();
    // The instance has served other requests (its code and database connection are warm), not this agent's search.
    await product.api('GET', '/api/agents');
    await product.api('GET', `/api/agents/${product.agent.id}/documents`);
    const started = performance.now();
    await product.api('POST', `/api/agents/${product.agent.id}/retrieval-test`, { query: queries[(i * 13) % queries.length], topK: 5 });
    cold.push(performance.now() - started);
  }
  cold.sort((a, b) => a - b);
  if (COLD > 0) {
    console.log(
      `first search of the agent on a restarted, warmed-up server, ${COLD} restarts: p50 ${percentile(cold, 0.5).toFixed(0)} ms, p95 ${percentile(cold, 0.95).toFixed(0)} ms   (aim p95 ≤ 150 ms)`,
    );
  }
} finally {
  await product.stop();
}
