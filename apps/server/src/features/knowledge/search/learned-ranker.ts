import { candidateFeatures, FEATURE_NAMES, type FirstStage } from './ranking-features.js';
import { readDataFile } from '../../../base/data-files.js';
import type { RankerModel } from './ranker-model.js';

export type { RankerModel };

export type FeatureName = (typeof FEATURE_NAMES)[number];

/**
 * A linear model plus small regression trees over the features named in `features` (their order is the columns'
 * order). A tree is a list of nodes: [column, threshold, left, right] (left when the value is ≤ threshold) or [value].
 */
/** The model trained by bench/rag-learn-ranker.mjs on the tune half of the Italian set only (ADR 0098). */
export const LEARNED_RANKER: RankerModel = (JSON.parse(readDataFile('learned-ranker.json')) as { model: RankerModel }).model;

/** The model's value for one chunk's features (in FEATURE_NAMES order). */
export function modelValue(ranker: RankerModel, columns: readonly number[], features: readonly number[]): number {
  let value = 0;
  for (let j = 0; j < columns.length; j += 1) value += ranker.linear[j]! * features[columns[j]!]!;
  for (const tree of ranker.trees) {
    let node = tree[0]!;
    while (node.length === 4) node = tree[features[columns[node[0]!]!]! <= node[1]! ? node[2]! : node[3]!]!;
    value += node[0]!;
  }
  return value;
}

/**
 * The second stage: the first `depth` chunks of the first stage ordered by the model over general features
 * (ranking-features.ts); the rest keep their order behind them. Returned scores stay decreasing.
 */
export function rerankLearned(stage: FirstStage, ranker: RankerModel = LEARNED_RANKER): { at: number; score: number }[] {
  const depth = Math.min(ranker.depth, stage.ranked.length);
  if (depth <= 1) return stage.ranked;
  const columns = ranker.features.map((name) => FEATURE_NAMES.indexOf(name as FeatureName));
  if (columns.some((c) => c < 0)) throw new Error(`The ranking model names an unknown feature: ${ranker.features.join(', ')}`);
  const scored = candidateFeatures(stage, depth).map((f, r) => ({ r, value: modelValue(ranker, columns, f) }));
  scored.sort((x, y) => y.value - x.value || x.r - y.r);
  // Shown scores: the head above the tail, in the model's order and spread.
  const floor = stage.ranked[depth]?.score ?? 0;
  const lowest = scored[scored.length - 1]!.value;
  const head = scored.map(({ r, value }) => ({ at: stage.ranked[r]!.at, score: floor + 1e-3 + value - lowest }));
  return [...head, ...stage.ranked.slice(depth)];
}
