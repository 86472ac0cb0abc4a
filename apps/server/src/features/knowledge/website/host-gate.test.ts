import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { crawlHostTurns } from '../../../db/schema/websites.js';
import { createHostGate, sharedHostTurns, unsafeForgetIdleHosts } from './host-gate.js';

/**
 * ADR 0190: one request at a time per host across instances. Two gates on one database stand for two instances (on
 * PostgreSQL in production; the table behaves the same on PGlite, so both drivers run this).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A promise with its resolve, to order the turns by events rather than by time. */
function signal<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('host turns shared by instances', () => {
  it("a second instance waits for the first one's request and for the pause after it", async () => {
    const host = 'negozio.example:1';
    const bWaits = signal();
    const a = createHostGate(sharedHostTurns(t.ctx.db, 'istanza-a', 60_000));
    const b = createHostGate(sharedHostTurns(t.ctx.db, 'istanza-b', 60_000, () => bWaits.resolve()));
    const log: [string, number][] = [];
    const aStarted = signal();
    const never = new AbortController().signal;
    const first = a.turn(host, 80, never, async () => {
      log.push(['a start', Date.now()]);
      aStarted.resolve();
      // B has found the host held by A at least once before A's request ends.
      await bWaits.promise;
      log.push(['a end', Date.now()]);
    });
    await aStarted.promise;
    const second = b.turn(host, 80, never, async () => {
      log.push(['b start', Date.now()]);
    });
    await Promise.all([first, second]);
    expect(log.map(([what]) => what)).toEqual(['a start', 'a end', 'b start']);
    // The pause of 80 ms after A's request, on the database's clock (the same machine's).
    expect(log[2]![1] - log[1]![1]).toBeGreaterThanOrEqual(70);
    const [row] = await t.ctx.db.select().from(crawlHostTurns).where(eq(crawlHostTurns.host, host));
    expect(row!.holder).toBeNull();
  });

  it("a crashed instance's turn lapses, and another host is never held up", async () => {
    const host = 'fornaio.example:1';
    const crashed = sharedHostTurns(t.ctx.db, 'istanza-morta', 300);
    expect(await crashed.take(host, new AbortController().signal)).toMatch(/^istanza-morta:/);
    // Never ended: the next instance gets the host once the hold has lapsed.
    let waited = 0;
    const next = createHostGate(sharedHostTurns(t.ctx.db, 'istanza-b', 60_000, () => (waited += 1)));
    const other = createHostGate(sharedHostTurns(t.ctx.db, 'istanza-c', 60_000));
    const never = new AbortController().signal;
    const otherHost = other.turn('altro.example:1', 0, never, async () => 'altro');
    const sameHost = next.turn(host, 0, never, async () => 'ripreso');
    expect(await otherHost).toBe('altro');
    expect(await sameHost).toBe('ripreso');
    expect(waited).toBeGreaterThan(0);
  });

  it('a stopped crawl stops waiting for a held host', async () => {
    const host = 'chiuso.example:1';
    const holder = sharedHostTurns(t.ctx.db, 'istanza-a', 60_000);
    expect(await holder.take(host, new AbortController().signal)).not.toBeNull();
    const stop = new AbortController();
    const waiting = sharedHostTurns(t.ctx.db, 'istanza-b', 60_000, () => stop.abort());
    expect(await waiting.take(host, stop.signal)).toBeNull();
  });

  it('the daily clean-up forgets hosts idle for a day, and keeps a host held or paused', async () => {
    const now = new Date();
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
    await t.ctx.db.insert(crawlHostTurns).values([
      { host: 'vecchio.example:1', holder: null, busyUntil: hoursAgo(30), nextAt: hoursAgo(30) },
      { host: 'recente.example:1', holder: null, busyUntil: hoursAgo(2), nextAt: hoursAgo(2) },
      // Held by a turn (a long pause set a day ago that still runs, say): never forgotten while it counts.
      { host: 'in-pausa.example:1', holder: null, busyUntil: hoursAgo(30), nextAt: new Date(now.getTime() + 60_000) },
    ]);
    expect(await unsafeForgetIdleHosts(t.ctx.db, now)).toBeGreaterThanOrEqual(1);
    const left = new Set((await t.ctx.db.select({ host: crawlHostTurns.host }).from(crawlHostTurns)).map((r) => r.host));
    expect(left.has('vecchio.example:1')).toBe(false);
    expect(left.has('recente.example:1')).toBe(true);
    expect(left.has('in-pausa.example:1')).toBe(true);
  });
});
