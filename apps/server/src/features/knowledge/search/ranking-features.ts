import { isNeighbour, type CandidateWindow } from './candidate-window.js';

/** A question term as the ranking weighs it. */
export interface WeightedTerm {
  id: number;
  idf: number;
  /** The idf before the question's weight of the term. */
  globalIdf: number;
  /** Positions in the question (for pairs of neighbouring words). */
  positions: number[];
  /** Written with a capital letter inside the question (a name), or holding a digit (a year, a number). */
  name?: boolean;
  numeric?: boolean;
}

/** What the first stage of the ranking computed, for the learned second stage (ADR 0098). */
export interface FirstStage {
  index: CandidateWindow;
  terms: WeightedTerm[];
  /** Each chunk's own BM25 (agent idf plus within-document idf). */
  chunkScores: Float64Array;
  /** Each document's bonus (its BM25 and title matches). */
  documentBonus: Float64Array;
  /** The first stage's order, best first. */
  ranked: { at: number; score: number }[];
}

/** A chunk's matches of the question's terms, in reading order. */
export function matchesOf(
  index: Pick<CandidateWindow, 'wordStarts' | 'words' | 'positions'>,
  at: number,
  idfById: Map<number, number>,
): { p: number; id: number }[] {
  const hits: { p: number; id: number }[] = [];
  for (let i = index.wordStarts[at]!, end = index.wordStarts[at + 1]!; i < end; i += 1) {
    if (idfById.has(index.words[i]!)) hits.push({ p: index.positions[i]!, id: index.words[i]! });
  }
  return hits;
}

/** The largest idf sum of distinct question terms inside any window of `width` words. */
export function bestWindow(hits: { p: number; id: number }[], idfById: Map<number, number>, width: number): number {
  return bestWindowAndEnd(hits, idfById, width)[0];
}

/** bestWindow, and the position of the last word of the (first) best window. */
function bestWindowAndEnd(hits: { p: number; id: number }[], idfById: Map<number, number>, width: number): [number, number] {
  const inWindow = new Map<number, number>();
  let sum = 0;
  let best = 0;
  let end = 0;
  let from = 0;
  for (const hit of hits) {
    const count = inWindow.get(hit.id) ?? 0;
    if (count === 0) sum += idfById.get(hit.id)!;
    inWindow.set(hit.id, count + 1);
    while (hit.p - hits[from]!.p >= width) {
      const old = hits[from]!.id;
      const left = inWindow.get(old)! - 1;
      inWindow.set(old, left);
      if (left === 0) sum -= idfById.get(old)!;
      from += 1;
    }
    if (sum > best) {
      best = sum;
      end = hit.p;
    }
  }
  return [best, end];
}

/**
 * Neighbouring question words (in question order) found in the chunk within their question distance (+1), idf
 * weighted; with `exact`, only at the same distance and in the same order (a phrase of the question).
 */
export function nearPairs(hits: { p: number; id: number }[], terms: WeightedTerm[], idfById: Map<number, number>, exact = false): number {
  const placesOf = new Map<number, number[]>();
  for (const h of hits) {
    const list = placesOf.get(h.id);
    if (list) list.push(h.p);
    else placesOf.set(h.id, [h.p]);
  }
  let pairs = 0;
  const occurrences = terms.flatMap((t) => t.positions.map((p) => ({ id: t.id, p }))).sort((x, y) => x.p - y.p);
  for (let i = 1; i < occurrences.length; i += 1) {
    const a = occurrences[i - 1]!;
    const c = occurrences[i]!;
    if (a.id === c.id) continue;
    const from = placesOf.get(a.id);
    const to = placesOf.get(c.id);
    if (!from || !to) continue;
    const distance = c.p - a.p;
    const near = from.some((h) => to.some((g) => (exact ? g - h === distance : Math.abs(g - h) <= distance + 1)));
    if (near) pairs += (idfById.get(a.id)! + idfById.get(c.id)!) / 2;
  }
  return pairs;
}

export const FEATURE_NAMES = [
  'firstStageScore',
  'belowBest',
  'logRank',
  'chunkBm25',
  'documentBonus',
  'neighbourBm25',
  'nearPairs',
  'exactPairs',
  'window8',
  'window20',
  'window50',
  'coverage',
  'coverageWithNeighbours',
  'coverageOfDocument',
  'termShare',
  'rarestMatched',
  'namesMatched',
  'numbersMatched',
  'logLength',
  'firstOfDocument',
  'documentRank',
  'rankInDocument',
  'sameDocumentAsBest',
  'localCoverage',
  'localWindow8',
  'localWindow20',
  'windowIntoNext',
  'windowFromPrevious',
  'windowPlace',
] as const;

/**
 * General features of the first `depth` chunks of the first stage, scaled by the question's total idf so that
 * questions of any length compare: scores, how many of the question's terms (idf weighted) the chunk, its
 * neighbours and its document hold, how closely they cluster, names and numbers kept, the rank of the document.
 */
export function candidateFeatures(stage: FirstStage, depth: number): number[][] {
  const { index, terms, chunkScores, documentBonus } = stage;
  const head = stage.ranked.slice(0, depth);
  if (head.length === 0) return [];
  const idfById = new Map(terms.map((t) => [t.id, t.idf]));
  const total = Math.max(
    1e-9,
    terms.reduce((s, t) => s + t.idf, 0),
  );
  const maxIdf = Math.max(...terms.map((t) => t.idf));
  const names = terms.filter((t) => t.name);
  const numbers = terms.filter((t) => t.numeric);
  const best = head[0]!.score;
  const T = index.terms.length;
  const sameDocument = (a: number, c: number) => isNeighbour(index, a, c);

  // Documents in the order of their best candidate; chunks ranked within their document.
  const documentRank = new Map<number, number>();
  const seenInDocument = new Map<number, number>();
  const rankInDocument = head.map(({ at }) => {
    const d = index.chunkDocument[at]!;
    if (!documentRank.has(d)) documentRank.set(d, documentRank.size);
    const r = seenInDocument.get(d) ?? 0;
    seenInDocument.set(d, r + 1);
    return r;
  });
  // Which of the question's terms each candidate document holds, and each term's idf among the document's chunks
  // (ADR 0095): what tells its passages apart. From the documents' statistics (ADR 0147).
  const documentTerms = new Map<number, Set<number>>();
  const localIdf = new Map<number, Map<number, number>>();
  for (const d of documentRank.keys()) {
    const holds = new Set<number>();
    const idf = new Map<number, number>();
    for (const t of terms) {
      const df = index.documentTermChunks[d * T + t.id]!;
      if (df <= 0) continue;
      holds.add(t.id);
      const share = t.idf / Math.max(1e-9, t.globalIdf);
      idf.set(t.id, Math.log(1 + (index.documentChunks[d]! - df + 0.5) / (df + 0.5)) * share);
    }
    documentTerms.set(d, holds);
    localIdf.set(d, idf);
  }

  return head.map(({ at, score }, r) => {
    const hits = matchesOf(index, at, idfById);
    const here = new Set(hits.map((h) => h.id));
    const around = new Set(here);
    for (const near of [at - 1, at + 1]) if (sameDocument(at, near)) for (const h of matchesOf(index, near, idfById)) around.add(h.id);
    const idfOf = (ids: Iterable<number>) => [...ids].reduce((s, id) => s + idfById.get(id)!, 0);
    const share = (list: WeightedTerm[]) => (list.length === 0 ? 0 : list.filter((t) => here.has(t.id)).length / list.length);
    const d = index.chunkDocument[at]!;
    const neighbours = (sameDocument(at, at - 1) ? chunkScores[at - 1]! : 0) + (sameDocument(at, at + 1) ? chunkScores[at + 1]! : 0);
    const local = localIdf.get(d)!;
    const localTotal = Math.max(
      1e-9,
      [...local.values()].reduce((a, x) => a + x, 0),
    );
    // Windows across the chunk's edges: the question's words at the end of one chunk and the start of the next.
    const words = hits.length > 0 ? hits[hits.length - 1]!.p + 1 : 1;
    const joined = (first: { p: number; id: number }[], second: { p: number; id: number }[]) => {
      const offset = first.length > 0 ? first[first.length - 1]!.p + 1 : 0;
      return [...first, ...second.map((h) => ({ p: h.p + offset, id: h.id }))];
    };
    const next = sameDocument(at, at + 1) ? matchesOf(index, at + 1, idfById) : [];
    const previous = sameDocument(at, at - 1) ? matchesOf(index, at - 1, idfById) : [];
    const [window20, window20End] = bestWindowAndEnd(hits, idfById, 20);
    return [
      score / total,
      (score - best) / total,
      Math.log(1 + r),
      chunkScores[at]! / total,
      documentBonus[d]! / total,
      neighbours / total,
      nearPairs(hits, terms, idfById) / total,
      nearPairs(hits, terms, idfById, true) / total,
      bestWindow(hits, idfById, 8) / total,
      window20 / total,
      bestWindow(hits, idfById, 50) / total,
      idfOf(here) / total,
      idfOf(around) / total,
      idfOf(documentTerms.get(d)!) / total,
      here.size / terms.length,
      Math.max(0, ...[...here].map((id) => idfById.get(id)!)) / maxIdf,
      share(names),
      share(numbers),
      Math.log(1 + index.chunkLength[at]!),
      index.chunkOrdinal[at] === 0 ? 1 : 0,
      Math.log(1 + documentRank.get(d)!),
      Math.log(1 + rankInDocument[r]!),
      index.chunkDocument[head[0]!.at] === d ? 1 : 0,
      [...here].reduce((a, id) => a + (local.get(id) ?? 0), 0) / localTotal,
      bestWindow(hits, local, 8) / localTotal,
      bestWindow(hits, local, 20) / localTotal,
      Math.max(0, bestWindow(joined(hits, next), idfById, 20) - window20) / total,
      Math.max(0, bestWindow(joined(previous, hits), idfById, 20) - window20) / total,
      window20End / words,
    ];
  });
}
