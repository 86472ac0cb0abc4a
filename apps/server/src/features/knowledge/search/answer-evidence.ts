import type { DbOrTx } from '../../../db/client.js';
import type { AgentRef } from './candidate-window.js';
import { termStatistics } from './candidate-window.js';
import { chunkVectors } from './chunk-vectors.js';
import { queryTerms, type SearchedTerms } from './query-terms.js';
import { parseTsvector } from './tsvector-text.js';
import { splitSentences } from '../../../language/italian-sentences.js';

/**
 * How well the best of `texts` covers the question (issue 45, ADR 0229): the share of the question's weight, each of
 * its terms weighted by its rarity in the agent's documents (BM25's idf), that the text holds; 0–1. A term no document
 * holds weighs as much as the rarest: a question about a subject the business never wrote about names words it does not have, and
 * its best passage shares only the common ones ('anno', 'prezzo'). Terms are the search's own (Italian stems made
 * lemmas), so the evidence speaks of the words retrieval matched.
 */
export async function answerEvidence(
  db: DbOrTx,
  agent: AgentRef,
  question: string,
  texts: string[],
  /** The search's own reading of the question (searchChunksAndTerms): no statement repeats it. */
  searched?: SearchedTerms | null,
): Promise<Evidence> {
  const none = { best: 0, first: 0, unknown: 0, window: 0 };
  if (texts.length === 0) return none;
  const { terms, totals } = searched ?? (await queryTerms(db, question.trim().slice(0, 2000), agent));
  if (terms.length === 0) return none;
  // Two sentences side by side: the answer sits where the question's words meet, not scattered over a long passage.
  const windows = texts.flatMap((text) => {
    const [title, ...body] = text.split('\n');
    const sentences = splitSentences(body.join('\n'));
    return sentences.map((sentence, i) => `${title}\n${sentence} ${sentences[i + 1] ?? ''}`);
  });
  // The passages and their windows analysed in one statement: one round trip less on every offline turn.
  const [known, allVectors] = await Promise.all([
    searched?.known ??
      termStatistics(
        db,
        agent,
        terms.map((t) => t.term),
      ),
    chunkVectors(db, [...texts, ...windows]),
  ]);
  const vectors = allVectors.slice(0, texts.length);
  const windowVectors = allVectors.slice(texts.length);
  const n = Math.max(1, totals.chunkCount);
  // A term no document holds weighs as one held by a single chunk: in a small knowledge base (a price list of two
  // pages) an unknown word would otherwise outweigh all the others ('quanto costa…' against 'prezzi').
  const weights = terms.map((t) => {
    const df = Math.max(1, known.get(t.term)?.chunks ?? 0);
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  });
  const total = weights.reduce((a, b) => a + b, 0);
  const share = (vector: string) => {
    const held = parseTsvector(vector);
    return terms.reduce((sum, t, i) => sum + (held.has(t.term) ? weights[i]! : 0), 0) / total;
  };
  const shares = vectors.map(share);
  const unknown = terms.reduce((sum, t, i) => sum + (known.has(t.term) ? 0 : weights[i]!), 0) / total;
  return { best: Math.max(...shares), first: shares[0] ?? 0, unknown, window: Math.max(0, ...windowVectors.map(share)) };
}

export interface Evidence {
  /** The share the best text covers. */
  best: number;
  /** The share the first text (retrieval's best passage) covers. */
  first: number;
  /** The share of the question's weight in terms no document of the agent holds. */
  unknown: number;
  /** The share the best two neighbouring sentences cover. */
  window: number;
}
