import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { RateLimitedError } from '../http/errors.js';
import { RATE_LIMITS, type RateLimitName } from './limits.js';
import type { RateLimitStore } from './store.js';

/** The one way to count a request against a limit, from a route (`config.rateLimit`) or from service code. */
export interface RateLimiter {
  readonly store: RateLimitStore;
  /**
   * Counts one request of `subject` (what the limit counts by: an address, an agent id…) against the
   * named limit; past its max throws a 429 with the limit's Italian message and Retry-After.
   */
  consume(name: RateLimitName, subject: string): Promise<void>;
  close(): Promise<void>;
}

export interface RateLimiterOptions {
  store: RateLimitStore;
  log: FastifyBaseLogger;
  /** RATE_LIMIT_DISABLED: nothing is counted (automated browser tests only). */
  disabled?: boolean;
  /** The clock; tests pass their own to make a window end without waiting. */
  now?: () => number;
}

const SWEEP_EVERY_MS = 5 * 60_000;

export function createRateLimiter({ store, log, disabled = false, now = Date.now }: RateLimiterOptions): RateLimiter {
  // Ended windows are removed now and then; every instance may do it, the statement is idempotent.
  const sweep = setInterval(() => {
    store.deleteExpired(now()).catch((err: unknown) => log.warn({ err }, 'rate-limit store: cleanup failed'));
  }, SWEEP_EVERY_MS);
  sweep.unref();

  return {
    store,
    async consume(name, subject) {
      if (disabled) return;
      const limit = RATE_LIMITS[name];
      const at = now();
      let hit;
      try {
        hit = await store.hit(keyOf(name, subject), limit.windowSeconds * 1000, at);
      } catch (err) {
        // A store that is down must not take the product down with it: the request goes through (ADR 0016).
        log.warn({ err, limit: name }, 'rate-limit store unavailable: request not limited');
        return;
      }
      if (hit.count > limit.max) {
        throw new RateLimitedError(limit.message, Math.max(1, Math.ceil((hit.resetAt - at) / 1000)));
      }
    },
    /** Stops the cleanup; the store is closed by whoever opened it. */
    async close() {
      clearInterval(sweep);
    },
  };
}

/** The limit's name stays readable; the subject (an address, an e-mail) is only kept as a hash. */
function keyOf(name: RateLimitName, subject: string): string {
  return `${name}:${createHash('sha256').update(subject).digest('base64url').slice(0, 32)}`;
}
