#!/usr/bin/env node
// The offline answer's abstention, measured in one process (no HTTP, PGlite in memory) in about two minutes:
//
//   node --import tsx bench/abstain-features.mjs [FOLDER] [--out features.jsonl] [--sample N]
//
// For each half of the set (eval-halves.mjs) an agent holds that half's documents, chunked and indexed as the product
// does (rag-eval-set.ts); every question of both halves is searched (5 passages, as a turn), answered by the offline
// composer, and its evidence measured on the passages the answer quotes, as decide-outcome.ts does. It prints, per half
// uploaded: strict R@1 and R@5, the share of in-scope questions whose quoted passages hold the gold span (the ceiling
// of answering correctly), and both of bench/abstain-eval.mjs's shares over a range of thresholds; then the threshold
// that leaves 85% of the tune half's out-of-scope questions unanswered, read on the held-out half. bench/abstain-eval.mjs
// gives the same shares through the API (the figures agree within a point). --out writes each question's figures
// (retrieval scores, files, the question's terms and their document counts, the evidence) for trying another rule.
import fs from 'node:fs';
import { resolveEvalFolder } from './eval-folder.mjs';
import { takeOption } from './support/cli-args.mjs';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { createAccountWithOwner, createAgent } from '../apps/server/src/test/factories.ts';
import { indexEvalSet, loadEvalSet } from '../apps/server/src/test/rag-eval-set.ts';
import { searchChunksAndTerms } from '../apps/server/src/features/knowledge/search/search-chunks.ts';
import { answerEvidence } from '../apps/server/src/features/knowledge/search/answer-evidence.ts';
import { composeOfflineAnswer } from '../apps/server/src/llm/offline-responder.ts';
import { TOP_PASSAGES } from '../apps/server/src/features/chat/gather-context.ts';

const args = process.argv.slice(2);
const out = takeOption(args, '--out');
const sample = Number(takeOption(args, '--sample') ?? 1);
if (!Number.isInteger(sample) || sample < 1) {
  console.error('usage: node --import tsx bench/abstain-features.mjs [FOLDER] [--out FILE] [--sample N]');
  process.exit(2);
}
const folder = resolveEvalFolder(args[0], ['docs', 'queries.jsonl', 'docs-map.jsonl'], 'node --import tsx bench/abstain-features.mjs');
const set = loadEvalSet(folder);
const questions = set.queries.filter((_, i) => i % sample === 0);
const database = await openDatabase({ dataDir: 'memory://' });
await runMigrations(database);
const db = database.db;
const owner = await createAccountWithOwner(db);
/** As decide-outcome.ts: the file name is part of what a passage is about. */
const asEvidence = (p) => `${p.file.replace(/\.[A-Za-z0-9]+$/, '').replace(/[_-]+/g, ' ')}\n${p.text}`;

const rows = [];
for (const half of ['tune', 'held-out']) {
  const agent = await createAgent(db, { accountId: owner.accountId, userId: owner.id });
  const ids = { accountId: owner.accountId, agentId: agent.id };
  await indexEvalSet(db, ids, { ...set, documents: set.documents.filter((d) => d.half === half) });
  const started = performance.now();
  for (const q of questions) {
    const { hits, terms } = await searchChunksAndTerms(db, { ...ids, query: q.question, topK: TOP_PASSAGES });
    const gold = (h) => h.file.toLowerCase() === q.file.toLowerCase() && q.spans.some(([s, e]) => h.start <= s && e <= h.end);
    const answer = composeOfflineAnswer({ question: q.question, passages: hits, memories: [] });
    const quotedIds = new Set(answer.used.map((u) => (u.kind === 'document' ? u.chunkId : null)));
    const quoted = hits.filter((h) => quotedIds.has(h.chunkId));
    const evidence = await answerEvidence(db, ids, q.question, quoted.map(asEvidence), terms);
    rows.push({
      id: q.id,
      upload: half,
      inScope: q.half === half,
      goldRank: hits.findIndex(gold) + 1,
      quotedRanks: hits.flatMap((h, j) => (quotedIds.has(h.chunkId) ? [j + 1] : [])),
      goldQuoted: quoted.some(gold),
      scores: hits.map((h) => h.score),
      files: hits.map((h) => h.file),
      chunks: terms?.totals.chunkCount ?? 0,
      terms: (terms?.terms ?? []).map((t) => [t.term, terms?.known.get(t.term)?.chunks ?? 0]),
      ...evidence,
    });
  }
  console.log(`'${half}' half uploaded: ${questions.length} questions in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
await database.close();
if (out) fs.writeFileSync(out, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');

/** The server's rule (decide-outcome.ts): answered when something is quoted and its evidence reaches the threshold. */
const evidenceOf = (r) => (r.quotedRanks.length ? (r.best + r.window) / 2 : -1);
const pct = (n, of) => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`;
const shares = (half, t) => {
  const inScope = rows.filter((r) => r.upload === half && r.inScope);
  const outOfScope = rows.filter((r) => r.upload === half && !r.inScope);
  return {
    inScope: inScope.filter((r) => r.goldQuoted && evidenceOf(r) >= t).length / inScope.length,
    outOfScope: outOfScope.filter((r) => evidenceOf(r) < t).length / outOfScope.length,
  };
};
for (const half of ['tune', 'held-out']) {
  const inScope = rows.filter((r) => r.upload === half && r.inScope);
  const n = inScope.length;
  console.log(
    `\n'${half}' uploaded, in scope ${n}: R@1 ${pct(inScope.filter((r) => r.goldRank === 1).length, n)}, R@5 ${pct(inScope.filter((r) => r.goldRank > 0).length, n)}` +
      `, gold among the quoted passages ${pct(inScope.filter((r) => r.goldQuoted).length, n)} (the ceiling)`,
  );
  console.log('threshold  in scope answered with gold  out of scope not answered');
  for (let t = 0.35; t <= 0.601; t += 0.02) {
    const s = shares(half, t);
    console.log(`${t.toFixed(2).padStart(9)}  ${pct(s.inScope, 1).padStart(26)}  ${pct(s.outOfScope, 1).padStart(26)}`);
  }
}
// The lowest threshold that leaves 85% of the tune half's out-of-scope questions unanswered, read on the held-out half.
const tuneOut = rows
  .filter((r) => r.upload === 'tune' && !r.inScope)
  .map(evidenceOf)
  .sort((a, b) => a - b);
const chosen = tuneOut[Math.ceil(0.85 * tuneOut.length)] ?? 0;
const tune = shares('tune', chosen);
const heldOut = shares('held-out', chosen);
console.log(
  `\nthreshold chosen on the tune half: ${chosen.toFixed(3)} (tune: in scope ${pct(tune.inScope, 1)}, out of scope ${pct(tune.outOfScope, 1)})` +
    `; held-out: in scope ${pct(heldOut.inScope, 1)}, out of scope not answered ${pct(heldOut.outOfScope, 1)}`,
);
