/**
 * The work of this folder that runs without awaiting I/O (pdf.js resolves page after page in microtasks,
 * index building is a plain loop) must let other requests in, or a long document stalls the whole server.
 * Yielding after every unit of work is expensive (each turn of the event loop runs the other requests, the
 * timers and the I/O callbacks: bulk PDF processing ran 2.5–2.8× slower with a yield per page); yielding on a
 * time budget keeps the event loop's worst delay near the budget at almost no cost.
 */
export const YIELD_BUDGET_MS = 25;

/**
 * Returns a function to await between units of work: it gives the event loop a turn once `budgetMs` of work
 * has passed since the last turn, and otherwise returns at once.
 */
export function yieldOnBudget(budgetMs = YIELD_BUDGET_MS): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < budgetMs) return;
    await fullTurnOfTheEventLoop();
    since = performance.now();
  };
}

/**
 * Resolves after the event loop has run its timers and I/O once. One setImmediate is not enough: awaited
 * from an I/O callback or a database reply (the poll phase), it resolves in the same turn's check phase, and
 * neither timers nor new requests get in. The second immediate runs only after a whole turn.
 */
async function fullTurnOfTheEventLoop(): Promise<void> {
  await new Promise<void>((resolve) => setImmediate(resolve));
  await new Promise<void>((resolve) => setImmediate(resolve));
}
