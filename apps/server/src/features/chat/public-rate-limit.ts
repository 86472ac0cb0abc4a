/** Public chat limits (issue 5): per visitor (client address) and per agent, in fixed one-minute windows. */
export const PUBLIC_CHAT_LIMITS = {
  perVisitor: { max: 20, windowMs: 60_000 },
  perAgent: { max: 300, windowMs: 60_000 },
} as const;

/**
 * Counts requests per key in fixed windows, in memory. Each server process limits on its own; behind
 * several instances the effective limit is multiplied by their number, which still stops a flood.
 */
export function createWindowCounter({ max, windowMs }: { max: number; windowMs: number }) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    /** Records a request; false when the key is already at its limit for the current window. */
    hit(key: string, now: number = Date.now()): boolean {
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        if (windows.size > 50_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      if (window.count >= max) return false;
      window.count += 1;
      return true;
    },
  };
}
