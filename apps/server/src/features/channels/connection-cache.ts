import type { AppContext } from '../../app-context.js';
import type { channelConnections } from '../../db/schema/channels.js';

/**
 * Connection rows by id, kept in this process for a minute (ADR 0200): a webhook and the answer it starts read the
 * connection of every delivery, and nothing they read of it changes under one id (reconnecting makes a new id) but
 * its status, which only ever goes to 'connected'. A connection deleted meanwhile is found by the delivery's insert
 * (its foreign key fails: `forgetConnection`, then 404) or by the claim (the deliveries went with it); this process's
 * own deletions forget it at once.
 */
const KEEP_MS = 60_000;

type ConnectionRow = typeof channelConnections.$inferSelect;
/** Entries kept; beyond, the oldest goes (a webhook then reads its row again). */
const MAX_ENTRIES = 5000;

interface Kept {
  row: ConnectionRow;
  until: number;
}

// One per application context (a test may start several in one process).
const caches = new WeakMap<AppContext, Map<string, Kept>>();

function cacheOf(ctx: AppContext): Map<string, Kept> {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new Map();
    caches.set(ctx, cache);
  }
  return cache;
}

/** The row kept for `id`, if it was read less than a minute ago. */
export function keptConnection(ctx: AppContext, id: string): ConnectionRow | undefined {
  const cache = cacheOf(ctx);
  const kept = cache.get(id);
  if (!kept) return undefined;
  if (kept.until <= Date.now()) {
    cache.delete(id);
    return undefined;
  }
  return kept.row;
}

export function keepConnection(ctx: AppContext, row: ConnectionRow): void {
  const cache = cacheOf(ctx);
  if (!cache.has(row.id) && cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(row.id, { row, until: Date.now() + KEEP_MS });
}

export function forgetConnection(ctx: AppContext, id: string): void {
  caches.get(ctx)?.delete(id);
  for (const listener of forgetListeners.get(ctx) ?? []) listener(id);
}

const forgetListeners = new WeakMap<AppContext, ((id: string) => void)[]>();

/**
 * Told of each connection this process deletes or replaces (the e-mail channel stops reading its mailbox at once):
 * the channel's own modules listen, the core does not import them.
 */
export function onForgetConnection(ctx: AppContext, listener: (id: string) => void): void {
  forgetListeners.set(ctx, [...(forgetListeners.get(ctx) ?? []), listener]);
}
