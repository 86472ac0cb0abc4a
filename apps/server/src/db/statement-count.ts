import { AsyncLocalStorage } from 'node:async_hooks';

/** SQL statements sent to the database by one piece of work: each is one round trip (nothing is pipelined). */
export interface StatementCount {
  statements: number;
  /** The statements' text, when asked for (to read what a turn sends). */
  texts?: string[];
}

const counting = new AsyncLocalStorage<StatementCount>();

/**
 * Runs `work` counting every statement it sends, and every statement sent by what it starts without awaiting (an
 * answer streamed later, a channel delivery answered at once): they inherit its async context (issue 49, ADR 0361).
 * The count keeps growing until that work ends; read it once the work is known to be done.
 */
export function countStatements<T>(work: () => T, options: { keepTexts?: boolean } = {}): { count: StatementCount; result: T } {
  const count: StatementCount = { statements: 0, ...(options.keepTexts ? { texts: [] } : {}) };
  return { count, result: counting.run(count, work) };
}

/** Called by the drivers for each statement they send (BEGIN and COMMIT included). Nothing is counted outside `countStatements`. */
export function noteStatements(n = 1, text = n === 2 ? 'BEGIN … COMMIT' : '?'): void {
  const count = counting.getStore();
  if (!count) return;
  count.statements += n;
  count.texts?.push(text);
}
