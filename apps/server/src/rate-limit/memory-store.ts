import type { Hit, RateLimitStore } from './store.js';

/** Counters in this process's memory: right for one process (the embedded PGlite database allows no other). */
export function createMemoryStore(): RateLimitStore {
  const windows = new Map<string, Hit>();
  return {
    kind: 'memory',
    async hit(key, windowMs, now) {
      const window = windows.get(key);
      if (!window || window.resetAt <= now) {
        const fresh = { count: 1, resetAt: now + windowMs };
        windows.set(key, fresh);
        return { ...fresh };
      }
      window.count += 1;
      return { ...window };
    },
    async deleteExpired(now) {
      let removed = 0;
      for (const [key, window] of windows) {
        if (window.resetAt <= now) {
          windows.delete(key);
          removed += 1;
        }
      }
      return removed;
    },
    async close() {
      windows.clear();
    },
  };
}
