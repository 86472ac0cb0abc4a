/**
 * Runs `task` once the browser is idle after the page has drawn: for code the next interaction may need but the
 * first paint does not (ADR 0208). Returns the cancel function, for an effect's cleanup.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  // Safari before 18 has no requestIdleCallback.
  const id = window.setTimeout(task, 1500);
  return () => window.clearTimeout(id);
}
