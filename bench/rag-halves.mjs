#!/usr/bin/env node
// Retrieval quality on the two halves of the Italian retrieval set, in one process (no HTTP):
//
//   node --import tsx bench/rag-halves.mjs [FOLDER] [--ranking '{"k1":1.2}'] [--chunks '{"packChars":1000}'] [--out run.jsonl]
//
// The set's articles are split in two by a hash of their file names (apps/server/src/test/rag-eval-set.ts): tune on
// the 'tune' half, read the 'held-out' half. For each half and for the whole set it prints strict R@1/R@5/R@10 and
// MRR of the product's search (the real chunker, PostgreSQL's Italian full text on PGlite, the ranking of
// search-chunks.ts and first-stage.ts), of the set's own BM25 baseline (its bm25.mjs), and the product's gain in R@5 over that baseline
// with its 95% confidence interval (paired). --ranking and --chunks override RANKING and DEFAULT_CHUNK_OPTIONS for
// an experiment. bench/rag-eval gives the same figures through the HTTP API and the set's scorer.
import fs from 'node:fs';
import { resolveEvalFolder } from './eval-folder.mjs';
import { takeOption } from './support/cli-args.mjs';
import { baselineResults } from './rag-baseline.mjs';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { createAccountWithOwner, createAgent } from '../apps/server/src/test/factories.ts';
import { indexEvalSet, loadEvalSet, pairedGain, recallOf, strictRank } from '../apps/server/src/test/rag-eval-set.ts';
import { searchChunks } from '../apps/server/src/features/knowledge/search/search-chunks.ts';
import { RANKING } from '../apps/server/src/features/knowledge/search/first-stage.ts';
import { DEFAULT_CHUNK_OPTIONS } from '../apps/server/src/features/knowledge/ingestion/chunk-text.ts';

const args = process.argv.slice(2);
const flag = (name) => takeOption(args, name);
const rankingOverride = JSON.parse(flag('--ranking') ?? '{}');
const chunkOverride = JSON.parse(flag('--chunks') ?? '{}');
const out = flag('--out');
const folder = resolveEvalFolder(args[0], ['docs', 'queries.jsonl', 'bm25.mjs'], 'node --import tsx bench/rag-halves.mjs');
Object.assign(RANKING, rankingOverride);

const set = loadEvalSet(folder);
const database = await openDatabase({ dataDir: 'memory://' });
await runMigrations(database);
const owner = await createAccountWithOwner(database.db);
const agent = await createAgent(database.db, { accountId: owner.accountId, userId: owner.id });
const ids = { accountId: owner.accountId, agentId: agent.id };
const t0 = performance.now();
const { chunks, meanChunkChars } = await indexEvalSet(database.db, ids, set, { ...DEFAULT_CHUNK_OPTIONS, ...chunkOverride });
console.log(
  `${set.documents.length} documents, ${chunks} chunks, mean ${meanChunkChars.toFixed(0)} characters (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
);

const t1 = performance.now();
const runLines = [];
const product = [];
for (const q of set.queries) {
  const hits = await searchChunks(database.db, { ...ids, query: q.question, topK: 10 });
  product.push(strictRank(q, hits));
  if (out)
    runLines.push(JSON.stringify({ id: q.id, results: hits.map((h) => ({ file: h.file, text: h.text, start: h.start, end: h.end })) }));
}
console.log(`${set.queries.length} questions searched in ${((performance.now() - t1) / 1000).toFixed(1)} s`);
if (out) fs.writeFileSync(out, runLines.join('\n') + '\n');

// The set's BM25 baseline, on its own chunks.
const baselineByQuestion = baselineResults(folder);
const baseline = set.queries.map((q) => strictRank(q, baselineByQuestion.get(q.id) ?? []));

const f = (x) => x.toFixed(1).padStart(5);
console.log(`\nstrict, in %: product (BM25 baseline of the set)        gain in R@5 over BM25, 95% CI`);
for (const half of ['tune', 'held-out', 'all']) {
  const pick = set.queries.flatMap((q, i) => (half === 'all' || q.half === half ? [i] : []));
  const p = recallOf(pick.map((i) => product[i]));
  const b = recallOf(pick.map((i) => baseline[i]));
  const { gain, halfWidth } = pairedGain(
    pick.map((i) => baseline[i]),
    pick.map((i) => product[i]),
  );
  const docs = new Set(pick.map((i) => set.queries[i].file)).size;
  console.log(
    `${half.padEnd(8)} ${String(docs).padStart(2)} docs ${String(p.questions).padStart(4)} q  R@1 ${f(p.r1)} (${f(b.r1)})  R@5 ${f(p.r5)} (${f(b.r5)})  R@10 ${f(p.r10)} (${f(b.r10)})  MRR ${f(p.mrr)} (${f(b.mrr)})   ${gain >= 0 ? '+' : ''}${gain.toFixed(1)} ± ${halfWidth.toFixed(1)}`,
  );
}
await database.close();
