import { and, eq, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import type { DbOrTx } from '../../../db/client.js';
import { newId } from '../../../db/ids.js';
import { crawlHostTurns } from '../../../db/schema/websites.js';
import { pause } from '../../../base/pause.js';

/**
 * One request at a time per host, with a pause between two (issue 29): every crawl takes its turn here, so two
 * websites of the same host (two agents, two accounts) never hit it together. In a process the turns queue in memory;
 * on PostgreSQL (the only database several instances share) each turn also holds the host's row of
 * `crawl_host_turns`, so the rule holds across the cluster (ADR 0190).
 */
export interface HostGate {
  turn<T>(host: string, delayMs: number, signal: AbortSignal, work: () => Promise<T>): Promise<T>;
}

const gates = new WeakMap<object, HostGate>();

export function hostGate(ctx: AppContext): HostGate {
  let gate = gates.get(ctx);
  if (!gate) {
    const shared =
      ctx.database.kind === 'postgres'
        ? sharedHostTurns(ctx.db, `${ctx.instanceId}`, holdMsFor(ctx.config.CRAWLER_TIMEOUT_MS, ctx.config.CRAWLER_DELAY_MS))
        : undefined;
    gate = createHostGate(shared);
    gates.set(ctx, gate);
  }
  return gate;
}

/**
 * How long a turn may hold a host before another instance takes it as abandoned: the longest a fetch can last (headers
 * and body timeouts for the page and each of its 5 redirects, with the pause between hops), and a margin.
 */
export const holdMsFor = (timeoutMs: number, delayMs: number) => 6 * (2 * timeoutMs + delayMs) + 10_000;

/** The cluster-wide part of a turn: wait for the host's row, hold it, and set the pause when done. */
export interface SharedTurns {
  take(host: string, signal: AbortSignal): Promise<string | null>;
  end(host: string, holder: string, delayMs: number): Promise<void>;
}

export function createHostGate(shared?: SharedTurns): HostGate {
  /** Per host: the end of the last turn (its promise) and when the next may start. */
  const hosts = new Map<string, { last: Promise<unknown>; nextAt: number }>();
  return {
    turn(host, delayMs, signal, work) {
      const entry = hosts.get(host) ?? { last: Promise.resolve(), nextAt: 0 };
      const run = entry.last.then(async () => {
        const wait = entry.nextAt - Date.now();
        if (wait > 0 && !signal.aborted) await pause(wait, signal);
        // Another instance's turn on this host, or its pause, is waited for here; null when the crawl was stopped.
        const holder = shared ? await shared.take(host, signal) : null;
        try {
          return await work();
        } finally {
          entry.nextAt = Date.now() + delayMs;
          if (shared && holder) await shared.end(host, holder, delayMs);
        }
      });
      const mine = run.catch(() => undefined);
      entry.last = mine;
      hosts.set(host, entry);
      // Forget a host once its last turn is over and the pause has passed (no turn queued after it).
      void mine.then(() =>
        setTimeout(() => {
          if (hosts.get(host) === entry && entry.last === mine) hosts.delete(host);
        }, delayMs + 1000).unref(),
      );
      return run;
    },
  };
}

/** Longest wait between two looks at a host held elsewhere (a turn usually ends sooner: the wait is its end). */
const LOOK_AGAIN_MAX_MS = 1000;

/**
 * Host turns held in the database (a platform table, shared by accounts: the host is the site's, not a customer's).
 * `take` claims the host's row when it is free and its pause is over, else waits until then and tries again.
 */
export function sharedHostTurns(
  db: DbOrTx,
  instanceId: string,
  holdMs: number,
  /** Told each time the host was found held (tests wait for it instead of for time). */
  onHeld?: (host: string) => void,
): SharedTurns {
  return {
    async take(host, signal) {
      const holder = `${instanceId}:${newId()}`;
      while (!signal.aborted) {
        if (await unsafeClaimHost(db, host, holder, holdMs)) return holder;
        onHeld?.(host);
        const [row] = await db
          .select({
            waitMs: sql<number>`greatest(extract(epoch from (greatest(${crawlHostTurns.busyUntil}, ${crawlHostTurns.nextAt}) - now())) * 1000, 0)::float8`,
          })
          .from(crawlHostTurns)
          .where(eq(crawlHostTurns.host, host));
        await pause(Math.min(Math.max(Number(row?.waitMs ?? 0), 20), LOOK_AGAIN_MAX_MS), signal);
      }
      return null;
    },
    async end(host, holder, delayMs) {
      // Never throws into the crawl: a turn not ended lapses at busy_until.
      await db
        .update(crawlHostTurns)
        .set({ holder: null, busyUntil: sql`now()`, nextAt: sql`now() + ${delayMs} * interval '1 millisecond'` })
        .where(and(eq(crawlHostTurns.host, host), eq(crawlHostTurns.holder, holder)))
        .catch(() => undefined);
    },
  };
}

/**
 * The daily clean-up: a host's row is needed only while a turn holds it or its pause runs; one idle for a day is
 * deleted (the next crawl of that host inserts it again), so the table holds the hosts crawled lately, not every host
 * ever crawled. Platform rows, no account's: hence unsafe.
 */
export async function unsafeForgetIdleHosts(db: DbOrTx, now: Date = new Date()): Promise<number> {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const gone = await db
    .delete(crawlHostTurns)
    .where(and(lt(crawlHostTurns.busyUntil, dayAgo), lt(crawlHostTurns.nextAt, dayAgo)))
    .returning({ host: crawlHostTurns.host });
  return gone.length;
}

/** Claims the host for `holder` when nobody holds it and its pause is over: one statement, so two claims never both win. */
async function unsafeClaimHost(db: DbOrTx, host: string, holder: string, holdMs: number): Promise<boolean> {
  const until = sql`now() + ${holdMs} * interval '1 millisecond'`;
  const claimed = await db
    .insert(crawlHostTurns)
    .values({ host, holder, busyUntil: until, nextAt: sql`now()` })
    .onConflictDoUpdate({
      target: crawlHostTurns.host,
      set: { holder, busyUntil: until },
      setWhere: sql`${crawlHostTurns.busyUntil} <= now() and ${crawlHostTurns.nextAt} <= now()`,
    })
    .returning({ host: crawlHostTurns.host });
  return claimed.length > 0;
}
