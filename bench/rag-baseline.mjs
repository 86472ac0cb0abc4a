// The Italian retrieval set's own BM25 baseline (its bm25.mjs, on its own chunks): each question's results by id,
// for the paired gains of rag-halves.mjs and rag-learn-ranker.mjs.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './knowledge-harness.mjs';

export function baselineResults(folder) {
  const run = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rag-bm25-')), 'bm25-run.jsonl');
  execFileSync(process.execPath, [path.join(folder, 'bm25.mjs'), folder, '--out', run], { cwd: ROOT, stdio: 'ignore' });
  return new Map(
    fs
      .readFileSync(run, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l))
      .map((r) => [r.id, r.results]),
  );
}
