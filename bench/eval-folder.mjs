// Where the Italian retrieval set (rag-it-dev) is: the benchmarks that use it must run from a fresh clone.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './knowledge-harness.mjs';

/** The copy kept in the repository (test-data/README.md, ADR 0121). */
const IN_REPOSITORY = path.join(ROOT, 'test-data', 'rag-it-dev');

/**
 * The folder given on the command line, else RAG_EVAL_DIR, else the repository's test-data/rag-it-dev. Exits with a
 * message saying what to pass when it does not hold `files` (e.g. ['corpus.jsonl', 'queries.jsonl']).
 */
export function resolveEvalFolder(explicit, files, usage) {
  const given = explicit ?? process.env.RAG_EVAL_DIR;
  const folder = given ? path.resolve(given) : IN_REPOSITORY;
  if (files.every((f) => fs.existsSync(path.join(folder, f)))) return folder;
  console.error(
    [
      `The Italian retrieval set was not found (looked for ${files.join(', ')} in ${folder}).`,
      `Pass its folder: ${usage} /path/to/rag-it-dev   or   RAG_EVAL_DIR=/path/to/rag-it-dev ${usage}`,
    ].join('\n'),
  );
  process.exit(2);
}
