import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, RateLimitedError } from '../base/errors.js';
import { SIGN_IN_TEMPORARILY_UNAVAILABLE } from '@app/shared/i18n/common';
import { RATE_LIMITS, type RateLimit, type RateLimitName } from './limits.js';
import type { Hit, RateLimitStore } from './store.js';

/** Where a subject stands in a limit's window after a request, for the `RateLimit-*` headers of /api/v1. */
export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Seconds until the window ends. */
  resetSeconds: number;
  windowSeconds: number;
}

/** The one way to count a request against a limit, from a route (`config.rateLimit`) or from service code. */
export interface RateLimiter {
  readonly store: RateLimitStore;
  /**
   * Counts one request of `subject` (what the limit counts by: an address, an agent id…) against the
   * named limit; past its max throws a 429 with the limit's Italian message and Retry-After. Answers where the
   * subject stands (null when nothing was counted: limits disabled, or the store unavailable).
   */
  consume(name: RateLimitName, subject: string): Promise<RateLimitState | null>;
  /**
   * For limits that count only some requests (failed sign-ins): refuses with the limit's 429 when `subject`
   * has used up its window, counting nothing. `record` then counts one event and answers the count so far.
   */
  refuseIfSpent(name: RateLimitName, subject: string): Promise<void>;
  record(name: RateLimitName, subject: string): Promise<number>;
  /** Ends `subject`'s window at once. */
  reset(name: RateLimitName, subject: string): Promise<void>;
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
  const failOpen = failOpenWith(log);

  return {
    store,
    async consume(name, subject) {
      if (disabled) return null;
      const limit = RATE_LIMITS[name];
      const at = now();
      const hit = await failOpen(name, () => store.hit(keyOf(name, subject), limit.windowSeconds * 1000, at));
      if (!hit) return null;
      const state: RateLimitState = {
        limit: limit.max,
        remaining: Math.max(0, limit.max - hit.count),
        resetSeconds: Math.max(1, Math.ceil((hit.resetAt - at) / 1000)),
        windowSeconds: limit.windowSeconds,
      };
      if (hit.count > limit.max) throw new RateLimitedError(limit.message, state.resetSeconds, state);
      return state;
    },
    async refuseIfSpent(name, subject) {
      if (disabled) return;
      const at = now();
      const hit = await failOpen(name, () => store.peek(keyOf(name, subject), at));
      if (hit && hit.count >= RATE_LIMITS[name].max) throw refusal(name, hit, at);
    },
    async record(name, subject) {
      if (disabled) return 0;
      const hit = await failOpen(name, () => store.hit(keyOf(name, subject), RATE_LIMITS[name].windowSeconds * 1000, now()));
      return hit?.count ?? 0;
    },
    async reset(name, subject) {
      // Lifting a window never refuses anything: with the store down there is nothing to lift.
      await failOpen(name, () => store.reset(keyOf(name, subject))).catch(() => null);
    },
    /** Stops the cleanup; the store is closed by whoever opened it. */
    async close() {
      clearInterval(sweep);
    },
  };
}

/**
 * A store that is down (ADR 0160): a limit guarding a password or a code (`whenStoreDown: 'closed'`) refuses with an
 * Italian 503, every other one lets the request through. Said once in the log when the store goes away and once when
 * it answers again, not at every request.
 */
function failOpenWith(log: FastifyBaseLogger) {
  let down = false;
  return async <T>(name: RateLimitName, run: () => Promise<T>): Promise<T | null> => {
    try {
      const result = await run();
      if (down) {
        down = false;
        log.info('rate-limit store reachable again: every limit counts again');
      }
      return result;
    } catch (err) {
      if (!down) {
        down = true;
        log.error({ err }, 'rate-limit store unavailable: sign-in and second-factor refused (503), other limits let requests through');
      }
      if ((RATE_LIMITS[name] as RateLimit).whenStoreDown === 'closed')
        throw new AppError(503, 'RATE_LIMIT_UNAVAILABLE', SIGN_IN_TEMPORARILY_UNAVAILABLE);
      return null;
    }
  };
}

function refusal(name: RateLimitName, hit: Hit, at: number): RateLimitedError {
  return new RateLimitedError(RATE_LIMITS[name].message, Math.max(1, Math.ceil((hit.resetAt - at) / 1000)));
}

/** The limit's name stays readable; the subject (an address, an e-mail) is only kept as a hash. */
function keyOf(name: RateLimitName, subject: string): string {
  return `${name}:${createHash('sha256').update(subject).digest('base64url').slice(0, 32)}`;
}
