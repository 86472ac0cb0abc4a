/** The first stage of the ranking: BM25 of chunk, document and title, neighbours' share and closeness of the words. */
import type { DbOrTx } from '../../../db/client.js';
import {
  fillNeighbours,
  isNeighbour,
  readCandidateWindow,
  termStatistics,
  type CandidateWindow,
  type TermStatistics,
} from './candidate-window.js';
import { bestWindow, matchesOf, nearPairs, type FirstStage, type WeightedTerm } from './ranking-features.js';
import { LEARNED_RANKER } from './learned-ranker.js';
import { queryTerms, type QueryTerm, type SearchedTerms } from './query-terms.js';
import { expandUnknownTerms } from './spelling-variants.js';

/**
 * Ranking parameters, tuned on the Italian evaluation set with bench/rag-eval (strict R@5 90.5 against
 * 84.9 for the BM25 baseline of its README); localWeight on its tune half alone (ADR 0095).
 */
export const RANKING = {
  /** BM25 term saturation and length normalisation (Lucene's idf). */
  k1: 1.2,
  b: 0.75,
  /** Chunk length (characters) BM25 normalises against: the chunker's typical chunk. */
  averageLength: 750,
  /** Weight of query terms found in the document's title (its file name): questions often name the subject. */
  titleWeight: 0.5,
  /** Weight of query word pairs found close together in the chunk: a question reuses the answer's phrases. */
  proximityWeight: 0.5,
  /** Weight of the whole document's BM25 score: the subject of a question is often named elsewhere in it. */
  documentWeight: 0.5,
  /** Share of the neighbouring chunks' score a chunk inherits (context words in the previous paragraph). */
  neighbourWeight: 0.1,
  /** Weight and width (in words) of the best window of the chunk: the answer sits where the question's words cluster. */
  windowWeight: 0.3,
  windowWords: 20,
  /** How many of the best BM25 candidates get the (costlier) proximity bonus. */
  rerankDepth: 200,
  /** Weight of the chunk's BM25 with idf counted among its own document's chunks (ADR 0095). */
  localWeight: 0.3,
};

/**
 * The question's terms and the agent's candidate chunks as the ranking sees them (bench/rag-learn-ranker.mjs trains
 * the second stage on them). The head of the first stage knows its chunks' ids and lengths.
 */
export async function firstStageOf(
  db: DbOrTx,
  args: { accountId: string; agentId: string; query: string },
  /** Filled with the question's terms and their statistics, for the caller to reuse. */
  seen: { terms: SearchedTerms | null } = { terms: null },
): Promise<FirstStage | null> {
  const agent = { accountId: args.accountId, agentId: args.agentId };
  const { terms, totals } = await queryTerms(db, args.query.trim().slice(0, 2000), agent);
  if (terms.length === 0 || totals.chunkCount === 0) return null;
  const known = await termStatistics(
    db,
    agent,
    terms.map((t) => t.term),
  );
  // A copy: expandUnknownTerms adds the spelling variants' statistics to `known`.
  seen.terms = { terms, totals, known: new Map(known) };
  const expanded = await expandUnknownTerms(db, agent, terms, known);
  // One entry per term, in the question's order (a spelling variant may repeat a known term: the first stands).
  const statistics: TermStatistics[] = [];
  for (const t of expanded) {
    const stats = known.get(t.term);
    if (stats && !statistics.some((s) => s.term === t.term)) statistics.push(stats);
  }
  const window = await readCandidateWindow(db, agent, totals, statistics);
  const stage = firstStage(window, expanded);
  if (!stage) return null;
  await fillNeighbours(
    db,
    agent,
    window,
    stage.ranked.slice(0, Math.max(LEARNED_RANKER.depth, 50)).map((r) => r.at),
  );
  return stage;
}

/** BM25 of the chunk, of its neighbours, of its document and title, then closeness on the best few. */
function firstStage(index: CandidateWindow, terms: QueryTerm[]): FirstStage | null {
  const n = index.chunkIds.length;
  if (n === 0) return null;
  const { k1, b, averageLength, titleWeight, documentWeight, neighbourWeight, rerankDepth } = RANKING;
  const total = index.chunkCount;
  const weighted: WeightedTerm[] = [];
  for (const t of terms) {
    const id = index.terms.indexOf(t.term);
    if (id < 0 || weighted.some((w) => w.id === id)) continue;
    const df = index.termChunks[id]!;
    const globalIdf = Math.log(1 + (total - df + 0.5) / (df + 0.5));
    weighted.push({ id, idf: globalIdf * (t.weight ?? 1), globalIdf, positions: t.positions, name: t.name, numeric: /\d/.test(t.term) });
  }
  if (weighted.length === 0) return null;

  const scores = new Float64Array(n);
  const touched: number[] = [];
  weighted.forEach((term) => {
    const { postingChunks, postingFrequency } = index;
    for (let i = index.postingStarts[term.id]!, end = index.postingStarts[term.id + 1]!; i < end; i += 1) {
      const at = postingChunks[i]!;
      const tf = postingFrequency[i]!;
      if (scores[at] === 0) touched.push(at);
      scores[at] = scores[at]! + (term.idf * (tf * (k1 + 1))) / (tf + k1 * (1 - b + (b * index.chunkLength[at]!) / averageLength));
    }
  });

  addWithinDocumentScores(index, weighted, scores);

  // Whole-document BM25 (idf over the agent's documents) and title matches, per document.
  const docCount = index.documentCount;
  const T = index.terms.length;
  const documentBonus = new Float64Array(index.documentIds.length);
  weighted.forEach((term) => {
    const df = index.termDocuments[term.id]!;
    const idf = Math.log(1 + (docCount - df + 0.5) / (df + 0.5));
    for (let d = 0; d < index.documentIds.length; d += 1) {
      const tf = index.documentTermFrequency[d * T + term.id]!;
      if (tf > 0)
        documentBonus[d] =
          documentBonus[d]! +
          (documentWeight * idf * (tf * 2.2)) / (tf + 1.2 * (0.25 + (0.75 * index.documentLength[d]!) / index.averageDocumentLength));
      if (index.titleTerms[d]!.has(term.id)) documentBonus[d] = documentBonus[d]! + titleWeight * term.idf;
    }
  });

  // A chunk inherits a little of its neighbours' score: context words often sit in the previous paragraph.
  const final = new Float64Array(n);
  const candidates = new Set<number>();
  for (const at of touched) {
    final[at] = final[at]! + scores[at]!;
    candidates.add(at);
    for (const near of [at - 1, at + 1]) {
      if (!isNeighbour(index, at, near)) continue;
      final[near] = final[near]! + neighbourWeight * scores[at]!;
      candidates.add(near);
    }
  }
  for (const at of candidates) final[at] = final[at]! + documentBonus[index.chunkDocument[at]!]!;

  const head = topIndexes([...candidates], final, rerankDepth);
  const ranked = head.map((at) => ({ at, score: final[at]! + closeness(index, at, weighted) }));
  ranked.sort((x, y) => y.score - x.score || x.at - y.at);
  return { index, terms: weighted, chunkScores: scores, documentBonus, ranked };
}

/**
 * BM25 with each term's idf counted among the chunks of the chunk's own document (ADR 0095). The subject of a
 * document (a name, the topic) is in most of its chunks and, counted over every document, looks as rare as the
 * words that tell its passages apart; within the document it weighs little and those words weigh more.
 */
function addWithinDocumentScores(index: CandidateWindow, terms: WeightedTerm[], scores: Float64Array): void {
  const { k1, b, averageLength, localWeight } = RANKING;
  if (localWeight <= 0) return;
  const T = index.terms.length;
  for (const term of terms) {
    // The question's own weight of the term (below 1 for a spelling variant) carries over.
    const share = term.idf / Math.max(1e-9, term.globalIdf);
    for (let i = index.postingStarts[term.id]!, to = index.postingStarts[term.id + 1]!; i < to; i += 1) {
      const at = index.postingChunks[i]!;
      const d = index.chunkDocument[at]!;
      const df = index.documentTermChunks[d * T + term.id]!;
      const idf = Math.log(1 + (index.documentChunks[d]! - df + 0.5) / (df + 0.5)) * share;
      const tf = index.postingFrequency[i]!;
      scores[at] = scores[at]! + (localWeight * idf * (tf * (k1 + 1))) / (tf + k1 * (1 - b + (b * index.chunkLength[at]!) / averageLength));
    }
  }
}

/** The `k` best entries of `items` by `score`, in no particular order (no full sort of every candidate). */
function topIndexes(items: number[], score: Float64Array, k: number): number[] {
  if (items.length <= k) return items;
  const sorted = items.map((at) => score[at]!).sort((x, y) => y - x);
  const threshold = sorted[k - 1]!;
  const above = items.filter((at) => score[at]! > threshold);
  const equal = items.filter((at) => score[at]! === threshold).sort((x, y) => x - y);
  return [...above, ...equal.slice(0, k - above.length)];
}

/**
 * Bonus for the question's words appearing close together in the chunk: pairs of neighbouring question
 * words found within their question distance (+1), and the best window of `windowWords` words.
 */
function closeness(index: CandidateWindow, at: number, terms: WeightedTerm[]): number {
  const { proximityWeight, windowWeight, windowWords } = RANKING;
  const idfById = new Map(terms.map((t) => [t.id, t.idf]));
  const hits = matchesOf(index, at, idfById);
  if (hits.length === 0) return 0;
  return proximityWeight * nearPairs(hits, terms, idfById) + windowWeight * bestWindow(hits, idfById, windowWords);
}
