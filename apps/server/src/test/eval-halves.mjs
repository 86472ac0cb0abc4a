// The two halves of the Italian retrieval set (ADR 0094), shared by the recall test, bench/rag-halves.mjs and
// bench/rag-eval: half of the articles, chosen by a hash of the file name (not by looking at them), are kept for
// tuning; the other half is only ever reported.
import { createHash } from 'node:crypto';

/** 'tune' or 'held-out' for a document of the set (its file name, e.g. Normanni.txt). */
export function halfOf(file) {
  return createHash('sha256').update(`rag-halves:${file}`).digest()[0] % 2 === 0 ? 'tune' : 'held-out';
}
