import type { it } from './it.js';

/** The shape of the Italian catalogue with its sentences widened to `string`: what every language must give. */
type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : T extends readonly (infer E)[]
      ? readonly Widen<E>[]
      : { [K in keyof T]: Widen<T[K]> };

export type VisitorCopy = Widen<typeof it>;
