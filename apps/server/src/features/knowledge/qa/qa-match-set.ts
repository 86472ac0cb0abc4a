import { readFileSync } from 'node:fs';
import { bestQaMatch, type MatchTuning } from './qa-closeness.js';

/** The Italian evaluation set of the pair matcher (issue 45, ADR 0226): four businesses, their pairs, and questions. */
export interface QaMatchSet {
  about: string;
  agents: {
    agent: string;
    pairs: { id: string; question: string; variants: string[]; answer: string }[];
    questions: { text: string; pair: string | null; half: 'dev' | 'test' }[];
  }[];
}

export const qaMatchSet = (): QaMatchSet => JSON.parse(readFileSync(new URL('./qa-match-set.json', import.meta.url), 'utf8'));

export interface MatchFigures {
  questions: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
  /** What went wrong, to read when a figure drops. */
  errors: { text: string; expected: string | null; got: string | null }[];
}

/**
 * Precision and recall of the match on one half of the set: 'dev' (what the vocabulary and the constants were tuned
 * on) or 'test' (written once the matcher was frozen: what is reported). A wrong pair is a false positive and, when a
 * pair was expected, also a false negative.
 */
export function measure(set: QaMatchSet, half: 'dev' | 'test' | 'all', tuning: MatchTuning = {}): MatchFigures {
  const figures: MatchFigures = {
    questions: 0,
    truePositives: 0,
    falsePositives: 0,
    falseNegatives: 0,
    precision: 0,
    recall: 0,
    errors: [],
  };
  for (const { pairs, questions } of set.agents) {
    const candidates = pairs.map((p) => ({ ...p, documentId: p.id }));
    questions.forEach(({ text, pair: expected, half: questionHalf }) => {
      if (half !== 'all' && questionHalf !== half) return;
      figures.questions += 1;
      const got = bestQaMatch(text, candidates, tuning)?.pair.id ?? null;
      if (got !== null && got === expected) figures.truePositives += 1;
      if (got !== null && got !== expected) figures.falsePositives += 1;
      if (expected !== null && got !== expected) figures.falseNegatives += 1;
      if (got !== expected) figures.errors.push({ text, expected, got });
    });
  }
  const { truePositives: tp, falsePositives: fp, falseNegatives: fn } = figures;
  figures.precision = tp + fp ? tp / (tp + fp) : 1;
  figures.recall = tp + fn ? tp / (tp + fn) : 1;
  return figures;
}
