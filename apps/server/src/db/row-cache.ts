import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client.js';
import { listenOnPostgres } from './listen-postgres.js';

/** Tables whose statements notify `cached_rows` (the triggers of migrations 0016, 0056 and 0058). */
export type CachedTable =
  | 'agents'
  | 'api_keys'
  | 'agent_actions'
  | 'agent_widgets'
  | 'handoff_settings'
  | 'booking_settings'
  | 'knowledge_qa_pairs'
  | 'collaborative_memories';

const CHANNEL = 'cached_rows';
/** Entries kept per table: an embedded server's agents fit; beyond, the oldest entry is read again when asked. */
const MAX_ENTRIES = 2000;

export interface RowCache {
  /**
   * `load()`'s value for `key`, kept until a statement changes `table`. A load that throws (not found) is not
   * kept, so a row created later is found.
   */
  read<T>(table: CachedTable, key: string, load: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Rows every chat turn reads and people rarely change (the agent, its actions, widget, hand-off and booking settings,
 * the platform's API key, the agent's Q&A pairs and approved team memories), kept in memory (ADR 0034, 0371, 0387). Invalidation is done by the database: the triggers
 * of migrations 0016 and 0056 notify `cached_rows` with the table's name at the commit of any statement that changed
 * it, cascades included, and the table's entries are dropped.
 *
 * On PGlite the notification reaches this process before the committing call returns. On PostgreSQL several
 * instances share the database: a dedicated connection LISTENs, so a change made through any instance empties every
 * instance's entries; this process's own changes are known even sooner, from its pooled connections (which listen
 * too: a session hears its own NOTIFY before its COMMIT returns). While the dedicated connection is down nothing is
 * kept and everything is read through: notifications may be missed then, so entries are dropped when it is lost
 * and again when it listens once more.
 */
export async function createRowCache(database: Database, log: Pick<FastifyBaseLogger, 'info' | 'warn'>): Promise<RowCache> {
  const entries = new Map<CachedTable, Map<string, unknown>>();
  // Bumped by every change: a load that started before a change must not keep what it read.
  const generation = new Map<CachedTable, number>();
  // Bumped when the listener is lost or listens again: a load that spans either keeps nothing.
  let epoch = 0;
  let listening = false;
  const changed = (table: string) => {
    const name = table as CachedTable;
    generation.set(name, (generation.get(name) ?? 0) + 1);
    entries.get(name)?.clear();
  };
  const forgetAll = (nowListening: boolean) => {
    epoch++;
    listening = nowListening;
    entries.clear();
  };

  let stop: () => Promise<void>;
  if (database.pglite) {
    stop = await database.pglite.listen(CHANNEL, changed);
    listening = true;
  } else {
    const unhook = database.onPoolNotification?.((channel, table) => channel === CHANNEL && changed(table));
    const unlisten = await listenOnPostgres(
      database.url!,
      CHANNEL,
      { onPayload: changed, onListening: () => forgetAll(true), onLost: () => forgetAll(false) },
      log,
      'row cache',
    );
    stop = async () => {
      unhook?.();
      await unlisten();
    };
  }

  return {
    async read<T>(table: CachedTable, key: string, load: () => Promise<T>): Promise<T> {
      if (!listening) return load();
      const kept = entries.get(table);
      if (kept?.has(key)) return kept.get(key) as T;
      const before = generation.get(table) ?? 0;
      const startedIn = epoch;
      const value = await load();
      if (listening && epoch === startedIn && (generation.get(table) ?? 0) === before) {
        const map = entries.get(table) ?? new Map<string, unknown>();
        entries.set(table, map);
        if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value!);
        map.set(key, value);
      }
      return value;
    },
    close: async () => {
      forgetAll(false);
      await stop();
    },
  };
}
