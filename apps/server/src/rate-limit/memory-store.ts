import type { Hit, RateLimitStore } from './store.js';

const MAX_KEYS_BEFORE_SWEEP = 100_000;

/** Counters in this process's memory: right for one process (the embedded PGlite database allows no other). */
export function createMemoryStore(): RateLimitStore {
  const windows = new Map<string, Hit>();
  const forgetEnded = (now: number) => {
    let removed = 0;
    for (const [key, window] of windows) {
      if (window.resetAt <= now) {
        windows.delete(key);
        removed += 1;
      }
    }
    return removed;
  };
  return {
    kind: 'memory',
    async hit(key, windowMs, now) {
      const window = windows.get(key);
      if (!window || window.resetAt <= now) {
        // Under a flood of new addresses, ended windows go at once rather than at the next sweep.
        if (windows.size >= MAX_KEYS_BEFORE_SWEEP) forgetEnded(now);
        const fresh = { count: 1, resetAt: now + windowMs };
        windows.set(key, fresh);
        return { ...fresh };
      }
      window.count += 1;
      return { ...window };
    },
    async peek(key, now) {
      const window = windows.get(key);
      return window && window.resetAt > now ? { ...window } : null;
    },
    async reset(key) {
      windows.delete(key);
    },
    async deleteExpired(now) {
      return forgetEnded(now);
    },
    async close() {
      windows.clear();
    },
  };
}
