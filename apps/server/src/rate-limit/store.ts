/** A window's state after one more request was counted in it. */
export interface Hit {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** When the window ends (ms since the epoch). */
  resetAt: number;
}

/**
 * Where counters live. Every implementation has the same semantics (fixed window from a key's first
 * request, ADR 0015) and is atomic: instances sharing a store see one count.
 * `now` comes from the caller's clock, so tests make time pass without waiting.
 */
export interface RateLimitStore {
  readonly kind: 'memory' | 'postgres' | 'redis';
  /** Counts one request for `key`; starts a new window of `windowMs` if none is running at `now`. */
  hit(key: string, windowMs: number, now: number): Promise<Hit>;
  /** The running window of `key` at `now` without counting anything (null when none runs). */
  peek(key: string, now: number): Promise<Hit | null>;
  /** Ends the window of `key` at once (e.g. a sign-in lockout lifted by its e-mailed link). */
  reset(key: string): Promise<void>;
  /** Forgets windows that ended before `now`; answers how many it removed (Redis expires them itself). */
  deleteExpired(now: number): Promise<number>;
  close(): Promise<void>;
}
