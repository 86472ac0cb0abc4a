import { contentTerms } from './italian-terms.js';

export interface SentenceCandidate {
  text: string;
  /** Which passage (or memory) the sentence comes from, and where in it: neighbours share context. */
  group: number;
  position: number;
}

export interface RankedSentence extends SentenceCandidate {
  /** Weighted question terms the sentence contains (plus a share of its predecessor's, see below). */
  score: number;
  /** Share of the question's weight the sentence itself covers, 0–1. */
  coverage: number;
}

/** Length normalisation (as BM25's b): long sentences match more words by chance. */
const LENGTH_WEIGHT = 0.3;
/** Share of the previous sentence's match a matching sentence inherits ("La Margherita… Costa 7 euro."). */
const CONTEXT_WEIGHT = 0.25;

/**
 * Scores every candidate sentence against the question with the Italian terms of `italian-terms.ts`
 * (accents, stopwords, light stem), each term weighted by its rarity among the candidates (idf), so
 * the word every sentence shares counts less than the one that singles the answer out.
 */
export function rankSentences(question: string, candidates: SentenceCandidate[]): RankedSentence[] {
  const questionTerms = [...new Set(contentTerms(question))];
  if (!questionTerms.length || !candidates.length) return candidates.map((c) => ({ ...c, score: 0, coverage: 0 }));
  const termSets = candidates.map((c) => new Set(contentTerms(c.text)));
  const n = candidates.length;
  const idf = new Map(
    questionTerms.map((term) => {
      const df = termSets.filter((set) => set.has(term)).length;
      return [term, Math.log(1 + n / Math.max(1, df))];
    }),
  );
  const total = [...idf.values()].reduce((a, b) => a + b, 0);
  const lengths = termSets.map((set) => Math.max(1, set.size));
  const averageLength = lengths.reduce((a, b) => a + b, 0) / n;
  const raw = termSets.map((set) => questionTerms.reduce((sum, term) => sum + (set.has(term) ? idf.get(term)! : 0), 0));

  return candidates.map((candidate, i) => {
    const previous = i > 0 && candidates[i - 1]!.group === candidate.group ? raw[i - 1]! : 0;
    const norm = 1 - LENGTH_WEIGHT + (LENGTH_WEIGHT * lengths[i]!) / averageLength;
    const score = raw[i]! > 0 ? (raw[i]! + CONTEXT_WEIGHT * previous) / norm : 0;
    return { ...candidate, score, coverage: raw[i]! / total };
  });
}
