// Where the Italian retrieval set (rag-it-dev) is: the benchmarks that use it must run from a fresh clone.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './knowledge-harness.mjs';

const SET = path.join('eval', 'rag-it-dev');

/** The checkout's main folder: for a git worktree, the repository it belongs to (its `shared/` sits beside it). */
function mainCheckout() {
  try {
    const common = execFileSync('git', ['rev-parse', '--path-format=absolute', '--git-common-dir'], { cwd: ROOT, encoding: 'utf8' });
    return path.dirname(common.trim());
  } catch {
    return ROOT;
  }
}

/**
 * The folder given on the command line, else RAG_EVAL_DIR, else `../shared/eval/rag-it-dev` from the project
 * root (or from the main checkout of a git worktree). Exits with a message saying what to pass when none holds
 * `files` (e.g. ['corpus.jsonl', 'queries.jsonl']).
 */
export function resolveEvalFolder(explicit, files, usage) {
  const given = explicit ?? process.env.RAG_EVAL_DIR;
  const candidates = given
    ? [path.resolve(given)]
    : [...new Set([path.join(ROOT, '..', 'shared', SET), path.join(mainCheckout(), '..', 'shared', SET)])];
  const found = candidates.find((dir) => files.every((f) => fs.existsSync(path.join(dir, f))));
  if (found) return found;
  console.error(
    [
      `The Italian retrieval set was not found (looked for ${files.join(', ')} in ${candidates.join(', ')}).`,
      'It is not part of this repository: it lives in the project folder beside it, as shared/eval/rag-it-dev.',
      `Pass its folder: ${usage} /path/to/rag-it-dev   or   RAG_EVAL_DIR=/path/to/rag-it-dev ${usage}`,
    ].join('\n'),
  );
  process.exit(2);
}
