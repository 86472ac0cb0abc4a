/** Runs `task` once the browser is idle. Returns the cancel function, for an effect's cleanup. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  // Safari before 18 has no requestIdleCallback.
  const id = window.setTimeout(task, 1500);
  return () => window.clearTimeout(id);
}

/**
 * Fetches these modules once the browser is idle, for what the next interaction may need but the first paint does
 * not (ADR 0208); call it once the page has drawn. A failed download is left to the lazy component that renders the
 * module, which reports it then. Returns the cancel function, for an effect's cleanup.
 */
export function prefetchWhenIdle(...loads: (() => Promise<unknown>)[]): () => void {
  return whenIdle(() => {
    for (const load of loads) void load().catch(() => undefined);
  });
}
