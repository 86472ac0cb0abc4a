/** The learned second stage's model as `bench/rag-learn-ranker.mjs` writes it (ADR 0098): a linear part plus trees. */
export interface RankerModel {
  /** How many of the first stage's chunks the model orders again. */
  depth: number;
  features: readonly string[];
  linear: readonly number[];
  trees: readonly (readonly (readonly number[])[])[];
}
