import { describe, expect, it } from 'vitest';
import type { CandidateWindow } from './candidate-window.js';
import { LEARNED_RANKER, modelValue, rerankLearned, type RankerModel } from './learned-ranker.js';
import { candidateFeatures, FEATURE_NAMES, type FirstStage } from './ranking-features.js';
import { namesOf } from './query-terms.js';

/** A window on one document whose chunks hold the given (already stemmed) words in order: every word is a term. */
function tinyIndex(chunks: string[][]): CandidateWindow {
  const terms = [...new Set(chunks.flat())].sort();
  const id = (t: string) => terms.indexOf(t);
  const wordStarts = [0];
  for (const c of chunks) wordStarts.push(wordStarts.at(-1)! + c.length);
  const postingStarts = [0];
  const postingChunks: number[] = [];
  const postingFrequency: number[] = [];
  for (const t of terms) {
    chunks.forEach((c, at) => {
      const tf = c.filter((w) => w === t).length;
      if (tf > 0) {
        postingChunks.push(at);
        postingFrequency.push(tf);
      }
    });
    postingStarts.push(postingChunks.length);
  }
  const chunksHolding = terms.map((t) => chunks.filter((c) => c.includes(t)).length);
  const length = chunks.flat().join(' ').length;
  return {
    chunkCount: chunks.length,
    documentCount: 1,
    averageDocumentLength: length,
    terms,
    termChunks: Float64Array.from(chunksHolding),
    termDocuments: Float64Array.from(terms, () => 1),
    chunkIds: chunks.map((_, i) => `c${i}`),
    chunkLength: Float64Array.from(chunks, (c) => c.join(' ').length),
    chunkDocument: new Int32Array(chunks.length),
    chunkOrdinal: Int32Array.from(chunks, (_, i) => i),
    wordStarts: Int32Array.from(wordStarts),
    words: Int32Array.from(chunks.flat().map(id)),
    positions: Int32Array.from(chunks.flatMap((c) => c.map((_, i) => i + 1))),
    postingStarts: Int32Array.from(postingStarts),
    postingChunks: Int32Array.from(postingChunks),
    postingFrequency: Float64Array.from(postingFrequency),
    documentIds: ['d0'],
    documentLength: Float64Array.of(length),
    documentChunks: Float64Array.of(chunks.length),
    titleTerms: [new Set()],
    documentTermChunks: Float64Array.from(chunksHolding),
    documentTermFrequency: Float64Array.from(terms, (t) => chunks.flat().filter((w) => w === t).length),
  };
}

// Question "crisi petrolifera 1973": chunk 0 has the words apart, chunk 1 the phrase, chunk 2 nothing.
const index = tinyIndex([
  ['crisi', 'lung', 'temp', 'mond', 'petrolifer', 'anno', '1973'],
  ['inizi', 'crisi', 'petrolifer', 'ottobr', '1973'],
  ['altro', 'argoment'],
]);
const terms = ['crisi', 'petrolifer', '1973'].map((t, i) => ({
  id: index.terms.indexOf(t),
  idf: 1,
  globalIdf: 1,
  positions: [i + 1],
  numeric: /\d/.test(t),
}));
const stage: FirstStage = {
  index,
  terms,
  chunkScores: Float64Array.of(3, 2.9, 0),
  documentBonus: Float64Array.of(1),
  ranked: [
    { at: 0, score: 4 },
    { at: 1, score: 3.9 },
    { at: 2, score: 1 },
  ],
};
const identity: RankerModel = { depth: 30, features: ['firstStageScore'], linear: [1], trees: [] };

describe('the learned second stage of the ranking', () => {
  it('computes every feature, finite, for each candidate', () => {
    const features = candidateFeatures(stage, 3);
    expect(features).toHaveLength(3);
    for (const row of features) {
      expect(row).toHaveLength(FEATURE_NAMES.length);
      for (const value of row) expect(Number.isFinite(value)).toBe(true);
    }
  });

  it('keeps the first stage order under a model of the first stage score alone', () => {
    const order = rerankLearned(stage, identity);
    expect(order.map((r) => r.at)).toEqual([0, 1, 2]);
    expect(order[0]!.score).toBeGreaterThan(order[1]!.score);
  });

  it('moves up the chunk holding the question as a phrase when the model values phrases', () => {
    const phrases: RankerModel = { depth: 30, features: ['firstStageScore', 'exactPairs'], linear: [1, 5], trees: [] };
    const order = rerankLearned(stage, phrases);
    expect(order.map((r) => r.at)).toEqual([1, 0, 2]);
    expect(order[0]!.score).toBeGreaterThan(order[1]!.score);
    expect(order[1]!.score).toBeGreaterThan(order[2]!.score);
  });

  it('adds the leaves its trees reach to the linear part', () => {
    const model: RankerModel = {
      depth: 30,
      features: ['firstStageScore', 'numbersMatched'],
      linear: [2, 0],
      trees: [[[1, 0.5, 1, 2], [-1], [3]]],
    };
    expect(
      modelValue(
        model,
        [0, FEATURE_NAMES.indexOf('numbersMatched')],
        [...Array(FEATURE_NAMES.length).keys()].map(() => 1),
      ),
    ).toBe(5);
    expect(modelValue(model, [0, FEATURE_NAMES.indexOf('numbersMatched')], Array(FEATURE_NAMES.length).fill(0))).toBe(-1);
  });

  it('refuses a model naming a feature it does not compute', () => {
    expect(() => rerankLearned(stage, { ...identity, features: ['colour'] })).toThrow(/unknown feature/);
  });

  it('ships a model over known features only', () => {
    for (const name of LEARNED_RANKER.features) expect(FEATURE_NAMES).toContain(name);
    expect(LEARNED_RANKER.linear).toHaveLength(LEARNED_RANKER.features.length);
    expect(() => rerankLearned(stage)).not.toThrow();
  });
});

describe('names in a question', () => {
  it('keeps the capitalised words but the first of each sentence', () => {
    expect(namesOf('Quando è entrato per la prima volta ABC nelle trasmissioni? Chi era il Dottore?')).toBe('ABC Dottore?'); // punctuation is left to the text search
    expect(namesOf('Chi ha scritto una lettera')).toBe('');
  });
});
