#!/usr/bin/env node
/**
 * How well the offline responder's extractive answers hold the answer (ADR 0024), on rag-it-dev:
 *
 *   node test-data/rag-it-dev/bm25.mjs test-data/rag-it-dev --out /tmp/bm25-run.jsonl --k 5
 *   node --import tsx bench/offline-answers.mjs [/tmp/bm25-run.jsonl] [FOLDER]
 *
 * For every question, the run file's 5 passages go through composeOfflineAnswer; it prints the share of
 * questions whose quoted sentences contain one of the gold answers, the same share for the 5 passages
 * themselves (the ceiling), and the mean length of the quoted text.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './knowledge-harness.mjs';
import { composeOfflineAnswer, OFFLINE_HEADER } from '../apps/server/src/llm/offline-responder.ts';

const runFile = process.argv[2] ?? '/tmp/bm25-run.jsonl';
const folder = path.resolve(process.argv[3] ?? path.join(ROOT, 'test-data', 'rag-it-dev'));
const norm = (s) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ');
const lines = (file) =>
  fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
const runs = new Map(lines(runFile).map((r) => [r.id, r.results]));
const queries = lines(path.join(folder, 'queries.jsonl'));

let inPassages = 0;
let inAnswer = 0;
let chars = 0;
const started = performance.now();
for (const q of queries) {
  const passages = (runs.get(q.id) ?? []).map((r) => ({ documentId: r.file, file: r.file, page: null, text: r.text }));
  const has = (text) => q.answers.some((a) => norm(text).includes(norm(a)));
  if (has(passages.map((p) => p.text).join(' '))) inPassages += 1;
  const quoted = composeOfflineAnswer({ question: q.question, passages })
    .text.slice(OFFLINE_HEADER.length)
    .split('\n')
    .filter((l) => l.startsWith('> '))
    .join(' ');
  if (has(quoted)) inAnswer += 1;
  chars += quoted.length;
}
const pct = (n) => `${((100 * n) / queries.length).toFixed(1)}%`;
console.log(`${queries.length} questions, ${((performance.now() - started) / queries.length).toFixed(2)} ms each`);
console.log(
  `answer in the 5 passages: ${pct(inPassages)}; in the offline answer: ${pct(inAnswer)}; mean quoted text ${Math.round(chars / queries.length)} chars`,
);
